import Foundation

/// Splits a byte stream into numbered lines without ever holding an over-long line in memory:
/// a line longer than the limit is reported once and its bytes are dropped until its newline.
package struct LineSplitter: Sendable {
    /// A piece of the stream that a feed reader acts on.
    public enum Item: Sendable, Equatable {
        /// A complete line (without `\n`, a trailing `\r`, or a byte-order mark before the first
        /// line) and its 1-based number.
        case line([UInt8], number: Int)
        /// A line that exceeded the limit; `length` is how long it was.
        case tooLong(number: Int, length: Int)
    }

    /// The longest line accepted, in bytes, not counting its line ending (LF or CR LF).
    public let limit: Int
    private var pending: [UInt8] = []
    private var overflowLength = 0
    private var lineNumber = 0

    /// Creates a splitter; events are well under 64 KB, so 1 MiB leaves room for any honest line.
    public init(limit: Int = 1 << 20) {
        self.limit = limit
    }

    /// Feeds the next chunk and returns the items it completed.
    public mutating func feed(_ chunk: [UInt8]) -> [Item] {
        var items: [Item] = []
        chunk.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var start = 0
            while start < buffer.count,
                let found = memchr(base + start, 0x0A, buffer.count - start)
            {
                let newline = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
                append(UnsafeBufferPointer(rebasing: buffer[start..<newline]))
                items.append(finishLine())
                start = newline + 1
            }
            if start < buffer.count { append(UnsafeBufferPointer(rebasing: buffer[start...])) }
        }
        return items
    }

    /// Ends the stream; returns the last line if it had no newline (a cut stream).
    public mutating func finish() -> [Item] {
        guard !pending.isEmpty || overflowLength > 0 else { return [] }
        return [finishLine()]
    }

    private mutating func append(_ bytes: some Collection<UInt8>) {
        if overflowLength > 0 {
            overflowLength += bytes.count
        } else if pending.count + bytes.count > limit + 1 {
            // One byte over is kept: it may be the CR of a CR LF, which the limit does not count.
            overflowLength = pending.count + bytes.count
            pending.removeAll()
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func finishLine() -> Item {
        lineNumber += 1
        defer {
            pending.removeAll(keepingCapacity: true)
            overflowLength = 0
        }
        if overflowLength > 0 { return .tooLong(number: lineNumber, length: overflowLength) }
        if pending.last == UInt8(ascii: "\r") { pending.removeLast() }
        // A byte-order mark before the first line is an editor's, not the feed's.
        if lineNumber == 1, pending.starts(with: [0xEF, 0xBB, 0xBF]) { pending.removeFirst(3) }
        if pending.count > limit { return .tooLong(number: lineNumber, length: pending.count) }
        return .line(pending, number: lineNumber)
    }
}
