/// The outcome of asking for a route; failures are announced as alerts.
public enum RouteStatus: Int, WireEnum {
    case internalError = 0
    case ok = 1
    case noRouteFound = 2
    case networkError = 3
    case quotaExceeded = 4
    case apiKeyNotAuthorized = 5
    case canceled = 6
    case duplicateWaypointsError = 7
    case noWaypointsError = 8
    case locationUnavailable = 9
    case waypointError = 10
    case travelModeUnsupported = 11

    /// Used in error messages.
    public static let wireKind = "route status"
    /// The case names, computed once.
    public static let names = WireNames<RouteStatus>()
}
