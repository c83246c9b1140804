/// The navigator's voice setting: it gates audio only, never the text feed.
public enum VoiceGuidance: Int, WireEnum {
    case silent = 0
    case alertsOnly = 1
    case alertsAndGuidance = 2

    /// Used in error messages.
    public static let wireKind = "voice guidance setting"
    /// The case names, computed once.
    public static let names = WireNames<VoiceGuidance>()
    /// Android's `Navigator.AudioGuidance` (and React Native's) names.
    public static let aliases: [String: VoiceGuidance] = [
        "VOICE_ALERTS_ONLY": .alertsOnly, "VOICE_ALERTS_AND_GUIDANCE": .alertsAndGuidance,
    ]
    /// iOS `GMSNavigationVoiceGuidanceSilent`; Android `Navigator.AudioGuidance.SILENT`; Flutter
    /// `NavigationAudioGuidanceType.silent`; React Native `AudioGuidanceMode.SILENT`.
    public static let sdkPrefixes = [
        "GMSNavigationVoiceGuidance", "Navigator.AudioGuidance", "AudioGuidance",
        "NavigationAudioGuidanceType",
        "AudioGuidanceType", "AudioGuidanceMode", "VoiceGuidance",
    ]

    /// iOS's raw values 0, 1 and 2; above them, Android's `AudioGuidance` bit flags (vibration 1,
    /// alerts only 2, alerts and guidance 4, Bluetooth 8), which only Android's integers reach.
    /// Android's own 1 and 2 cannot be told from iOS's: an Android feed names its setting.
    public static func value(wireNumber: Int) -> VoiceGuidance? {
        if let value = VoiceGuidance(rawValue: wireNumber) { return value }
        guard (3...15).contains(wireNumber) else { return nil }
        if wireNumber & 4 != 0 { return .alertsAndGuidance }
        if wireNumber & 2 != 0 { return .alertsOnly }
        return .silent
    }
}
