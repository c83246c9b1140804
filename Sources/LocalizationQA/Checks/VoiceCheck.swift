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
        guard !Self.isInstalled(voice, in: voices) else { return [] }
        return [
            subject.factsFinding(
                id, severity, near: "\"voice\"",
                "voice \"\(voice)\" is not an installed eSpeak NG voice (see `guidance voices`)")
        ]
    }

    /// Whether a voice name (variant `+…` ignored) names an installed voice.
    public static func isInstalled(_ voice: String, in voices: [VoiceInfo]) -> Bool {
        voices.contains { $0.answers(to: voice) }
    }
}
