/// Why a ``CastServer`` could not start; each case names what failed so the CLI can say so.
public enum CastServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The port is outside 0...65535.
    case invalidPort(Int)
    /// A `HOST:PORT` text that does not parse (see ``CastEndpoint``).
    case invalidEndpoint(String)
    /// The host name or address could not be resolved to a listening address.
    case cannotResolve(host: String, reason: String)
    /// The address is taken, not local, or not permitted.
    case cannotBind(host: String, port: Int, reason: String)
    /// A system call needed to set up the server failed.
    case systemCall(name: String, reason: String)
    /// The web root given for the display page is not a readable directory.
    case webRootMissing(path: String)
    /// A name in ``CastServerOptions/allowedHosts`` that is not a host name or an IP address.
    case invalidHostName(String)
    /// `start()` was called on a server that is running or was stopped.
    case alreadyStarted

    /// A one-line message for stderr.
    public var description: String {
        switch self {
        case .invalidPort(let port):
            return "port \(port) is out of range (0-65535)"
        case .invalidEndpoint(let text):
            return "\"\(text)\" is not HOST:PORT (e.g. 127.0.0.1:8080, 0.0.0.0:8080, [::]:8080, :8080)"
        case .cannotResolve(let host, let reason):
            return "cannot resolve listening address \"\(host)\": \(reason)"
        case .cannotBind(let host, let port, let reason):
            return "cannot listen on \(host):\(port): \(reason)"
        case .systemCall(let name, let reason):
            return "\(name) failed: \(reason)"
        case .webRootMissing(let path):
            return "\(path): display page directory not found"
        case .invalidHostName(let name):
            return "\"\(name)\" is not a host name or IP address (give names without a port)"
        case .alreadyStarted:
            return "the cast server was already started"
        }
    }
}
