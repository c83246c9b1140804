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

        /// Good events in all.
        var eventCount: Int { counts.values.reduce(0, +) }
    }

    /// Reads `path` and calls `handle` for every good event with its line number.
    static func read(
        _ path: String, context: CommandContext, shouldStop: () -> Bool = { false },
        handle: (NavigatorEvent, Int) throws -> Void
    ) throws -> Summary {
        var input = try InputFile(path: path, context: context)
        var decoder = FeedDecoder(name: input.displayName, context: context)
        try input.forEachChunk(shouldStop: shouldStop) { chunk in
            try decoder.take(chunk, shouldStop: shouldStop, handle: handle)
        }
        try decoder.finish(shouldStop: shouldStop, handle: handle)
        return decoder.summary
    }
}
