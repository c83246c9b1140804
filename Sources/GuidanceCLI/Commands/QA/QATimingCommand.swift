import Arguments
import Guidance
import GuidanceSpeech
import LocalizationQA
import RouteImport
import Speech
import StrictJSON

/// `guidance qa timing`: drives routes in every locale at several speeds with real synthesis,
/// plays the prompts on the feed's clock and reports those a driver would notice: late, cut,
/// long, repeated, or saying a distance larger than what is left.
struct QATimingCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa timing",
        abstract: "Measure when prompts are said against the road: late, cut, long, repeats, distances.",
        discussion: """
            Each ROUTE (an OSRM or Valhalla route) is simulated at each of --speeds (km/h) and its
            events go through the voice listener of each locale, with every spoken prompt
            synthesized by eSpeak NG (nothing is written). Prompts are then played on the feed's
            clock: one starts when it is due or when the one before it ends, and lasts its
            audio's length. Findings (docs/guidance.md, "Timing"): late, a maneuver prompt still
            speaking when its maneuver is reached; cut, still speaking when the next prompt is
            due; long, over 6 s; repeated, a second advance prompt of a maneuver within 15 s or
            150 m of the first; overstated, a distance said larger than the distance left when
            the prompt ends. Exit 1 when a share is above its --max option (percent of spoken
            prompts; repeats and overstated distances: none allowed by default).

            Examples:
              guidance qa timing examples/sao-paulo.osrm.json --locale pt-BR
              guidance qa timing examples/*.osrm.json --all --speeds 30,50,90,120 --format json
            """,
        options: [
            CommonOptions.locale("A locale (repeatable; default: all).", kind: .repeated),
            .flag("all", help: "Every locale of the data directory (the default without --locale)."),
            OptionSpec(
                "speeds", valueName: "LIST", help: "Speeds in km/h, comma-separated (default 30,50,90,120)."),
            OptionSpec("format", valueName: "text|json", help: "Report format (default text)."),
            OptionSpec("worst", valueName: "N", help: "Worst cases listed per kind of finding (default 5)."),
            OptionSpec("max-late", valueName: "PERCENT", help: "Late prompts allowed (default 1)."),
            OptionSpec("max-cut", valueName: "PERCENT", help: "Cut prompts allowed (default 1)."),
            OptionSpec("max-long", valueName: "PERCENT", help: "Long prompts allowed (default: not judged)."),
            OptionSpec("max-repeated", valueName: "PERCENT", help: "Repeated prompts allowed (default 0)."),
            OptionSpec(
                "max-overstated", valueName: "PERCENT", help: "Overstated distances allowed (default 0)."),
            CommonOptions.data,
            CommonOptions.espeakData,
        ] + NeuralVoiceSetup.options,
        positionals: [PositionalSpec("ROUTE", help: "OSRM or Valhalla route responses.", variadic: true)]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let speeds = try Self.speeds(arguments.value("speeds") ?? "30,50,90,120")
        let json = try arguments.choice("format", in: ["text", "json"]) == "json"
        let worst = try arguments.int("worst") ?? 5
        guard (0...1000).contains(worst) else { throw UsageError("--worst: 0 to 1000, got \(worst)") }
        var limits: [TimingFinding.Kind: Double] = [.late: 1, .cut: 1, .repeated: 0, .overstated: 0]
        for kind in TimingFinding.Kind.allCases {
            if let limit = try arguments.double("max-\(kind.rawValue)") {
                guard limit >= 0, limit <= 100 else { throw UsageError("--max-\(kind.rawValue): 0 to 100") }
                limits[kind] = limit
            }
        }
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let tags = try QACommandSupport.localesOrAll(arguments, directory: directory)
        let routes = try arguments.positionals.map { try StepSource.route($0, context: context) }
        let (synthesizer, neural) = try QACommandSupport.synthesizer(
            arguments, context: context, dataDirectory: directory)
        var report = TimingReport(limits: limits, worst: worst)
        for tag in tags {
            let renderer = try RendererLoader.renderer(locale: tag, dataDirectory: directory)
            // One cache per locale: a prompt said at two speeds with the same words is synthesized once.
            let cache = SpeechCache(byteLimit: 64 << 20)
            for (route, name) in routes {
                for speed in speeds {
                    let speaker = SynthesizingSpeaker(
                        synthesizer: synthesizer,
                        voice: SynthesizingSpeaker.Voice(
                            name: renderer.bundle.voice,
                            rate: renderer.bundle.facts.speech.rate ?? SpeechRequest.defaultRate),
                        cache: cache
                    ) { failure in context.warn("\(tag): \(failure.message)") }
                    speaker.countsSynthesisWait = neural
                    let drive = TimingDrive(route: route, speedKilometersPerHour: speed)
                    let (prompts, track) = drive.run(renderer: renderer, speaker: speaker)
                    report.add(
                        TimingReport.Drive(route: name, locale: tag, speed: speed), prompts: prompts,
                        findings: TimingAudit().findings(prompts, track: track))
                }
            }
        }
        context.stdout.write(json ? report.json : report.text)
        return report.passed ? .ok : .failure
    }

    /// The speeds of `--speeds`: positive km/h up to 200.
    static func speeds(_ text: String) throws(UsageError) -> [Double] {
        try text.split(separator: ",", omittingEmptySubsequences: false).map { piece throws(UsageError) in
            guard let speed = Double(piece.trimmingCharacters(in: .whitespaces)), speed >= 5, speed <= 200
            else {
                throw UsageError("--speeds: km/h from 5 to 200, comma-separated; got \"\(text)\"")
            }
            return speed
        }
    }
}
