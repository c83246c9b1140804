/// An output of the speaker that failed, reported once per output so that a command can say
/// which output lost what, and decide its exit status.
public struct SpeakerFailure: Sendable, Hashable, CustomStringConvertible {
    /// Which output failed.
    public enum Output: String, Sendable, Hashable {
        /// Synthesis itself: the prompt has no audio anywhere.
        case speech
        /// The voice: a fallback voice spoke instead (audio was still produced).
        case voice
        /// The directory of WAV files: prompts after the failure have no file.
        case audioFiles
        /// The raw PCM stream: audio after the failure is missing from it.
        case pcmStream
    }

    /// The output.
    public var output: Output
    /// What went wrong, for the user.
    public var message: String

    /// Whether the output's reader closed it (a pipe to a player that quit): the reader chose
    /// to stop, so nothing it wanted was lost.
    public var readerClosed: Bool

    /// Creates a failure report.
    public init(output: Output, message: String, readerClosed: Bool = false) {
        self.output = output
        self.message = message
        self.readerClosed = readerClosed
    }

    /// Whether audio the user asked for was lost (a fallback voice, or a reader that left,
    /// loses nothing).
    public var losesAudio: Bool { output != .voice && !readerClosed }

    /// The message.
    public var description: String { message }
}
