import Foundation
import GuidanceModel
import RouteImport
import SystemIO

/// Asks a routing server for a route and imports the answer: the navigator's only way to a new
/// route when the vehicle leaves the old one. Blocking; the navigator calls it off the thread
/// that follows the fixes, and keeps the old route until an answer comes. An adapter: the HTTP
/// and the retries live here, on SystemIO, so the route follower stays free of sockets and sleeps.
public struct RoutingClient: Sendable {
    /// The server.
    public var endpoint: RouterEndpoint
    /// The deadline for one attempt (connect, send, whole answer), in seconds.
    public var timeoutSeconds: Double
    /// How many attempts a transient failure (no connection, HTTP 5xx or 429) gets in all.
    public var attempts: Int
    /// The pause before the second attempt, doubled before each further one, in seconds.
    public var retryPauseSeconds: Double

    /// A client with the defaults of docs/navigation.md: 5 s per attempt, three attempts, 0.5 s
    /// then 1 s between them.
    public init(
        endpoint: RouterEndpoint, timeoutSeconds: Double = 5, attempts: Int = 3,
        retryPauseSeconds: Double = 0.5
    ) {
        self.endpoint = endpoint
        self.timeoutSeconds = timeoutSeconds
        self.attempts = max(1, attempts)
        self.retryPauseSeconds = retryPauseSeconds
    }

    /// The route for `request`, retrying transient failures; the last failure when none works.
    public func route(_ request: RouteRequest) throws(RoutingError) -> ImportedRoute {
        var pause = retryPauseSeconds
        var attempt = 1
        while true {
            do {
                return try routeOnce(request)
            } catch {
                guard error.isTransient, attempt < attempts else { throw error }
                _ = Readiness.wait(for: -1, events: 0, deadline: .now + .seconds(bounded: pause))
                pause *= 2
                attempt += 1
            }
        }
    }

    private func routeOnce(_ request: RouteRequest) throws(RoutingError) -> ImportedRoute {
        let http = HTTPGet(endpoint: endpoint, timeoutSeconds: timeoutSeconds)
        let response = try http.fetch(request.target(for: endpoint))
        guard response.status == 200 else {
            // Both engines explain a refusal in a small JSON body; a 400 is "no route" for them.
            let text = String(decoding: response.body.prefix(300), as: UTF8.self)
            if response.status == 400 { throw .noRoute(reason: text) }
            throw .httpStatus(response.status, body: text)
        }
        do {
            return try RouteImporter.importRoute(data: response.body, source: endpoint.authority)
        } catch {
            throw .noRoute(reason: error.description)
        }
    }
}
