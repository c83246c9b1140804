/// Finding the head of an HTTP/1.x message (RFC 9112, 2.1) in the bytes received so far: the
/// start line and field lines up to the empty line. The one line reader of the cast server's
/// requests, the forwarded-feed listener's POST and the routing client's responses, so that all
/// three agree on what ends a line and a head, and all bound the head the same way.
///
/// Lines end in CR LF or a bare LF (RFC 9112, 2.2, lets a recipient accept either); empty lines
/// before the start line are skipped, as a robust recipient should, but count towards the limit.
public enum HTTPHead {
    /// What the bytes so far hold.
    public enum Scan: Sendable, Equatable {
        /// The head is not complete yet: read more.
        case incomplete
        /// A whole head: the start line first, then the field lines, without line ends; the
        /// first `consumed` bytes belong to it, the body (if any) follows.
        case complete(lines: [ArraySlice<UInt8>], consumed: Int)
        /// More than `limit` bytes of empty lines and no start line.
        case noStartLine
        /// The head does not end within `limit` bytes; `startLineRead` says whether its start
        /// line did (a long URI or a long field section).
        case tooLarge(startLineRead: Bool)
    }

    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    /// Looks for a head at the start of `bytes`, allowing it at most `limit` bytes.
    public static func scan(_ bytes: [UInt8], limit: Int) -> Scan {
        var start = 0
        while start < bytes.count, bytes[start] == carriageReturn || bytes[start] == lineFeed {
            start += 1
        }
        // The empty lines count towards the limit: a stream of them must not grow the buffer.
        if start > limit { return .noStartLine }
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = start
        var index = start
        while index < bytes.count {
            if bytes[index] == lineFeed {
                var line = bytes[lineStart..<index]
                if line.last == carriageReturn { line = line.dropLast() }
                if line.isEmpty {
                    if index + 1 > limit { return .tooLarge(startLineRead: true) }
                    return .complete(lines: lines, consumed: index + 1)
                }
                lines.append(line)
                lineStart = index + 1
            }
            index += 1
            if index > limit { return .tooLarge(startLineRead: !lines.isEmpty) }
        }
        return .incomplete
    }
}
