import Foundation
import Speech

/// `unknown-voice`: the locale's `voice` is not among the installed eSpeak NG voices (by name,
/// file identifier or language), so prompts would be spoken by a fallback voice or not at all.
public struct VoiceCheck: LintCheck {
    /// The id its findings carry.
    public let id = "unknown-voice"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let voices = subject.installedVoices, let voice = subject.facts?.voice else { return [] }
        // By name, file identifier or language; a variant (`+…`) is ignored.
        guard !voices.contains(where: { $0.answers(to: voice) }) else { return [] }
        return [
            subject.factsFinding(
                id, severity, near: "\"voice\"",
                "voice \"\(voice)\" is not an installed eSpeak NG voice (see `guidance voices`)")
        ]
    }
}
