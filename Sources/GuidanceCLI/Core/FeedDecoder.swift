import GuidanceModel

/// The shared middle of every feed reader: bytes in, good events to a handler, each rejected
/// line reported on stderr as `NAME:LINE: field PATH: reason`, each warning of an accepted line
/// (a name cut to its bound) as `warning: NAME:LINE: field PATH: reason`, and the tally of what
/// was seen. A file, stdin and a forwarded TCP or HTTP feed all decode through it, so every
/// command reports a feed's lines the same way.
struct FeedDecoder {
    /// The name diagnostics give the input.
    let name: String
    let context: CommandContext
    private(set) var summary = FeedReader.Summary()
    private var parser = EventFeedParser()
    private var lastByte: UInt8?

    init(name: String, context: CommandContext) {
        self.name = name
        self.context = context
    }

    /// Decodes one chunk as it came; a route given as a feed is refused at its first chunk.
    /// Once `shouldStop` says so (a signal, a reader gone), the rest of the chunk is left unread.
    mutating func take(
        _ chunk: [UInt8], shouldStop: () -> Bool = { false }, handle: (NavigatorEvent, Int) throws -> Void
    ) throws {
        if lastByte == nil, DocumentKind.of(chunk) == .route {
            throw CommandFailure(.dataError, DocumentKind.routeGivenAsFeed(name))
        }
        lastByte = chunk.last ?? lastByte
        try process(parser.feed(chunk), shouldStop, handle)
    }

    /// Decodes what is left at the end of the input and says what was odd about it. A feed
    /// stopped on purpose ends there: the line it was in the middle of is not an error.
    mutating func finish(
        shouldStop: () -> Bool = { false }, handle: (NavigatorEvent, Int) throws -> Void
    ) throws {
        guard !shouldStop() else { return }
        let endedMidLine = lastByte != nil && lastByte != UInt8(ascii: "\n")
        let rejectedBefore = summary.rejectedLines.count
        try process(parser.finish(), shouldStop, handle)
        if endedMidLine && summary.rejectedLines.count > rejectedBefore {
            context.stderr.line("\(name): the input ended in the middle of the last line")
        }
        if summary.eventCount == 0 && summary.rejectedLines.isEmpty {
            context.stderr.line("\(name): no events (the input is empty)")
        }
    }

    private mutating func process(
        _ items: [EventFeedParser.Item], _ shouldStop: () -> Bool,
        _ handle: (NavigatorEvent, Int) throws -> Void
    ) throws {
        for item in items {
            if shouldStop() { return }
            switch item {
            case .event(let event, let line):
                summary.counts[event.kind, default: 0] += 1
                try handle(event, line)
            case .rejected(let error):
                summary.rejectedLines.append(error.line)
                context.stderr.line(error.formatted(source: name))
            case .warning(let warning):
                context.warn(warning.formatted(source: name))
            }
        }
    }
}
