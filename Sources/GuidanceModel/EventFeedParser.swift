/// Turns a feed's bytes, chunk by chunk, into events, line errors and warnings, in order. Blank
/// lines are skipped; over-long and cut lines become errors like any other bad line.
public struct EventFeedParser: Sendable {
    /// One outcome per non-blank line, preceded by the line's warnings when it has any.
    public enum Item: Sendable {
        /// A good event from the given line.
        case event(NavigatorEvent, line: Int)
        /// A rejected line.
        case rejected(EventLineError)
        /// A field changed in the accepted line whose event comes next (a name or sign cut to
        /// ``TextBounds/maximumNameBytes``); readers report it and go on.
        case warning(EventLineWarning)
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
        var items: [Item] = []
        for line in splitter.feed(chunk) { handle(line, into: &items) }
        return items
    }

    /// Feeds a chunk of any collection of bytes.
    public mutating func feed(_ chunk: some Collection<UInt8>) -> [Item] {
        feed(Array(chunk))
    }

    /// Ends the feed; a last line without newline is still decoded, and flagged only if bad.
    public mutating func finish() -> [Item] {
        var items: [Item] = []
        for line in splitter.finish() { handle(line, into: &items) }
        return items
    }

    private mutating func handle(_ item: LineSplitter.Item, into items: inout [Item]) {
        switch item {
        case .tooLong(let number, let length):
            items.append(
                .rejected(
                    EventLineError(
                        line: number, field: nil,
                        reason: "line is \(length) bytes, longer than the \(splitter.limit)-byte limit")))
        case .line(let bytes, let number):
            if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
            var warnings: [EventLineWarning] = []
            switch decoder.decode(bytes, lineNumber: number, memory: &memory, warnings: &warnings) {
            case .success(let event):
                for warning in warnings { items.append(.warning(warning)) }
                items.append(.event(event, line: number))
            case .failure(let error): items.append(.rejected(error))
            }
        }
    }
}
