/// The navigator's voice setting: it gates audio only, never the text feed.
public enum VoiceGuidance: Int, WireEnum {
    case silent = 0
    case alertsOnly = 1
    case alertsAndGuidance = 2

    /// Used in error messages.
    public static let wireKind = "voice guidance setting"
    /// The case names, computed once.
    public static let names = WireNames<VoiceGuidance>()
}
