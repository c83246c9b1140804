/// A piece of audio as the engine produces it (about 60 ms), so that playback or a stream can
/// start before the whole prompt is synthesized.
public struct AudioChunk: Sendable, Equatable {
    /// Signed 16-bit mono samples at ``AudioFormat/sampleRate``.
    public var samples: [Int16]
    /// Index of this chunk's first sample within the request's audio.
    public var sampleOffset: Int
    /// Events that fall in or just before this chunk.
    public var events: [SpeechEvent]

    /// Creates a chunk.
    public init(samples: [Int16], sampleOffset: Int, events: [SpeechEvent]) {
        self.samples = samples
        self.sampleOffset = sampleOffset
        self.events = events
    }
}
