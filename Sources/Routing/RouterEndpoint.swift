/// Where routes come from: a routing server's base URL and the engine behind it, which decides
/// how a request is written. Only plain `http://` is spoken: routing servers of a head unit run
/// on the unit or on its local network.
public struct RouterEndpoint: Sendable, Hashable {
    /// The engines whose route services we speak.
    public enum Engine: String, Sendable, Hashable, CaseIterable {
        /// OSRM's `/route/v1/{profile}/…` service.
        case osrm
        /// Valhalla's `/route` service, asked for an OSRM-shaped answer (`format=osrm`).
        case valhalla
    }

    /// The engine behind the URL.
    public var engine: Engine
    /// The server's host name or address (IPv6 without brackets).
    public var host: String
    /// The TCP port (80 when the URL gives none).
    public var port: Int
    /// The path prefix the services live under, without a trailing slash (often empty).
    public var basePath: String
    /// OSRM's profile name (`driving`); Valhalla's costing is always `auto`.
    public var profile: String

    /// Reads `http://HOST[:PORT][/PREFIX]`.
    public init(url: String, engine: Engine, profile: String = "driving") throws(RoutingError) {
        guard url.hasPrefix("http://") else {
            throw .badURL(
                url, reason: "only http:// is supported (the server runs on the unit or its network)")
        }
        let rest = url.dropFirst("http://".count)
        let authority = rest.prefix { $0 != "/" }
        var path = String(rest.dropFirst(authority.count))
        while path.hasSuffix("/") { path.removeLast() }
        var host = Substring(authority)
        var portText: Substring?
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else {
                throw .badURL(url, reason: "an IPv6 address without its closing ]")
            }
            host = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if after.hasPrefix(":") { portText = after.dropFirst() }
        } else if let colon = authority.lastIndex(of: ":") {
            host = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        }
        guard !host.isEmpty else { throw .badURL(url, reason: "no host") }
        var port = 80
        if let portText {
            guard let number = Int(portText), (1...65535).contains(number) else {
                throw .badURL(url, reason: "port \(portText) is not a number from 1 to 65535")
            }
            port = number
        }
        self.engine = engine
        self.host = String(host)
        self.port = port
        basePath = path
        self.profile = profile
    }

    /// `host:port` as a message names it.
    public var authority: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
