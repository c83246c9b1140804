/// How heavy the traffic delay on the route is; changes trigger alert prompts.
public enum DelayCategory: Int, WireEnum {
    case noData = 0
    case heavy = 1
    case medium = 2
    case light = 3

    /// Used in error messages.
    public static let wireKind = "delay category"
    /// The case names, computed once.
    public static let names = WireNames<DelayCategory>()
    /// iOS `GMSNavigationDelayCategoryHeavy`; Android `TimeAndDistance.DELAY_HEAVY`; Flutter
    /// `TrafficDelaySeverity.heavy`; React Native `DelaySeverity.HEAVY`.
    public static let sdkPrefixes = [
        "GMSNavigationDelayCategory", "TimeAndDistance.DELAY_", "DELAY_", "TrafficDelaySeverity",
        "DelaySeverity",
    ]
}
