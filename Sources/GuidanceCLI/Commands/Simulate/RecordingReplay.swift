import GuidanceModel

/// `guidance simulate --replay`: writes a recorded feed again, at its recorded pace when asked,
/// so that a drive captured once can be played into the pipeline as if it were live.
enum RecordingReplay {
    static func run(path: String, realtime: Bool, context: CommandContext) async throws -> ExitCode {
        var events: [NavigatorEvent] = []
        let summary = try FeedReader.read(path, context: context) { event, _ in events.append(event) }
        let writer = EventLineWriter(output: context.stdout) { context.error($0) }
        await writer.write(events, realtime: realtime)
        return writer.status(summary.rejectedLines.isEmpty && summary.eventCount > 0 ? .ok : .dataError)
    }
}
