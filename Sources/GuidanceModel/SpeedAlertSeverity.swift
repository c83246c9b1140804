/// How far over the limit the driver is; minor and major trigger alert prompts.
public enum SpeedAlertSeverity: Int, WireEnum {
    case unknown = -2
    case notSpeeding = -1
    case minor = 0
    case major = 1

    /// Used in error messages.
    public static let wireKind = "speed alert severity"
    /// The case names, computed once.
    public static let names = WireNames<SpeedAlertSeverity>()
    /// Android's and React Native's `NONE`: no alert.
    public static let aliases: [String: SpeedAlertSeverity] = ["none": .notSpeeding]
    /// iOS `GMSNavigationSpeedAlertSeverityMinor`; Android `SpeedAlertSeverity.MINOR`.
    public static let sdkPrefixes = ["GMSNavigationSpeedAlertSeverity", "SpeedAlertSeverity"]
}
