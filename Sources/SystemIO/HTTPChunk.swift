/// Encoding a body in HTTP/1.1 chunks (RFC 9112, 7.1), the other side of ``ChunkedDecoder``:
/// the cast server's event stream, where each event goes out as one chunk as it happens.
public enum HTTPChunk {
    /// One chunk carrying `text`.
    public static func encode(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        return Array((String(payload.count, radix: 16) + "\r\n").utf8) + payload + Array("\r\n".utf8)
    }

    /// The last chunk, which ends the stream cleanly.
    public static let terminator: [UInt8] = Array("0\r\n\r\n".utf8)
}
