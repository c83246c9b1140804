import Arguments
import Foundation
import GuidanceCLI
import Speech

/// `guidance-bench speech`: measures what the speech path costs at the moment a prompt is due:
/// the engine against the bare C API on the same prompts, the same through the speech-worker
/// process of the `guidance` binary, the wait for the first audio chunk, and a cache hit. Prints
/// one JSON object.
struct BenchSpeechCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench speech",
        abstract: "Benchmark eSpeak NG synthesis: engine vs bare C API, first chunk, cache hit.",
        discussion: """
            Synthesizes a fixed list of ten prompts (Portuguese for pt-*, English otherwise),
            alternating the engine and the bare C API in the same process, and prints JSON with
            both medians (per list of ten), their ratio, the median time to the first audio
            chunk and the median time of a cache hit. It also speaks the list through the
            speech-worker process that run and say use (`guidance speech-worker` of the guidance
            binary beside guidance-bench, or --guidance PATH), right after the C API in each
            round, and reports the median of the rounds' ratios, the worker's first chunk and
            how many prompts came back sample for sample as the C API made them. Goals:
            Benchmarks/goals.json. Run it from a release build.
            """,
        options: [
            CommonOptions.locale("Locale of the prompts and voice (default en-US)."),
            OptionSpec("rounds", valueName: "N", help: "Measured rounds over the list (default 30)."),
            CommonOptions.espeakData,
            CommonOptions.data,
            GuidanceBinary.option,
            GoalBook.option,
        ]
    )

    /// Prompts as a Brazilian or Portuguese driver hears them.
    static let portuguesePrompts = [
        "Em duzentos metros, vire à direita na Avenida Paulista.",
        "Vire à esquerda na Rua Augusta.",
        "Na rotatória, pegue a terceira saída para a Rodovia Anhanguera.",
        "Continue por dois quilômetros.",
        "Mantenha-se à esquerda e siga em direção a Campinas.",
        "Em quinhentos metros, pegue a saída à direita.",
        "Faça o retorno quando possível.",
        "Recalculando a rota.",
        "Você chegou ao seu destino, à direita.",
        "Em um quilômetro, entre na Marginal Tietê.",
    ]

    /// Prompts as an English-speaking driver hears them.
    static let englishPrompts = [
        "In two hundred meters, turn right onto Main Street.",
        "Turn left onto Baker Street.",
        "At the roundabout, take the third exit onto the motorway.",
        "Continue for two kilometers.",
        "Keep left and follow the signs for the airport.",
        "In half a mile, take the exit on the right.",
        "Make a U-turn when possible.",
        "Recalculating the route.",
        "You have arrived at your destination, on the right.",
        "In one kilometer, merge onto the freeway.",
    ]

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let guidance = try GuidanceBinary.locate(arguments)
        // The locale served (pt-AO is measured, and reported, as pt-PT), as the other benches say.
        let locale = try RendererLoader.bundle(
            locale: arguments.value("locale") ?? "en-US", dataDirectory: arguments.value("data")
        ).tag
        let rounds = try arguments.int("rounds") ?? 30
        guard rounds > 0 else { throw UsageError("option --rounds: expected a positive integer") }
        let texts = locale.lowercased().hasPrefix("pt") ? Self.portuguesePrompts : Self.englishPrompts
        let requests = try texts.map { text in
            try SpeechCommandSupport.request(text: text, isSSML: false, arguments)
        }
        let dataPath = arguments.value("espeak-data")
        let synthesizer = EspeakSynthesizer(dataPath: dataPath)
        do {
            let report = try await measure(requests, synthesizer, guidance, dataPath, rounds, locale)
            try report.write(to: context.stdout, goals: goals)
            return .ok
        } catch let error as SpeechError {
            throw SpeechCommandSupport.failure(error)
        }
    }

    private func measure(
        _ requests: [SpeechRequest], _ synthesizer: EspeakSynthesizer, _ guidance: String,
        _ dataPath: String?,
        _ rounds: Int, _ locale: String
    ) async throws -> BenchReport {
        var direct: [Double] = []
        var engine: [Double] = []
        var engineAsync: [Double] = []
        var firstChunk: [Double] = []
        var isolatedTimes: [Double] = []
        var isolatedRatios: [Double] = []
        var isolatedFirstChunk: [Double] = []
        var audioSeconds = 0.0
        // The worker process `run` and `say` speak through.
        let isolated = IsolatedSynthesizer(
            executable: guidance, arguments: ["speech-worker"], dataPath: dataPath)
        defer { isolated.stop() }
        // Both sides must make the same audio, or the ratio compares different work.
        var sameAudio = 0
        for request in requests {
            let direct = try DirectSynthesisProbe.synthesize(request, dataPath: dataPath)
            if try isolated.synthesizeNow(request).samples == direct { sameAudio += 1 }
        }
        for round in -3..<rounds {  // three warm-up rounds
            var timings = [0.0, 0.0, 0.0, 0.0]
            // The C API and the worker side by side, so that each round's ratio compares two lists
            // spoken under the same load.
            let kinds = [0, 3, 1, 2]
            let order = round % 2 == 0 ? kinds : kinds.reversed()
            for kind in order {
                let start = ContinuousClock.now
                for request in requests {
                    switch kind {
                    case 0: _ = try DirectSynthesisProbe.synthesize(request, dataPath: dataPath)
                    case 1: _ = try synthesizer.synthesizeNow(request)
                    case 2: _ = try await synthesizer.synthesize(request)
                    default: _ = try isolated.synthesizeNow(request)
                    }
                }
                timings[kind] = Self.milliseconds(ContinuousClock.now - start)
            }
            for request in requests {
                var first: ContinuousClock.Instant?
                let start = ContinuousClock.now
                let report = try synthesizer.synthesizeNow(request) { _ in
                    if first == nil { first = .now }
                }
                if round >= 0, let first { firstChunk.append(Self.milliseconds(first - start)) }
                if round == 0 { audioSeconds += Double(report.sampleCount) / Double(report.sampleRate) }
                var firstIsolated: ContinuousClock.Instant?
                let isolatedStart = ContinuousClock.now
                _ = try isolated.synthesizeNow(request) { _ in
                    if firstIsolated == nil { firstIsolated = .now }
                }
                if round >= 0, let firstIsolated {
                    isolatedFirstChunk.append(Self.milliseconds(firstIsolated - isolatedStart))
                }
            }
            if round >= 0 {
                direct.append(timings[0])
                engine.append(timings[1])
                engineAsync.append(timings[2])
                isolatedTimes.append(timings[3])
                isolatedRatios.append(timings[3] / timings[0])
            }
        }

        // Prompts made ahead of their trigger, as the speaker of a drive prefetches them, then
        // looked up when due: the cache hit `SynthesizingSpeaker.speak` takes.
        let cache = SpeechCache()
        for request in requests { cache.insert(try await synthesizer.synthesize(request), for: request) }
        var cacheHit: [Double] = []
        for _ in 0..<200 {
            for request in requests {
                let start = ContinuousClock.now
                let audio = cache.audio(for: request)
                cacheHit.append(Self.milliseconds(ContinuousClock.now - start))
                precondition(audio != nil, "prefetched prompt missing from the cache")
            }
        }

        let directMedian = BenchTiming.median(direct)
        let engineMedian = BenchTiming.median(engine)
        let asyncMedian = BenchTiming.median(engineAsync)
        var report = BenchReport("speech")
        report.text("locale", locale)
        report.text("voice", requests[0].voice)
        report.integer("prompts", requests.count)
        report.integer("rounds", rounds)
        report.number("audioSecondsPerList", audioSeconds, decimals: 3)
        report.number("directMedianMs", directMedian, decimals: 3)
        report.number("engineMedianMs", engineMedian, decimals: 3)
        report.number("ratio", engineMedian / directMedian, decimals: 3)
        report.number("engineAsyncMedianMs", asyncMedian, decimals: 3)
        report.number("asyncRatio", asyncMedian / directMedian, decimals: 3)
        report.number("firstChunkMedianMs", BenchTiming.median(firstChunk), decimals: 3)
        report.number("isolatedMedianMs", BenchTiming.median(isolatedTimes), decimals: 3)
        report.number("isolatedRatio", BenchTiming.median(isolatedRatios), decimals: 3)
        report.number("isolatedFirstChunkMedianMs", BenchTiming.median(isolatedFirstChunk), decimals: 3)
        report.integer("isolatedSameAudio", sameAudio)
        report.number("cacheHitMedianMs", BenchTiming.median(cacheHit), decimals: 5)
        report.number("realTimeFactor", audioSeconds * 1000 / engineMedian, decimals: 0)
        return report
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
