/// Where the engine's C callback puts what eSpeak NG produces for one request. It crosses the C
/// boundary as `user_data` (an unretained pointer, valid for the duration of the synthesis
/// call, which runs on the calling thread in synchronous mode).
final class SynthesisSink {
    /// Whether to keep every sample (whole-audio requests) or only hand out chunks.
    let keepsSamples: Bool
    /// Samples per second, to turn event times into sample offsets.
    let sampleRate: Int
    /// Receives each callback's samples as they come (valid only during the call), with the index
    /// of the first and the events: the speech worker copies them straight into its shared
    /// region, without an array per callback.
    let onSamples: ((UnsafeBufferPointer<Int16>, _ sampleOffset: Int, _ events: [SpeechEvent]) -> Void)?
    /// Raised to stop early.
    let cancellation: CancellationFlag?

    private var samples = SampleAccumulator()
    private(set) var events: [SpeechEvent] = []
    private(set) var sampleCount = 0
    private(set) var wasAborted = false
    /// Set when the audio reached ``SpeechRequest/maximumAudioSeconds`` and synthesis was stopped.
    private(set) var exceededAudioLimit = false

    init(
        keepsSamples: Bool, sampleRate: Int,
        onSamples: ((UnsafeBufferPointer<Int16>, _ sampleOffset: Int, _ events: [SpeechEvent]) -> Void)? =
            nil,
        cancellation: CancellationFlag? = nil
    ) {
        self.keepsSamples = keepsSamples
        self.sampleRate = sampleRate
        self.onSamples = onSamples
        self.cancellation = cancellation
    }

    /// Takes one callback's worth of audio and events; returns false to abort synthesis.
    func receive(_ buffer: UnsafeBufferPointer<Int16>, events chunkEvents: [SpeechEvent]) -> Bool {
        if cancellation?.isRaised == true {
            wasAborted = true
            return false
        }
        if sampleCount + buffer.count > SpeechRequest.maximumAudioSeconds * sampleRate {
            exceededAudioLimit = true
            return false
        }
        events.append(contentsOf: chunkEvents)
        guard !buffer.isEmpty || !chunkEvents.isEmpty else { return true }
        let offset = sampleCount
        sampleCount += buffer.count
        if keepsSamples { samples.append(buffer) }
        onSamples?(buffer, offset, chunkEvents)
        return true
    }

    /// Every sample kept so far, in one array of exactly their number (empty unless
    /// ``keepsSamples``); the sink keeps none afterwards.
    func takeSamples() -> [Int16] {
        samples.take()
    }

    /// The sample index for a time in milliseconds.
    func sampleOffset(milliseconds: Int) -> Int {
        milliseconds * sampleRate / 1000
    }
}
