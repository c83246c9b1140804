/// How an HTTP/1.x message's body ends (RFC 9112, 6.3), read from its fields: chunked, after a
/// `Content-Length`, or when the connection closes. One rule for the feed listener's requests and
/// the routing client's responses.
public enum HTTPBodyFraming: Sendable, Equatable {
    /// `Transfer-Encoding: chunked`: decode with ``ChunkedDecoder``.
    case chunked
    /// `Content-Length`: this many bytes.
    case length(Int)
    /// Neither: the body runs until the sender closes.
    case untilClose

    /// Why a framing cannot be read.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// A `Content-Length` that is not a non-negative number.
        case badContentLength

        /// Words for a 400 answer.
        public var description: String { "a bad Content-Length" }
    }

    /// The framing `fields` give: chunked when a `Transfer-Encoding` names it (it wins over a
    /// length), else the `Content-Length`, else until close.
    public static func of(_ fields: [HTTPField]) -> Result<HTTPBodyFraming, Problem> {
        var length: Int?
        var chunked = false
        for field in fields {
            if field.name == "content-length" {
                guard let number = Int(field.value), number >= 0 else { return .failure(.badContentLength) }
                length = number
            } else if field.name == "transfer-encoding" {
                chunked = field.value.lowercased().contains("chunked")
            }
        }
        if chunked { return .success(.chunked) }
        if let length { return .success(.length(length)) }
        return .success(.untilClose)
    }
}
