import SystemIO

/// The body of an HTTP POST as it arrives: the request head is read and checked, then the body
/// is handed on piece by piece, de-chunked when it is chunked, so a sender can stream a whole
/// drive in one request. The head's lines and fields, the framing and the chunked decoding are
/// SystemIO's, the same as the cast server's and the routing client's.
struct HTTPFeedBody {
    /// Why the request cannot be read (bad head, bad chunk); the connection then ends with 400.
    var failure: String? { headFailure ?? chunked?.failure?.description }
    /// Whether the whole body has been read.
    var isComplete: Bool { chunked?.isComplete ?? bodyComplete }

    private enum Framing {
        case head
        case length(remaining: Int)
        case chunked
        case untilClose
    }

    /// Heads above this are not a feed sender's.
    static let maximumHead = 16 << 10
    private var framing = Framing.head
    private var pending: [UInt8] = []
    private var headFailure: String?
    private var bodyComplete = false
    /// The decoder of a chunked body, once the head says so.
    private var chunked: ChunkedDecoder?

    /// Takes bytes as received; returns the body bytes among them.
    mutating func take(_ bytes: [UInt8]) -> [UInt8] {
        guard failure == nil, !isComplete else { return [] }
        switch framing {
        case .head:
            pending += bytes
            switch HTTPHead.scan(pending, limit: Self.maximumHead) {
            case .incomplete:
                return []
            case .noStartLine, .tooLarge:
                headFailure = "the request head is too long"
                return []
            case .complete(let lines, let consumed):
                readHead(lines)
                let rest = Array(pending[consumed...])
                pending = []
                return failure == nil ? take(rest) : []
            }
        case .length(let remaining):
            let piece = Array(bytes.prefix(remaining))
            framing = .length(remaining: remaining - piece.count)
            if remaining - piece.count == 0 { bodyComplete = true }
            return piece
        case .untilClose:
            return bytes
        case .chunked:
            return chunked?.take(bytes) ?? []
        }
    }

    private mutating func readHead(_ lines: [ArraySlice<UInt8>]) {
        let request = String(decoding: lines.first ?? [], as: UTF8.self).split(separator: " ")
        guard request.count == 3, request[0] == "POST", request[2].hasPrefix("HTTP/1.") else {
            headFailure = "expected a POST request"
            return
        }
        switch HTTPBodyFraming.of(HTTPField.lenient(lines.dropFirst())) {
        case .failure(let problem):
            headFailure = problem.description
        case .success(.chunked):
            framing = .chunked
            chunked = ChunkedDecoder()
        case .success(.length(let length)):
            framing = .length(remaining: length)
            if length == 0 { bodyComplete = true }
        case .success(.untilClose):
            framing = .untilClose
        }
    }
}
