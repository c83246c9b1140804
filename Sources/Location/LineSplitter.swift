/// Cuts a byte stream into lines at LF (a CR before it is dropped). Pure, so the sources' line
/// handling is tested without descriptors. A line longer than the limit is cut to the limit plus
/// one byte (the parser then reports it as too long) and the rest of it is skipped, so garbage
/// without line breaks cannot grow memory.
struct LineSplitter: Sendable {
    let maximumLength: Int
    private var pending: [UInt8] = []
    private var skippingRest = false

    init(maximumLength: Int) {
        self.maximumLength = max(1, maximumLength)
    }

    /// Adds bytes; returns the lines they complete.
    mutating func append(_ bytes: some Sequence<UInt8>) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        for byte in bytes {
            if byte == UInt8(ascii: "\n") {
                if pending.last == UInt8(ascii: "\r") && !skippingRest { pending.removeLast() }
                lines.append(pending)
                pending.removeAll(keepingCapacity: true)
                skippingRest = false
            } else if pending.count <= maximumLength {
                pending.append(byte)
            } else {
                skippingRest = true
            }
        }
        return lines
    }

    /// Ends the stream: the unterminated last line, if any.
    mutating func finish() -> [UInt8]? {
        defer {
            pending.removeAll()
            skippingRest = false
        }
        guard !pending.isEmpty else { return nil }
        if pending.last == UInt8(ascii: "\r") && !skippingRest { pending.removeLast() }
        return pending
    }
}
