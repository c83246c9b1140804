/// Where gpsd listens: a host name or an IPv4/IPv6 literal (without brackets) and a TCP port.
public struct GPSDEndpoint: Sendable, Hashable, CustomStringConvertible {
    /// gpsd's registered port.
    public static let defaultPort: UInt16 = 2947

    /// A name (`localhost`, `gps.local`) or an address literal (`127.0.0.1`, `::1`).
    public var host: String
    /// The TCP port.
    public var port: UInt16

    /// Creates an endpoint; the port defaults to 2947.
    public init(host: String, port: UInt16 = defaultPort) {
        self.host = host
        self.port = port
    }

    /// `host:port`, with an IPv6 literal in brackets (`[::1]:2947`).
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
