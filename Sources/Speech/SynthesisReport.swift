/// What a streaming synthesis ends with once every chunk has been delivered.
public struct SynthesisReport: Sendable, Equatable {
    /// Samples delivered in all chunks.
    public var sampleCount: Int
    /// Samples per second.
    public var sampleRate: Int
    /// Every event, in audio order (also delivered with the chunks).
    public var events: [SpeechEvent]
    /// The voice that actually spoke.
    public var voice: String
    /// Non-fatal problems, e.g. a voice fallback.
    public var warnings: [SpeechWarning]

    /// Creates a report.
    public init(
        sampleCount: Int, sampleRate: Int, events: [SpeechEvent], voice: String, warnings: [SpeechWarning]
    ) {
        self.sampleCount = sampleCount
        self.sampleRate = sampleRate
        self.events = events
        self.voice = voice
        self.warnings = warnings
    }

    /// Length of the audio in whole milliseconds.
    public var durationMilliseconds: Int {
        AudioFormat.milliseconds(samples: sampleCount, sampleRate: sampleRate)
    }
}
