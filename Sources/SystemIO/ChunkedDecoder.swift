import Foundation

/// Decodes an HTTP/1.1 chunked body (RFC 9112, 7.1) as it arrives, in pieces of any size: the
/// one decoder of the forwarded-feed listener (a sender streaming a whole drive in one POST)
/// and the routing client (an engine's chunked answer). Chunk extensions (`;name=value`) are
/// ignored; the body is complete at the last chunk (`0`), and the trailer fields after it are
/// not body and are not read.
public struct ChunkedDecoder: Sendable {
    /// Why the body cannot be decoded; nothing more is taken after one.
    public enum Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// A size line that is not a hexadecimal number (its text, extensions cut off).
        case badSize(String)
        /// A size line longer than ``ChunkedDecoder/maximumSizeLine`` without an end.
        case sizeLineTooLong
        /// The bytes after a chunk's data are not CR LF.
        case missingLineEnd

        /// Words for a 400 answer or a log line.
        public var description: String {
            switch self {
            case .badSize(let text): "a bad chunk size '\(text)'"
            case .sizeLineTooLong: "a chunk size line is too long"
            case .missingLineEnd: "a chunk does not end with CR LF"
            }
        }
    }

    /// Size lines above this are not a sender's: 1 KiB.
    public static let maximumSizeLine = 1024

    /// Why decoding stopped, or nil.
    public private(set) var failure: Failure?
    /// Whether the last chunk was read.
    public private(set) var isComplete = false

    /// Bytes received and not yet decoded (part of a size line or a chunk's line end).
    private var pending: [UInt8] = []
    /// Bytes left of the current chunk's data; nil when a size line is due.
    private var chunkLeft: Int?
    /// Whether the CR LF after a chunk's data is due.
    private var lineEndDue = false

    /// A decoder at the start of a body.
    public init() {}

    /// Takes bytes as received; returns the body bytes among them.
    public mutating func take(_ bytes: some Collection<UInt8>) -> [UInt8] {
        guard failure == nil, !isComplete else { return [] }
        pending.append(contentsOf: bytes)
        var body: [UInt8] = []
        var index = 0
        defer { pending.removeFirst(min(index, pending.count)) }
        while failure == nil, !isComplete, index < pending.count {
            if let left = chunkLeft {
                let count = min(left, pending.count - index)
                body.append(contentsOf: pending[index..<(index + count)])
                index += count
                chunkLeft = left - count == 0 ? nil : left - count
                if chunkLeft == nil { lineEndDue = true }
            } else if lineEndDue {
                guard pending.count - index >= 2 else { break }
                guard pending[index] == 13, pending[index + 1] == 10 else {
                    failure = .missingLineEnd
                    break
                }
                index += 2
                lineEndDue = false
            } else {
                guard let end = lineEnd(from: index) else {
                    if pending.count - index > Self.maximumSizeLine { failure = .sizeLineTooLong }
                    break
                }
                let text = String(decoding: pending[index..<end], as: UTF8.self).prefix { $0 != ";" }
                index = end + 2
                guard let size = Int(text.trimmingCharacters(in: .whitespaces), radix: 16), size >= 0 else {
                    failure = .badSize(String(text))
                    break
                }
                if size == 0 {
                    isComplete = true
                } else {
                    chunkLeft = size
                }
            }
        }
        return body
    }

    /// The index of the next CR LF at or after `start`.
    private func lineEnd(from start: Int) -> Int? {
        (start..<max(start, pending.count - 1)).first { pending[$0] == 13 && pending[$0 + 1] == 10 }
    }

    /// Decodes a whole chunked body at once: the body, or the failure, or nil when it ends
    /// before its last chunk.
    public static func decode(_ bytes: some Collection<UInt8>) -> Result<[UInt8], Failure>? {
        var decoder = ChunkedDecoder()
        let body = decoder.take(bytes)
        if let failure = decoder.failure { return .failure(failure) }
        return decoder.isComplete ? .success(body) : nil
    }
}
