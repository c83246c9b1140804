import Arguments
import CastServer
import Foundation
import Guidance
import GuidanceModel

/// `guidance run`: the product's main job. Events in; a casting feed, prompt records and
/// (optionally) speech out.
struct RunCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance run",
        abstract: "Turn an event feed into a casting feed, prompt records and speech.",
        discussion: """
            The casting feed goes to stdout (or --casting-out), one JSON line per visible change.
            With --prompts-out each prompt is recorded with its display text, spoken text, SSML
            and whether it was spoken under the voice-guidance setting. Audio is produced only
            when asked for (--audio-dir, --audio-stdout, --play), and never for prompts the
            setting silences. --play uses the sound server (PipeWire, PulseAudio) when one runs,
            as a stream with the Navigation media role, else ALSA; a missing output is tried again
            for later prompts. Whenever audio is made, promptStarted / promptEnded /
            promptInterrupted records go to the prompts file, the NDJSON casting feed and
            --events-fd. Bad event lines are reported on stderr and skipped; the exit status
            is then 65.
            Examples:
              guidance run examples/sao-paulo.events.ndjson --locale pt-BR --casting text
              guidance simulate examples/lisbon.osrm.json | guidance run --locale pt-PT --audio-dir out/
            """,
        options: RunOptions.specOptions,
        positionals: [
            PositionalSpec("FILE", help: "The event feed; - or nothing reads stdin.", optional: true)
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let options = try RunOptions(arguments)
        for note in options.deprecations { context.warn(note) }
        let signals = TerminationSignals([SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        defer { signals.cancel() }
        let pipeline = try Pipeline(options: options, context: context)
        defer { pipeline.close() }
        if options.navigate {
            let plan = try NavigationPlan(arguments, context: context)
            var line = 0
            let status = try plan.drive(
                context: context, signals: signals, stopWhen: { pipeline.readerClosed },
                emit: { event in
                    line += 1
                    pipeline.handle(event, line: line)
                })
            await pipeline.finish()
            return pipeline.lostOutput ? .cannotCreate : status
        }
        let summary: FeedReader.Summary
        if let listen = options.listen {
            summary = try FeedListener(host: listen.host, port: listen.port, context: context).serve(
                shouldStop: { signals.received != nil || pipeline.readerClosed },
                handle: { event, line in pipeline.handle(event, line: line) })
        } else {
            summary = try FeedReader.read(
                options.input, context: context,
                shouldStop: { signals.received != nil || pipeline.readerClosed },
                handle: { event, line in pipeline.handle(event, line: line) })
        }
        await pipeline.finish()
        if pipeline.lostOutput { return .cannotCreate }
        if let number = signals.received {
            context.warn("stopped by signal \(number) after \(summary.eventCount) events; outputs flushed")
            return .ok
        }
        if options.linger, options.serve != nil {
            context.stderr.line("the feed ended; still serving the last state until interrupted")
            _ = await signals.next()
        }
        return summary.rejectedLines.isEmpty && summary.eventCount > 0 ? .ok : .dataError
    }
}
