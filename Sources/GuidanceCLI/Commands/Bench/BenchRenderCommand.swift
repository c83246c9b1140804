import Arguments
import Guidance
import GuidanceModel
import StrictJSON

/// `guidance bench render`: how long one instruction takes to render in its three forms (display
/// text, spoken text, SSML document), over every step of the given routes or feeds.
struct BenchRenderCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance bench render",
        abstract: "Measure rendering speed: ns per instruction (text + spoken + SSML).",
        discussion: """
            Each step of the inputs becomes a prepare prompt (distance lead-in, lanes, and the
            next maneuver as a multi-cue where one follows), rendered --batch times per round,
            as a drive renders them (a prompt prefetched before its trigger is rendered again
            when due). "Afresh" renders with a renderer that keeps no result (no finished
            prompt, clause, phrased name or worded distance), as a prompt's first rendering;
            "warm clauses" without the memo of finished prompts only.
            Goal: <= 1.4 µs per instruction on a release build.
            Example: guidance bench render --locale pt-BR examples/sao-paulo.osrm.json
            """,
        options: [
            OptionSpec("locale", short: "l", valueName: "TAG", help: "Language (default pt-BR)."),
            OptionSpec("rounds", valueName: "N", help: "Measured rounds (default 50)."),
            OptionSpec("batch", valueName: "N", help: "Instructions per round (default 2000)."),
            OptionSpec("data", valueName: "DIR", help: "Data directory with templates/ and locales/."),
        ],
        positionals: [PositionalSpec("FILE", help: "Routes or event feeds.", variadic: true)]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let locale = arguments.value("locale") ?? "pt-BR"
        let rounds = max(1, try arguments.int("rounds") ?? 50)
        let batch = max(1, try arguments.int("batch") ?? 2000)
        let renderer = try RendererLoader.renderer(locale: locale, dataDirectory: arguments.value("data"))
        // Every call of this one does the whole work: nothing from an earlier call is kept.
        let firstTime = try RendererLoader.renderer(
            locale: locale, dataDirectory: arguments.value("data"), memoizing: false)
        var prompts: [PlannedPrompt] = []
        for path in arguments.positionals {
            let steps = try StepSource.load(path, context: context).steps
            for (index, step) in steps.enumerated() {
                let following = index + 1 < steps.count ? steps[index + 1] : nil
                prompts.append(
                    PlannedPrompt(
                        id: prompts.count + 1, stage: .prepare, promptClass: .guidance, step: step,
                        following: (following?.timeFromPrevStepSeconds ?? 99) < 13 ? following : nil,
                        distanceMeters: 250, lanes: LaneHint(lanes: step.lanes), routeVersion: 1))
            }
        }
        guard !prompts.isEmpty else { throw UsageError("give at least one route or feed with steps") }
        var checksum = 0
        let times = BenchTiming.measure(rounds: rounds, batch: batch) { index in
            let rendering = renderer.render(prompts[index % prompts.count])
            checksum &+= rendering.ssmlDocument.utf8.count &+ rendering.text.spoken.utf8.count
        }
        let warmClauses = BenchTiming.measure(rounds: max(1, rounds / 5), batch: batch) { index in
            let rendering = renderer.renderAfresh(prompts[index % prompts.count])
            checksum &+= rendering.ssmlDocument.utf8.count
        }
        let fresh = BenchTiming.measure(rounds: max(1, rounds / 5), batch: batch) { index in
            let rendering = firstTime.render(prompts[index % prompts.count])
            checksum &+= rendering.ssmlDocument.utf8.count
        }
        var writer = JSONWriter()
        writer.add("locale", renderer.localeTag)
        writer.add("instructions", prompts.count)
        writer.add("nsPerInstructionMedian", BenchTiming.rounded(BenchTiming.median(times)))
        writer.add("nsPerInstructionMin", BenchTiming.rounded(times.min() ?? 0))
        writer.add("nsPerInstructionAfreshMedian", BenchTiming.rounded(BenchTiming.median(fresh)))
        writer.add("nsPerInstructionWarmClausesMedian", BenchTiming.rounded(BenchTiming.median(warmClauses)))
        writer.add("rounds", rounds)
        writer.add("batch", batch)
        writer.add("goalNs", 1400)
        writer.add("checksum", checksum & 0xFFFF)
        context.stdout.line(writer.json)
        return .ok
    }
}
