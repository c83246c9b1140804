import GuidanceModel

/// Streams an event feed to a handler, reporting each rejected line on stderr as
/// `FILE:LINE: field PATH: reason` and counting what it saw; the shared front end of every
/// command that reads events.
struct FeedReader {
    /// What a whole feed contained.
    struct Summary {
        /// Good events by kind.
        var counts: [NavigatorEvent.Kind: Int] = [:]
        /// Line numbers that were rejected, in order.
        var rejectedLines: [Int] = []
        /// Whether the input ended in the middle of a line.
        var endedMidLine = false

        /// Good events in all.
        var eventCount: Int { counts.values.reduce(0, +) }
    }

    /// Reads `path` and calls `handle` for every good event with its line number.
    static func read(
        _ path: String, context: CommandContext, shouldStop: () -> Bool = { false },
        handle: (NavigatorEvent, Int) throws -> Void
    ) throws -> Summary {
        var input = try InputFile(path: path, context: context)
        var parser = EventFeedParser()
        var summary = Summary()
        let name = input.displayName
        func process(_ items: [EventFeedParser.Item]) throws {
            for item in items {
                switch item {
                case .event(let event, let line):
                    summary.counts[event.kind, default: 0] += 1
                    try handle(event, line)
                case .rejected(let error):
                    summary.rejectedLines.append(error.line)
                    context.stderr.line(error.formatted(source: name))
                }
            }
        }
        var lastByte: UInt8?
        try input.forEachChunk(shouldStop: shouldStop) { chunk in
            if lastByte == nil, DocumentKind.of(chunk) == .route {
                throw CommandFailure(.dataError, DocumentKind.routeGivenAsFeed(name))
            }
            lastByte = chunk.last ?? lastByte
            try process(parser.feed(chunk))
        }
        summary.endedMidLine = lastByte != nil && lastByte != UInt8(ascii: "\n")
        let rejectedBefore = summary.rejectedLines.count
        try process(parser.finish())
        if summary.endedMidLine && summary.rejectedLines.count > rejectedBefore {
            context.stderr.line("\(name): the input ended in the middle of the last line")
        }
        if summary.eventCount == 0 && summary.rejectedLines.isEmpty {
            context.stderr.line("\(name): no events (the input is empty)")
        }
        return summary
    }
}
