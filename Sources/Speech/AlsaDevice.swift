import CALSA

/// An open ALSA playback PCM configured for the module's format. Used only by the playback
/// thread after opening; not shared.
final class AlsaDevice: PlaybackDevice {
    /// The device name as given (e.g. `default`, `null`, `plughw:0,0`).
    let name: String
    private var handle: OpaquePointer?

    /// Frames per write: small, so that an interruption takes effect within about 23 ms.
    static let periodFrames = 512
    /// How much audio the device may buffer ahead, in microseconds.
    static let latencyMicroseconds: UInt32 = 100_000

    /// Opens `name` for 16-bit mono playback at `sampleRate`.
    init(name: String, sampleRate: Int) throws(PlaybackError) {
        self.name = name
        guidance_alsa_silence_errors()
        var pcm: OpaquePointer?
        let opened = snd_pcm_open(&pcm, name, SND_PCM_STREAM_PLAYBACK, 0)
        guard opened >= 0, let pcm else {
            throw .deviceUnavailable(device: name, reason: Self.describe(opened))
        }
        let configured = snd_pcm_set_params(
            pcm, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, UInt32(AudioFormat.channels),
            UInt32(sampleRate), 1, Self.latencyMicroseconds)
        guard configured >= 0 else {
            snd_pcm_close(pcm)
            throw .formatRejected(device: name, reason: Self.describe(configured))
        }
        handle = pcm
    }

    /// Writes frames, recovering from underruns; returns an error text when the device fails.
    func write(_ samples: UnsafeBufferPointer<Int16>) -> String? {
        guard let handle, var cursor = samples.baseAddress else { return nil }
        var remaining = samples.count
        while remaining > 0 {
            let written = snd_pcm_writei(handle, cursor, snd_pcm_uframes_t(remaining))
            if written < 0 {
                let recovered = snd_pcm_recover(handle, Int32(written), 1)
                if recovered < 0 { return Self.describe(Int32(written)) }
                continue
            }
            remaining -= Int(written)
            cursor += Int(written)
        }
        return nil
    }

    /// What the events and warnings call it.
    var description: String { "ALSA device \"\(name)\"" }

    /// Frames written but not yet heard (0 when unknown).
    var pendingFrames: Int {
        guard let handle else { return 0 }
        var delay: snd_pcm_sframes_t = 0
        return snd_pcm_delay(handle, &delay) >= 0 ? max(0, Int(delay)) : 0
    }

    /// Discards buffered audio immediately and makes the device ready for the next prompt.
    func discardAndReset() {
        guard let handle else { return }
        snd_pcm_drop(handle)
        snd_pcm_prepare(handle)
    }

    /// Closes the device.
    func close() {
        if let handle { snd_pcm_close(handle) }
        handle = nil
    }

    deinit {
        close()
    }

    static func describe(_ code: Int32) -> String {
        String(cString: snd_strerror(code))
    }
}
