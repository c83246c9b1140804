/// An open output the playback loop writes prompts to, one period at a time: an ALSA PCM or a
/// sound-server stream. Used only by the playback thread after opening; not shared.
protocol PlaybackDevice: AnyObject {
    /// What the events and warnings call it (`ALSA device "default"`, `sound server ...`).
    var description: String { get }
    /// Writes samples, waiting for room; returns an error text when the output failed.
    func write(_ samples: UnsafeBufferPointer<Int16>) -> String?
    /// Frames written but not yet heard (0 when unknown).
    var pendingFrames: Int { get }
    /// Discards buffered audio at once and gets ready for the next prompt.
    func discardAndReset()
    /// Closes the output.
    func close()
    /// Makes a `write` that waits for room return at once: called, from another thread, when
    /// the playing prompt is stopped, so that an output that asks for audio in large bursts (a
    /// sound server's sink) cannot hold the stop back until its next request.
    func interruptWrite()
}

extension PlaybackDevice {
    /// Outputs whose writes never wait longer than a period need no interruption.
    func interruptWrite() {}
}
