/// The suggested day or night display mode, forwarded to screens.
public enum LightingMode: Int, WireEnum {
    case normal = 0
    case lowLight = 1

    /// Used in error messages.
    public static let wireKind = "lighting mode"
    /// The case names, computed once.
    public static let names = WireNames<LightingMode>()
    /// iOS `GMSNavigationLightingModeLowLight`.
    public static let sdkPrefixes = ["GMSNavigationLightingMode", "LightingMode"]
}
