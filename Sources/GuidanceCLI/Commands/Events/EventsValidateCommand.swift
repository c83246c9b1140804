import Arguments
import GuidanceModel
import StrictJSON

/// `guidance events validate`: checks a feed against the wire format and counts its events,
/// so that a recorded or hand-written feed can be trusted before a drive is replayed.
struct EventsValidateCommand: CLICommand {
    /// The bound on names and signs, which the help states.
    private static let bound = TextBounds.maximumNameBytes

    let spec = CommandSpec(
        path: "guidance events validate",
        abstract: "Check an event feed (NDJSON) and count its events by type.",
        discussion: """
            Each rejected line is reported on stderr as FILE:LINE: field PATH: reason and the rest
            of the feed is still checked. A name or sign longer than \(Self.bound) bytes is cut and its
            line accepted, with warning: FILE:LINE: field PATH: N bytes, cut to the first \(Self.bound)
            on stderr; such warnings do not change the exit status. Exit status: 0 when every line
            is good, 65 when any line was rejected or the feed is empty, 66 when the file cannot be
            read.
            Example: guidance events validate examples/sao-paulo.events.ndjson
            """,
        options: [
            OptionSpec("format", valueName: "text|json", help: "Output format of the counts (default text).")
        ],
        positionals: [PositionalSpec("FILE", help: "The feed; - or nothing reads stdin.", optional: true)]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let format = try arguments.choice("format", in: ["text", "json"]) ?? "text"
        let summary = try FeedReader.read(arguments.positionals.first ?? "-", context: context) { _, _ in }
        if format == "json" {
            var json = JSONWriter()
            json.add("events", summary.eventCount)
            json.add("rejected", summary.rejectedLines.count)
            json.addIntegers("rejectedLines", summary.rejectedLines)
            json.addObject("byType") { counts in
                for kind in NavigatorEvent.Kind.allCases {
                    counts.add(kind.rawValue, summary.counts[kind] ?? 0)
                }
            }
            context.stdout.line(json.json)
        } else {
            for kind in NavigatorEvent.Kind.allCases where summary.counts[kind] != nil {
                context.stdout.line(Self.row(kind.rawValue, summary.counts[kind] ?? 0))
            }
            context.stdout.line(Self.row("total", summary.eventCount))
            context.stdout.line(Self.row("rejected lines", summary.rejectedLines.count))
        }
        return summary.rejectedLines.isEmpty && summary.eventCount > 0 ? .ok : .dataError
    }

    private static func row(_ label: String, _ count: Int) -> String {
        let number = String(count)
        return label + String(repeating: " ", count: max(1, 24 - label.count - number.count)) + number
    }
}
