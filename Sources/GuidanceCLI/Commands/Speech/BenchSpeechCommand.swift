import Arguments
import Foundation
import Speech

/// `guidance bench speech`: measures what the speech path costs at the moment a prompt is due:
/// the engine against the bare C API on the same prompts, the wait for the first audio chunk,
/// and a cache hit. Prints one JSON object.
struct BenchSpeechCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance bench speech",
        abstract: "Benchmark eSpeak NG synthesis: engine vs bare C API, first chunk, cache hit.",
        discussion: """
            Synthesizes a fixed list of ten prompts (Portuguese for pt-*, English otherwise),
            alternating the engine and the bare C API in the same process, and prints JSON with
            both medians (per list of ten), their ratio, the median time to the first audio
            chunk and the median time of a cache hit. From the real binary it also speaks the
            list through the speech-worker process that run and say use, right after the C API
            in each round, and reports the median of the rounds' ratios, the worker's first
            chunk and how many prompts came back sample for sample as the C API made them.
            Goals: ratios <= 1.05, first chunks <= 5 ms, cache hit <= 0.05 ms. Run it from a
            release build.
            """,
        options: [
            CommonOptions.locale("Locale of the prompts and voice (default en-US)."),
            OptionSpec("rounds", valueName: "N", help: "Measured rounds over the list (default 30)."),
            CommonOptions.espeakData,
            LocaleCommandSupport.dataOption,
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
        let synthesizer = SpeechCommandSupport.synthesizer(arguments)
        let dataPath = arguments.value("espeak-data")
        do {
            return try await measure(requests, synthesizer, dataPath, rounds, locale, context)
        } catch let error as SpeechError {
            throw SpeechCommandSupport.failure(error)
        }
    }

    private func measure(
        _ requests: [SpeechRequest], _ synthesizer: EspeakSynthesizer, _ dataPath: String?, _ rounds: Int,
        _ locale: String, _ context: CommandContext
    ) async throws -> ExitCode {
        var direct: [Double] = []
        var engine: [Double] = []
        var engineAsync: [Double] = []
        var firstChunk: [Double] = []
        var isolatedTimes: [Double] = []
        var isolatedRatios: [Double] = []
        var isolatedFirstChunk: [Double] = []
        var audioSeconds = 0.0
        // The worker process `run` and `say` speak through, when this is the real binary.
        let isolated = context.speechWorker.map {
            IsolatedSynthesizer(executable: $0, arguments: ["speech-worker"], dataPath: dataPath)
        }
        defer { isolated?.stop() }
        // Both sides must make the same audio, or the ratio compares different work.
        var sameAudio = 0
        if let isolated {
            for request in requests {
                let direct = try DirectSynthesisProbe.synthesize(request, dataPath: dataPath)
                if try isolated.synthesizeNow(request).samples == direct { sameAudio += 1 }
            }
        }
        for round in -3..<rounds {  // three warm-up rounds
            var timings = [0.0, 0.0, 0.0, 0.0]
            // The C API and the worker side by side, so that each round's ratio compares two lists
            // spoken under the same load.
            let kinds = isolated == nil ? [0, 1, 2] : [0, 3, 1, 2]
            let order = round % 2 == 0 ? kinds : kinds.reversed()
            for kind in order {
                let start = ContinuousClock.now
                for request in requests {
                    switch kind {
                    case 0: _ = try DirectSynthesisProbe.synthesize(request, dataPath: dataPath)
                    case 1: _ = try synthesizer.synthesizeNow(request)
                    case 2: _ = try await synthesizer.synthesize(request)
                    default: _ = try isolated?.synthesizeNow(request)
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
                guard let isolated else { continue }
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

        let cache = SpeechCache()
        let prefetcher = SpeechPrefetcher(synthesizer: synthesizer, cache: cache)
        await prefetcher.prefetch(requests).value
        var cacheHit: [Double] = []
        var prefetcherHit: [Double] = []
        for _ in 0..<200 {
            for request in requests {
                let start = ContinuousClock.now
                let audio = cache.audio(for: request)
                cacheHit.append(Self.milliseconds(ContinuousClock.now - start))
                precondition(audio != nil, "prefetched prompt missing from the cache")
                let asyncStart = ContinuousClock.now
                _ = try await prefetcher.audio(for: request)
                prefetcherHit.append(Self.milliseconds(ContinuousClock.now - asyncStart))
            }
        }

        let directMedian = BenchTiming.median(direct)
        let engineMedian = BenchTiming.median(engine)
        let asyncMedian = BenchTiming.median(engineAsync)
        let ratio = engineMedian / directMedian
        let firstChunkMedian = BenchTiming.median(firstChunk)
        let isolatedMedian = BenchTiming.median(isolatedTimes)
        let isolatedRatio = BenchTiming.median(isolatedRatios)
        let isolatedFirstChunkMedian = BenchTiming.median(isolatedFirstChunk)
        let cacheHitMedian = BenchTiming.median(cacheHit)
        let fields: [(String, String)] = [
            ("locale", "\"\(locale)\""),
            ("voice", "\"\(requests[0].voice)\""),
            ("prompts", "\(requests.count)"),
            ("rounds", "\(rounds)"),
            ("audioSecondsPerList", Self.format(audioSeconds, 3)),
            ("directMedianMs", Self.format(directMedian, 3)),
            ("engineMedianMs", Self.format(engineMedian, 3)),
            ("ratio", Self.format(ratio, 3)),
            ("engineAsyncMedianMs", Self.format(asyncMedian, 3)),
            ("asyncRatio", Self.format(asyncMedian / directMedian, 3)),
            ("firstChunkMedianMs", Self.format(firstChunkMedian, 3)),
            ("isolatedMedianMs", isolated == nil ? "null" : Self.format(isolatedMedian, 3)),
            ("isolatedRatio", isolated == nil ? "null" : Self.format(isolatedRatio, 3)),
            (
                "isolatedFirstChunkMedianMs",
                isolated == nil ? "null" : Self.format(isolatedFirstChunkMedian, 3)
            ),
            ("isolatedSameAudio", isolated == nil ? "null" : "\(sameAudio)"),
            ("cacheHitMedianMs", Self.format(cacheHitMedian, 5)),
            ("prefetcherHitMedianMs", Self.format(BenchTiming.median(prefetcherHit), 5)),
            ("realTimeFactor", Self.format(audioSeconds * 1000 / engineMedian, 0)),
            ("goalRatioMet", "\(ratio <= 1.05)"),
            ("goalFirstChunkMet", "\(firstChunkMedian <= 5)"),
            (
                "goalIsolatedRatioMet",
                isolated == nil ? "null" : "\(isolatedRatio <= 1.05)"
            ),
            (
                "goalIsolatedFirstChunkMet",
                isolated == nil ? "null" : "\(isolatedFirstChunkMedian <= 5)"
            ),
            ("goalCacheHitMet", "\(cacheHitMedian <= 0.05)"),
        ]
        BenchTiming.printObject(fields, to: context.stdout)
        return .ok
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    private static func format(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
