/// A prompt handed to a player: the audio, an id to report events under, and how urgent it is.
public struct PlaybackRequest: Sendable, Equatable {
    /// Identifies the prompt in ``PlaybackEvent``s.
    public var promptID: String
    /// What to play.
    public var audio: SynthesizedAudio
    /// Higher is more urgent. A request interrupts a playing prompt of strictly lower urgency
    /// and is queued ahead of queued prompts of lower urgency; equal urgencies play in order.
    public var urgency: Int
    /// What kind of prompt it is (the guidance listener uses its prompt class, `guidance` or
    /// `alert`), so that ``PromptPlayer/stop(categories:)`` can silence one kind and spare the
    /// other.
    public var category: String

    /// Creates a request.
    public init(promptID: String, audio: SynthesizedAudio, urgency: Int = 0, category: String = "") {
        self.promptID = promptID
        self.audio = audio
        self.urgency = urgency
        self.category = category
    }
}
