/// A point in the audio that the text or SSML asked to know about: where a word starts or where
/// a `<mark name="..."/>` sits. Integrators use them to highlight words or to time side effects.
public struct SpeechEvent: Sendable, Hashable {
    /// What happened at this point.
    public enum Kind: Sendable, Hashable {
        /// A word starts; `textPosition` and `length` are eSpeak NG's character counts in the
        /// input (markup included for SSML; positions start at 1).
        case word(textPosition: Int, length: Int)
        /// An SSML `<mark/>` was reached.
        case mark(name: String)
        /// A sentence starts at `textPosition` (characters, from 1).
        case sentence(textPosition: Int)
    }

    /// What happened.
    public var kind: Kind
    /// Index of the first sample at or after the event, from the start of this request's audio.
    public var sampleOffset: Int
    /// The event's time from the start of the audio, in milliseconds.
    public var milliseconds: Int

    /// Creates an event.
    public init(kind: Kind, sampleOffset: Int, milliseconds: Int) {
        self.kind = kind
        self.sampleOffset = sampleOffset
        self.milliseconds = milliseconds
    }

    /// The mark name when this is a mark event.
    public var markName: String? {
        if case .mark(let name) = kind { return name }
        return nil
    }

    /// Whether this is a word event.
    public var isWord: Bool {
        if case .word = kind { return true }
        return false
    }
}
