/// The body of an HTTP POST as it arrives: the request head is read and checked, then the body
/// is handed on piece by piece, de-chunked when it is chunked, so a sender can stream a whole
/// drive in one request.
struct HTTPFeedBody {
    /// Why the request cannot be read (bad head, bad chunk); the connection then ends with 400.
    private(set) var failure: String?
    /// Whether the whole body has been read.
    private(set) var isComplete = false

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
    /// Chunked: bytes left of the current chunk (nil when a size line is due).
    private var chunkLeft: Int?

    /// Takes bytes as received; returns the body bytes among them.
    mutating func take(_ bytes: [UInt8]) -> [UInt8] {
        guard failure == nil, !isComplete else { return [] }
        pending += bytes
        var body: [UInt8] = []
        while let piece = step() { body += piece }
        return body
    }

    /// One step of the state machine: body bytes (maybe empty) or nil when more input is needed.
    private mutating func step() -> [UInt8]? {
        switch framing {
        case .head:
            guard let end = Self.find([13, 10, 13, 10], in: pending) else {
                if pending.count > Self.maximumHead { failure = "the request head is too long" }
                return nil
            }
            readHead(String(decoding: pending[..<end], as: UTF8.self))
            pending.removeFirst(end + 4)
            return failure == nil ? [] : nil
        case .length(let remaining):
            guard !pending.isEmpty else { return nil }
            let piece = Array(pending.prefix(remaining))
            pending.removeFirst(piece.count)
            framing = .length(remaining: remaining - piece.count)
            if remaining - piece.count == 0 { isComplete = true }
            return isComplete && piece.isEmpty ? nil : piece
        case .untilClose:
            guard !pending.isEmpty else { return nil }
            defer { pending = [] }
            return pending
        case .chunked:
            return chunkStep()
        }
    }

    private mutating func chunkStep() -> [UInt8]? {
        if let left = chunkLeft {
            if left == 0 {
                guard pending.count >= 2 else { return nil }
                guard pending[0] == 13, pending[1] == 10 else {
                    failure = "a chunk does not end with CR LF"
                    return nil
                }
                pending.removeFirst(2)
                chunkLeft = nil
                return []
            }
            guard !pending.isEmpty else { return nil }
            let piece = Array(pending.prefix(left))
            pending.removeFirst(piece.count)
            chunkLeft = left - piece.count
            return piece
        }
        guard let end = Self.find([13, 10], in: pending) else {
            if pending.count > 1024 { failure = "a chunk size line is too long" }
            return nil
        }
        let text = String(decoding: pending[..<end], as: UTF8.self).prefix { $0 != ";" }
        pending.removeFirst(end + 2)
        guard let size = Int(text.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
            failure = "a bad chunk size '\(text)'"
            return nil
        }
        if size == 0 {
            isComplete = true
            return nil
        }
        chunkLeft = size
        return []
    }

    private mutating func readHead(_ head: String) {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false)
        let request = lines.first?.split(separator: " ") ?? []
        guard request.count == 3, request[0] == "POST", request[2].hasPrefix("HTTP/1.") else {
            failure = "expected a POST request"
            return
        }
        var length: Int?
        var chunked = false
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if name == "content-length" {
                guard let number = Int(value), number >= 0 else {
                    failure = "a bad Content-Length"
                    return
                }
                length = number
            } else if name == "transfer-encoding" {
                chunked = value.lowercased().contains("chunked")
            }
        }
        if chunked {
            framing = .chunked
        } else if let length {
            framing = .length(remaining: length)
            if length == 0 { isComplete = true }
        } else {
            framing = .untilClose
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        return (0...(haystack.count - needle.count)).first { index in
            haystack[index] == needle[0] && Array(haystack[index..<(index + needle.count)]) == needle
        }
    }
}
