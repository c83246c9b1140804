import Glibc

/// IP addresses as text in one canonical form, so that the same host is one key whether it
/// arrived as `::ffff:192.0.2.7` or `192.0.2.7`, and `[0:0::1]` compares equal to `::1`.
enum AddressText {
    /// The canonical text of an IPv4 or IPv6 literal (no brackets, no zone; an IPv4-mapped IPv6
    /// address as dotted IPv4), or nil when `text` is not an address.
    static func canonical(_ text: String) -> String? {
        var v4 = in_addr()
        if inet_pton(AF_INET, text, &v4) == 1 { return format(family: AF_INET, &v4) }
        let withoutZone = text.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false).first
        var v6 = in6_addr()
        guard let withoutZone, inet_pton(AF_INET6, String(withoutZone), &v6) == 1 else { return nil }
        return canonical(v6)
    }

    /// The text of a socket address (IPv4 or IPv6), or nil for other families.
    static func of(_ storage: sockaddr_storage) -> String? {
        var storage = storage
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { pointer in
                    var address = pointer.pointee.sin_addr
                    return format(family: AF_INET, &address)
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { canonical($0.pointee.sin6_addr) }
            }
        default:
            return nil
        }
    }

    private static func canonical(_ address: in6_addr) -> String? {
        var address = address
        let bytes = withUnsafeBytes(of: &address) { Array($0) }
        if bytes.count == 16, bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
            return bytes[12..<16].map(String.init).joined(separator: ".")
        }
        return format(family: AF_INET6, &address)
    }

    private static func format(family: Int32, _ address: UnsafeRawPointer) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        let written = buffer.withUnsafeMutableBufferPointer { text in
            inet_ntop(family, address, text.baseAddress, socklen_t(text.count))
        }
        guard written != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
