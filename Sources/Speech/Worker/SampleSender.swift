/// How the worker passes one answer's samples on: into the shared ``SampleRegion`` while they
/// fit (the socket then carries only ``WorkerChannel/Tag/ready`` counts), through the socket as
/// ``WorkerChannel/Tag/samples`` frames after that or when there is no region.
///
/// A client that waits for the whole prompt is told once, with the answer, so a prompt costs one
/// wake-up. A streaming client is told at once about the first chunk, then each time
/// ``SpeechWorker/streamingThreshold`` bytes wait.
final class SampleSender {
    private let region: SampleRegion?
    private let channel: WorkerChannel
    private let streams: Bool
    /// Samples written into the region for this answer, from its start.
    private(set) var inRegion = 0
    /// How many of them the client was told about.
    private var told = 0
    /// Whether the region is full for this answer: every later sample goes through the socket,
    /// after the region's, in order.
    private var overflowed: Bool
    private var toldFirst = false
    /// Every sample of this answer, in the region or through the socket: the answer's header
    /// carries it so that the client can check it got them all.
    private(set) var total = 0

    init(region: SampleRegion?, channel: WorkerChannel, streams: Bool) {
        self.region = region
        self.channel = channel
        self.streams = streams
        overflowed = region == nil
    }

    /// Takes a callback's samples (valid only during the call).
    func add(_ samples: UnsafeBufferPointer<Int16>) {
        guard !samples.isEmpty else { return }
        total += samples.count
        if !overflowed, let region, inRegion + samples.count <= region.sampleCapacity {
            region.write(samples, at: inRegion)
            inRegion += samples.count
        } else {
            if !overflowed {
                overflowed = true
                tell()
            }
            channel.queue(.samples, bytes: UnsafeRawBufferPointer(samples))
        }
        let waiting = (inRegion - told) * 2 + channel.queuedBytes
        // A client that waits for the whole prompt is not woken, but the socket's frames do not
        // pile up in memory either.
        let due =
            streams
            ? !toldFirst || waiting >= SpeechWorker.streamingThreshold
            : channel.queuedBytes >= SpeechWorker.streamingThreshold
        guard due else { return }
        toldFirst = true
        tell()
        // A client that is gone is found by the answer's send, which ends the worker.
        try? channel.flush()
    }

    /// Queues the count of what the region holds and the client was not told yet; the answer's
    /// header goes out after it.
    func finish() {
        tell()
    }

    private func tell() {
        guard inRegion > told else { return }
        channel.queue(.ready, count: inRegion)
        told = inRegion
    }
}
