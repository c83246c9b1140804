import Arguments
import Foundation
import GuidanceCLI
import Speech

/// `guidance-bench voice`: a neural voice beside eSpeak NG in one run, both through the speech
/// worker of the `guidance` binary (the path `run` and `say` take): real-time factor and time to
/// first audio for a short and a long prompt, the worker's start with the model, and the peak
/// memory of a whole `guidance run` with each. Prints one JSON object.
struct BenchVoiceCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench voice",
        abstract: "Benchmark a neural voice beside eSpeak NG: real-time factor, first audio, memory.",
        discussion: """
            Speaks a short prompt (about 3 s) and a long one (about 7 s) through two speech
            workers of the guidance binary beside guidance-bench (or --guidance PATH), one with
            --voice-model and one with eSpeak NG alone, alternating them in every round, and
            reports for each the median real-time factor (synthesis time over audio time) and the
            median time to the first audio. Then it runs `guidance run` over the São Paulo drive
            in English with each and reports their peak resident memory (the largest process of
            the run and the speech worker it waits for, as wait4 reports it). Goals:
            Benchmarks/goals.json. Run it from a release build.
            """,
        options: [
            OptionSpec("voice-model", valueName: "FILE", help: "The Piper voice to measure (an en_US one)."),
            OptionSpec(
                "voice-library", valueName: "PATH", help: "sherpa-onnx's C API library or its directory."),
            OptionSpec("rounds", valueName: "N", help: "Measured rounds (default 10)."),
            CommonOptions.espeakData,
            GuidanceBinary.option,
            GoalBook.option,
        ]
    )

    /// About three seconds, the length the first-audio goal is set for.
    static let shortPrompt = "In two hundred meters, turn right onto Main Street."
    /// About seven seconds: an early prompt with a following maneuver.
    static let longPrompt =
        "In half a mile, at the roundabout, take the third exit onto Martin Luther King Junior Boulevard,"
        + " then keep left towards the airport."

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let guidance = try GuidanceBinary.locate(arguments)
        guard let modelPath = arguments.value("voice-model") else {
            throw UsageError("--voice-model is required")
        }
        let rounds = try arguments.int("rounds") ?? 10
        guard rounds > 0 else { throw UsageError("option --rounds: expected a positive integer") }
        let dataPath = arguments.value("espeak-data")
        do {
            let model = try VoiceModel.load(path: modelPath)
            let library = try VoiceRuntime.locate(
                option: arguments.value("voice-library"), environment: context.environment)
            let cache =
                EspeakDataVerdicts.cacheDirectory(context.environment) ?? NSTemporaryDirectory() + "/guidance"
            let options = NeuralVoiceOptions(
                assignments: [.init(voice: model.phonemeVoice, model: model)], library: library,
                cacheDirectory: cache)
            try options.prepareModels()
            var report = BenchReport("voice")
            report.text("model", model.name)
            report.integer("rounds", rounds)
            let neural = IsolatedSynthesizer(
                executable: guidance, arguments: ["speech-worker"] + options.workerArguments,
                dataPath: dataPath)
            let espeak = IsolatedSynthesizer(
                executable: guidance, arguments: ["speech-worker"], dataPath: dataPath)
            defer {
                neural.stop()
                espeak.stop()
            }
            // The worker's start with the model: the process, the runtime and the model loaded,
            // and a first word said.
            let start = ContinuousClock.now
            try neural.prepare(voice: model.phonemeVoice)
            report.number("neuralStartMs", Self.milliseconds(ContinuousClock.now - start), decimals: 0)
            try espeak.prepare(voice: model.phonemeVoice)
            for (label, text) in [("short", Self.shortPrompt), ("long", Self.longPrompt)] {
                let request = SpeechRequest(text: text, voice: model.phonemeVoice)
                var figures: [String: [Double]] = [:]
                var audioSeconds: [String: Double] = [:]
                for round in -1..<rounds {  // one warm-up round
                    let engines =
                        round % 2 == 0
                        ? [("neural", neural), ("espeak", espeak)] : [("espeak", espeak), ("neural", neural)]
                    for (engine, synthesizer) in engines {
                        var first: ContinuousClock.Instant?
                        let begin = ContinuousClock.now
                        let result = try synthesizer.synthesizeNow(request) { _ in
                            if first == nil { first = .now }
                        }
                        let total = Self.milliseconds(ContinuousClock.now - begin)
                        let seconds = Double(result.sampleCount) / Double(result.sampleRate)
                        guard round >= 0, let first else { continue }
                        figures["\(engine)FirstAudio", default: []].append(Self.milliseconds(first - begin))
                        figures["\(engine)RealTimeFactor", default: []].append(total / 1000 / seconds)
                        audioSeconds[engine, default: 0] += seconds / Double(rounds)
                    }
                }
                let name = label == "short" ? "Short" : "Long"
                for engine in ["neural", "espeak"] {
                    report.number("\(engine)\(name)AudioSeconds", audioSeconds[engine], decimals: 2)
                    report.number(
                        "\(engine)\(name)RealTimeFactor",
                        BenchTiming.median(figures["\(engine)RealTimeFactor"] ?? []),
                        decimals: 3)
                    report.number(
                        "\(engine)\(name)FirstAudioMs",
                        BenchTiming.median(figures["\(engine)FirstAudio"] ?? []),
                        decimals: 1)
                }
            }
            let espeakPeak = try Self.runPeakMegabytes(guidance, model: nil, library: library)
            let neuralPeak = try Self.runPeakMegabytes(guidance, model: modelPath, library: library)
            report.number("espeakRunPeakMB", espeakPeak, decimals: 1)
            report.number("neuralRunPeakMB", neuralPeak, decimals: 1)
            try report.write(to: context.stdout, goals: goals)
            return .ok
        } catch let error as SpeechError {
            throw SpeechCommandSupport.failure(error)
        }
    }

    /// The peak resident memory of the largest process of a `guidance run` over the São Paulo
    /// drive in English (the speech worker, which the run waits for), in MB: the run's own
    /// resource usage as `wait4` reports it, so each run is measured apart.
    private static func runPeakMegabytes(_ guidance: String, model: String?, library: String) throws -> Double
    {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("bench-voice-\(getpid())")
            .path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var arguments = [
            guidance, "run", "examples/sao-paulo.events.ndjson", "--locale", "en-US", "--casting", "none",
            "--audio-dir", output, "--prompts-out", "/dev/null",
        ]
        if let model { arguments += ["--voice-model", model, "--voice-library", library] }
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        guard posix_spawn(&pid, guidance, &actions, nil, argv, environ) == 0 else {
            throw CommandFailure(.internalError, "cannot start \(guidance)")
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        guard status == 0 else {
            throw CommandFailure(
                .internalError, "guidance run with \(model ?? "eSpeak NG") ended with status \(status)")
        }
        return Double(usage.ru_maxrss) / 1024
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
