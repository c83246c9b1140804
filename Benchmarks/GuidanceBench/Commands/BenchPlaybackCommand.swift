import Arguments
import Foundation
import GuidanceCLI
import Speech
import Synchronization

/// `guidance-bench playback`: how long a prompt takes from its trigger to its first sample at the
/// sound server's sink, and how long a stop takes to silence it there. The sink is listened to
/// through its monitor with `parec`, as a head unit's mixer would hear it.
struct BenchPlaybackCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench playback",
        abstract: "Measure prompt start latency and stop latency at the sound server's sink.",
        discussion: """
            Plays a ready 300 ms tone --rounds times through the sound server (the prompt's audio
            is ready at its trigger, as a prefetched prompt is) and times each from play() to the
            first loud sample read back from the sink's monitor (parec, 5 ms fragments, so the
            figures include the capture's own latency). Then cuts a long tone mid-play, as
            switching to alerts only does, and times the stop to the last loud sample. Needs a
            sound server (PulseAudio or PipeWire) and parec. Goals: Benchmarks/goals.json.
            Example: guidance-bench playback --rounds 20
            """,
        options: [
            OptionSpec("rounds", valueName: "N", help: "Prompts to time (default 20)."),
            OptionSpec(
                "monitor", valueName: "SOURCE",
                help: "The source to listen on (default @DEFAULT_MONITOR@, the default sink's monitor)."),
            OptionSpec(
                "audio-output", valueName: "OUTPUT",
                help: "pulse (default) or pipewire: the sound server to play to."),
            GoalBook.option,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let rounds = try arguments.int("rounds") ?? 20
        guard (1...1000).contains(rounds) else {
            throw UsageError("option --rounds: expected 1-1000, got \(rounds)")
        }
        let output =
            try arguments.choice("audio-output", in: ["pulse", "pipewire"]).flatMap(
                AudioOutput.init(rawValue:))
            ?? .pulse
        let listener = try SinkListener(monitor: arguments.value("monitor") ?? "@DEFAULT_MONITOR@")
        defer { listener.stop() }
        let events = Mutex<[PlaybackEvent]>([])
        let player: SoundPlayer
        do {
            player = try SoundPlayer(target: PlaybackTarget(output: output)) { event in
                events.withLock { $0.append(event) }
            }
        } catch {
            throw CommandFailure(.internalError, "guidance-bench playback needs a sound server: \(error)")
        }
        defer { player.shutdown() }
        try await Task.sleep(for: .milliseconds(500))  // parec connected, the stream idle

        var starts: [Double] = []
        var startEvents: [Double] = []
        var missed = 0
        let tone = Self.tone(milliseconds: 300)
        for round in 0..<rounds {
            try await Task.sleep(for: .milliseconds(250))
            events.withLock { $0.removeAll() }
            listener.arm()
            let trigger = ContinuousClock.now
            player.play(PlaybackRequest(promptID: "start-\(round)", audio: tone))
            guard let heard = await listener.firstLoud(within: .seconds(2)) else {
                missed += 1
                continue
            }
            starts.append(Self.milliseconds(heard - trigger))
            if let started = events.withLock({ $0.first { $0.kind == .started } }) {
                startEvents.append(Self.milliseconds(started.instant - trigger))
            }
            await player.waitUntilIdle()
        }

        var stops: [Double] = []
        var stopEvents: [Double] = []
        let long = Self.tone(milliseconds: 3000)
        for round in 0..<min(rounds, 10) {
            try await Task.sleep(for: .milliseconds(250))
            events.withLock { $0.removeAll() }
            listener.arm()
            player.play(PlaybackRequest(promptID: "cut-\(round)", audio: long, category: "guidance"))
            guard await listener.firstLoud(within: .seconds(2)) != nil else {
                missed += 1
                continue
            }
            try await Task.sleep(for: .milliseconds(400))
            let stop = ContinuousClock.now
            player.stop(categories: ["guidance"])
            let last = await listener.lastLoud(quietFor: .milliseconds(200))
            stops.append(Self.milliseconds(max(.zero, last - stop)))
            if let ended = events.withLock({
                $0.first { if case .interrupted = $0.kind { true } else { false } }
            }) {
                stopEvents.append(Self.milliseconds(ended.instant - stop))
            }
            await player.waitUntilIdle()
        }
        guard !starts.isEmpty else {
            throw CommandFailure(
                .internalError, "nothing was heard on the monitor: is the stream on the monitored sink?")
        }
        let sorted = starts.sorted()
        var report = BenchReport("playback")
        report.text("output", player.outputName ?? output.rawValue)
        report.integer("rounds", rounds)
        report.integer("missed", missed)
        report.number("startMedianMs", BenchTiming.median(starts))
        report.number("startP95Ms", sorted[min(sorted.count - 1, sorted.count * 95 / 100)])
        report.number("startMaxMs", sorted.last ?? 0)
        report.number("startEventMedianMs", BenchTiming.median(startEvents))
        report.number("stopMedianMs", BenchTiming.median(stops))
        report.number("stopMaxMs", stops.max() ?? 0)
        report.number("stopEventMedianMs", BenchTiming.median(stopEvents))
        try report.write(to: context.stdout, goals: goals)
        return .ok
    }

    /// A tone loud from its first sample, so the first sample heard is the prompt's first.
    private static func tone(milliseconds: Int) -> SynthesizedAudio {
        let count = AudioFormat.sampleRate * milliseconds / 1000
        let samples = (0..<count).map { index in
            Int16(
                12000
                    * sin(
                        2 * Double.pi * 440 * Double(index) / Double(AudioFormat.sampleRate) + Double.pi / 2))
        }
        return SynthesizedAudio(
            samples: samples, sampleRate: AudioFormat.sampleRate, events: [], voice: "tone", warnings: [])
    }

    private static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }
}
