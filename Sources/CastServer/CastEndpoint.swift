/// A listening address written as one word, as in `guidance run --serve HOST:PORT`.
///
/// Accepts `HOST:PORT`, `[IPv6]:PORT`, `:PORT` and `PORT` (both meaning 127.0.0.1, so that a
/// feed is only exposed to the network when an address such as `0.0.0.0` is given on purpose).
public struct CastEndpoint: Sendable, Equatable, CustomStringConvertible {
    /// The address to bind, e.g. `127.0.0.1`, `0.0.0.0` or `::`.
    public var host: String
    /// The port; 0 lets the system choose.
    public var port: Int

    /// Creates an endpoint from its parts.
    public init(host: String = "127.0.0.1", port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST:PORT`, `[IPv6]:PORT`, `:PORT` or `PORT`.
    public init(parsing text: String) throws(CastServerError) {
        var host = "127.0.0.1"
        var portText = Substring(text)
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":")
            else {
                throw .invalidEndpoint(text)
            }
            host = String(text[text.index(after: text.startIndex)..<close])
            portText = text[text.index(close, offsetBy: 2)...]
        } else if let colon = text.lastIndex(of: ":") {
            guard text.firstIndex(of: ":") == colon else { throw .invalidEndpoint(text) }
            if colon != text.startIndex { host = String(text[..<colon]) }
            portText = text[text.index(after: colon)...]
        }
        guard !host.isEmpty, let port = Int(portText), (0...65535).contains(port) else {
            throw .invalidEndpoint(text)
        }
        self.init(host: host, port: port)
    }

    /// `HOST:PORT`, with brackets around an IPv6 address.
    public var description: String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
