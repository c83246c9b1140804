import GuidanceModel

/// Whether a prompt may be spoken under the driver's voice-guidance setting, with the reason when
/// it may not. Text guidance is never gated: the prompt record and the casting feed are produced
/// either way.
public struct GateDecision: Sendable, Hashable {
    /// Whether the prompt reaches a synthesizer.
    public var isSpoken: Bool
    /// Why not, in words for the prompt record; nil when spoken.
    public var reason: String?

    /// Decides for one prompt class under one setting, exactly as the navigator's own setting:
    /// silent speaks nothing, alertsOnly speaks alerts only, alertsAndGuidance speaks everything.
    public init(promptClass: PromptClass, setting: VoiceGuidance) {
        switch (setting, promptClass) {
        case (.alertsAndGuidance, _), (.alertsOnly, .alert):
            isSpoken = true
            reason = nil
        case (.alertsOnly, .guidance):
            isSpoken = false
            reason = "voice guidance is set to alerts only"
        case (.silent, _):
            isSpoken = false
            reason = "voice guidance is silent"
        }
    }
}
