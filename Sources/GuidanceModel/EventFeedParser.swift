/// Turns a feed's bytes, chunk by chunk, into events and line errors, in order. Blank lines are
/// skipped; over-long and cut lines become errors like any other bad line.
public struct EventFeedParser: Sendable {
    /// One outcome per non-blank line.
    public enum Item: Sendable {
        /// A good event from the given line.
        case event(NavigatorEvent, line: Int)
        /// A rejected line.
        case rejected(EventLineError)
    }

    private var splitter: LineSplitter
    private let decoder = EventDecoder()
    private var memory = WireMemory()

    /// Creates a parser with the given line limit.
    public init(lineLimit: Int = 1 << 20) {
        splitter = LineSplitter(limit: lineLimit)
    }

    /// Feeds a chunk and returns the items of the lines it completed.
    public mutating func feed(_ chunk: [UInt8]) -> [Item] {
        splitter.feed(chunk).compactMap { handle($0) }
    }

    /// Feeds a chunk of any collection of bytes.
    public mutating func feed(_ chunk: some Collection<UInt8>) -> [Item] {
        feed(Array(chunk))
    }

    /// Ends the feed; a last line without newline is still decoded, and flagged only if bad.
    public mutating func finish() -> [Item] {
        splitter.finish().compactMap { handle($0) }
    }

    private mutating func handle(_ item: LineSplitter.Item) -> Item? {
        switch item {
        case .tooLong(let number, let length):
            return .rejected(
                EventLineError(
                    line: number, field: nil,
                    reason: "line is \(length) bytes, longer than the \(splitter.limit)-byte limit"))
        case .line(let bytes, let number):
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return nil }
            switch decoder.decode(bytes, lineNumber: number, memory: &memory) {
            case .success(let event): return .event(event, line: number)
            case .failure(let error): return .rejected(error)
            }
        }
    }
}
