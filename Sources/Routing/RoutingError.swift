/// Why a route could not be had from a routing server: each case says what to tell the driver
/// and whether asking again can help.
public enum RoutingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The router's URL cannot be used (`reason` says why).
    case badURL(String, reason: String)
    /// No connection within the timeout, or the connection broke: worth another try.
    case unreachable(String, reason: String)
    /// The server answered with an HTTP error status.
    case httpStatus(Int, body: String)
    /// The server answered, but not with a route we can follow (no route between the points,
    /// or an answer that does not import).
    case noRoute(reason: String)

    /// Whether another attempt may succeed (a network failure or a server error, not a refusal).
    public var isTransient: Bool {
        switch self {
        case .unreachable: true
        case .httpStatus(let status, _): status >= 500 || status == 429
        case .badURL, .noRoute: false
        }
    }

    /// One line for stderr.
    public var description: String {
        switch self {
        case .badURL(let url, let reason): "router URL \(url): \(reason)"
        case .unreachable(let target, let reason): "router \(target) unreachable: \(reason)"
        case .httpStatus(let status, let body):
            "router answered HTTP \(status)\(body.isEmpty ? "" : ": \(body)")"
        case .noRoute(let reason): "no route: \(reason)"
        }
    }
}
