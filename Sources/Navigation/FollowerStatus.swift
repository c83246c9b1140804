/// What the route follower tells its driver after each call: whether to ask for a new route, and
/// whether the trip is over. Events say the same to listeners; this is for the code that owns the
/// follower and the routing engine.
public enum FollowerStatus: Sendable, Hashable {
    /// On the route (or not yet known to be off it).
    case following
    /// The fixes have left the route since `since` (seconds on the follower's clock).
    /// `needsReroute` is true on exactly the update that decides a new route is wanted (and once
    /// more after each ``FollowerOptions/rerouteRetrySeconds`` following ``RouteFollower/routeFailed(_:)``),
    /// so the driver requests one route per episode, not one per fix.
    case offRoute(needsReroute: Bool, since: Double)
    /// An intermediate waypoint was reached: `waypointIndex` counts the current route's
    /// destinations from 0. Held until the vehicle has driven on past the stop.
    case arrived(waypointIndex: Int)
    /// The final waypoint was reached; the follower emits nothing more until it is given a route.
    case finished
}
