import Arguments
import CastServer
import Foundation

/// `guidance cast demo`: serves the display page and plays a scripted record file through the
/// live feed, one record per interval, so that screens and the browser test can be exercised
/// without a drive.
struct CastDemoCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance cast demo",
        abstract: "Serve the casting page and play a record file through the feed (testing aid).",
        discussion: """
            Prints the page URL on stdout, then publishes one record every --interval milliseconds.
            After the last record it keeps serving (or starts over with --loop) until SIGINT or
            SIGTERM, then closes every subscriber and exits 0.
            Example: guidance cast demo --port 8080 examples/cast-sample.ndjson
            """,
        options: [
            OptionSpec("host", help: "Listening address (default 127.0.0.1; 0.0.0.0 for every interface)."),
            OptionSpec("port", short: "p", valueName: "N", help: "Port (default 8080; 0 picks a free one)."),
            OptionSpec("interval", valueName: "MS", help: "Milliseconds between records (default 1000)."),
            OptionSpec("web", valueName: "DIR", help: "Directory of the display page (default DATA/web)."),
            OptionSpec("data", valueName: "DIR", help: "Data directory (templates/, locales/, web/)."),
            .flag("loop", help: "Start the file over after its last record."),
            .flag("wait-for-subscriber", help: "Hold the first record until a screen subscribes."),
        ],
        positionals: [
            PositionalSpec("FILE", help: "Casting records, one JSON object per line; - reads stdin.")
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let port = try arguments.int("port") ?? 8080
        let interval = try arguments.int("interval") ?? 1000
        guard interval > 0 else { throw UsageError("option --interval: must be positive, got \(interval)") }
        let file = try CastRecordFile.read(arguments.positionals[0], context: context)
        let web = try CastWebDirectory.locate(
            web: arguments.value("web"), data: arguments.value("data"), context: context)
        let host = arguments.value("host") ?? "127.0.0.1"
        let server = CastServer(host: host, port: port, webRoot: web)
        let signals = TerminationSignals()
        defer { signals.cancel() }
        let bound: Int
        do {
            bound = try server.start()
        } catch {
            if case .webRootMissing = error { throw CommandFailure(.noInput, error.description) }
            throw CommandFailure(.cannotCreate, error.description)
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        context.stdout.line("http://\(shownHost):\(bound)/")
        context.stdout.flush()
        // Nobody can open a page whose address was lost: stop (the dispatcher reports a failed write).
        if context.stdout.isLost {
            server.stop()
            return .ok
        }
        let records = file.records
        let loop = arguments.flag("loop")
        let waitForSubscriber = arguments.flag("wait-for-subscriber")
        let player = Task {
            while waitForSubscriber, server.statistics.subscribers == 0 {
                try await Task.sleep(for: .milliseconds(20))
            }
            repeat {
                for record in records {
                    server.publish(record: record)
                    try await Task.sleep(for: .milliseconds(interval))
                }
            } while loop
        }
        let signal = await signals.next()
        player.cancel()
        server.stop()
        context.stderr.line("cast demo: stopped on signal \(signal)")
        return .ok
    }
}
