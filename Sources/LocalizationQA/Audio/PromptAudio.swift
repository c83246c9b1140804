import Foundation
import Localization
import Speech

/// A matrix row's synthesized prompt: where its WAV file is and how long it lasts.
public struct PromptAudio: Sendable, Hashable {
    /// The matrix case id.
    public var caseID: String
    /// The WAV file's path relative to the output directory.
    public var relativePath: String
    /// The duration in milliseconds.
    public var durationMilliseconds: Int

    /// Creates a record.
    public init(caseID: String, relativePath: String, durationMilliseconds: Int) {
        self.caseID = caseID
        self.relativePath = relativePath
        self.durationMilliseconds = durationMilliseconds
    }

    /// The duration in seconds.
    public var durationSeconds: Double { Double(durationMilliseconds) / 1000 }
}
