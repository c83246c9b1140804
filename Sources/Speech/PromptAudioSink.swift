/// Where finished prompts go when they are kept as files (one per prompt), e.g. for QA
/// listening or for a player outside the process.
public protocol PromptAudioSink: Sendable {
    /// Stores `audio` under `promptID` and says where it went.
    func write(_ audio: SynthesizedAudio, promptID: String) throws(AudioOutputError) -> PromptAudioFile
}

/// A prompt stored as a file.
public struct PromptAudioFile: Sendable, Hashable {
    /// The prompt's identifier as given.
    public var promptID: String
    /// The file's path.
    public var path: String
    /// The audio's length in whole milliseconds.
    public var durationMilliseconds: Int

    /// Creates a description.
    public init(promptID: String, path: String, durationMilliseconds: Int) {
        self.promptID = promptID
        self.path = path
        self.durationMilliseconds = durationMilliseconds
    }
}
