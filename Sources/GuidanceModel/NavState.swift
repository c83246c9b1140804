/// Whether guidance is active; only `enroute` carries a current step, `stopped` clears screens.
public enum NavState: Int, WireEnum {
    case unknown = 0
    case enroute = 1
    case rerouting = 2
    case stopped = 3

    /// Used in error messages.
    public static let wireKind = "navigation state"
    /// The case names, computed once.
    public static let names = WireNames<NavState>()
    /// iOS `GMSNavigationNavStateEnroute`; Android and Flutter `NavState.ENROUTE`.
    public static let sdkPrefixes = ["GMSNavigationNavState", "NavState"]
}
