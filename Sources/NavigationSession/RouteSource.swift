import RouteImport
import Routing

/// Where a drive gets a new route when the vehicle leaves the old one: a routing server
/// (``RoutingClient``), or anything else that answers a request, such as a test's canned routes.
/// Called on a thread of its own (``RouteFetcher``), so it may block.
public protocol RouteSource: Sendable {
    /// The route for `request`, or why there is none.
    func route(_ request: RouteRequest) throws(RoutingError) -> ImportedRoute
}

extension RoutingClient: RouteSource {}
