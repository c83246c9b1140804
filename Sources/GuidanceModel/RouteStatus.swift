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
    /// Android's `Navigator.RouteStatus` (also React Native's) and Flutter's
    /// `NavigationRouteStatus` names where they differ from iOS's. Android tells a disabled from
    /// an unknown location and Flutter adds `unknown`; the model keeps iOS's twelve outcomes.
    public static let aliases: [String: RouteStatus] = [
        "QUOTA_CHECK_FAILED": .quotaExceeded, "ROUTE_CANCELED": .canceled,
        "LOCATION_DISABLED": .locationUnavailable, "LOCATION_UNKNOWN": .locationUnavailable,
        "INVALID_PLACE_ID": .waypointError, "UNKNOWN": .internalError,
        "statusOk": .ok, "routeNotFound": .noRouteFound, "statusCanceled": .canceled,
    ]
    /// iOS `GMSRouteStatusOK`; Android `Navigator.RouteStatus.OK`; Flutter
    /// `NavigationRouteStatus.statusOk`.
    public static let sdkPrefixes = [
        "GMSRouteStatus", "Navigator.RouteStatus", "NavigationRouteStatus", "RouteStatus",
    ]
}
