/// Writing the head of an HTTP/1.1 message (RFC 9112, 2.1): the start line and the field lines,
/// each ended by CR LF, then the empty line. The one writer of the cast server's responses, the
/// forwarded-feed listener's answers and the routing client's requests, as ``HTTPHead`` is their
/// one reader.
extension HTTPHead {
    /// The head's bytes. A CR or LF inside the start line, a name or a value is left out: a field
    /// carries one line, and none can end the head early or add a field of its own.
    public static func written(startLine: String, fields: [(name: String, value: String)]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 + fields.reduce(0) { $0 + $1.name.utf8.count + $1.value.utf8.count + 4 })
        func line(_ parts: String...) {
            for part in parts { bytes.append(contentsOf: part.utf8.lazy.filter { $0 != 0x0D && $0 != 0x0A }) }
            bytes.append(contentsOf: [0x0D, 0x0A])
        }
        line(startLine)
        for field in fields { line(field.name, ": ", field.value) }
        line()
        return bytes
    }
}
