/// The `Host` names a ``CastServer`` answers to, the defence against DNS rebinding.
///
/// A page on another site can point its own host name at the car's address and then read the
/// feed as if it were same-origin; the browser still sends that foreign name as `Host`, so
/// answering only the names this server is known by closes the hole. IP literals need no such
/// care (a page's origin is then the address itself), but only the ones this server is reached
/// at are accepted, so that the list stays a plain statement of what is served. The port is not
/// compared: tunnels and port forwards (`ssh -L 9000:localhost:8080`) legitimately change it.
struct HostAllowList: Sendable, Equatable {
    /// What a request's `Host` says about serving it.
    enum Verdict: Equatable {
        case allowed
        /// HTTP/1.1 without `Host` (400).
        case missing
        /// Several `Host` fields, an empty one, or one that is not `name[:port]` (400).
        case malformed
        /// A name this server does not serve (421).
        case notServed
    }

    private var names: Set<String>

    /// The built-in names, the bound host unless it is a wildcard address, and `extraNames`.
    init(boundHost: String, extraNames: [String]) {
        var names: Set<String> = ["localhost", "127.0.0.1", "::1"]
        if let bound = Self.canonicalName(boundHost), bound != "0.0.0.0", bound != "::" {
            names.insert(bound)
        }
        self.names = names.union(extraNames.compactMap(Self.entryName))
    }

    /// Judges a request; `localAddress` (the address the client connected to, which is served
    /// when the server listens on a wildcard address) is asked only when the name is not listed.
    func verdict(for request: HTTPRequest, localAddress: () -> String?) -> Verdict {
        let fields = request.headers.filter { $0.name == "host" }
        guard fields.count <= 1 else { return .malformed }
        let value: String
        if let authority = request.authority {
            // An absolute-form target names the host itself; `Host` is then ignored (RFC 9112, 3.2.2).
            value = authority
        } else if let field = fields.first {
            value = field.value
        } else {
            return request.version == "HTTP/1.0" ? .allowed : .missing
        }
        guard let name = Self.name(ofHost: value) else { return .malformed }
        if names.contains(name) { return .allowed }
        if let local = localAddress(), Self.canonicalName(local) == name { return .allowed }
        return .notServed
    }

    /// The canonical name in a `Host` value (`name`, `name:port`, `[v6]`, `[v6]:port`), or nil
    /// when the value is not of that form.
    static func name(ofHost value: String) -> String? {
        var host = Substring(value)
        var port: Substring = ""
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                port = rest.dropFirst()
            }
            host = host[host.index(after: host.startIndex)..<close]
            guard host.contains(":") else { return nil }
        } else if let colon = host.firstIndex(of: ":") {
            port = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        guard port.count <= 5, port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return canonicalName(String(host))
    }

    /// The canonical form of a name given to serve (`car.local`, `192.0.2.7`, `[fe80::1]` or
    /// `fe80::1`), or nil when it is not a host name or address; a port is not part of a name.
    static func entryName(_ text: String) -> String? {
        if text.hasPrefix("["), text.hasSuffix("]"), text.count > 2 {
            let inner = String(text.dropFirst().dropLast())
            return inner.contains(":") ? canonicalName(inner) : nil
        }
        return canonicalName(text)
    }

    /// A host name lower-cased without its final dot, or an IP literal in canonical form; nil
    /// when `text` is neither (empty, too long, or with characters no host name has).
    static func canonicalName(_ text: String) -> String? {
        if text.contains(":") { return AddressText.canonical(text) }
        var name = text.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        // No empty label anywhere (`a..b`, `.a`, `a..`): such a name resolves nowhere, and
        // refusing it keeps the canonical form canonical.
        guard !name.isEmpty, name.utf8.count <= 253, !name.hasPrefix("."), !name.hasSuffix("."),
            !name.contains(".."),
            name.utf8.allSatisfy({ byte in
                (byte >= 0x61 && byte <= 0x7a) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2d
                    || byte == 0x2e
                    || byte == 0x5f
            })
        else {
            return nil
        }
        return AddressText.canonical(name) ?? name
    }
}
