import Arguments
import Foundation
import Guidance
import GuidanceCLI
import GuidanceModel

/// `guidance-bench run`: events per second through the whole text pipeline of `guidance run`
/// (parsing, navigator, planner, renderer, casting feed and prompt records), on a generated feed
/// whose updates carry 10 remaining steps each, as a long route does.
struct BenchRunCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench run",
        abstract: "Measure pipeline throughput: events per second of guidance run.",
        discussion: """
            Generates a drive of --events navInfo updates (10 remaining steps each), encodes it as
            NDJSON, then parses and runs it through the pipeline --rounds times, writing the
            casting feed and prompt records to memory. Goals: Benchmarks/goals.json (release build).
            Example: guidance-bench run --locale pt-BR --events 20000 --rounds 5
            """,
        options: [
            OptionSpec("locale", short: "l", valueName: "TAG", help: "Language (default pt-BR)."),
            OptionSpec("events", valueName: "N", help: "Events in the generated feed (default 20000)."),
            OptionSpec("rounds", valueName: "N", help: "Measured runs (default 5)."),
            OptionSpec("data", valueName: "DIR", help: "Data directory with templates/ and locales/."),
            GoalBook.option,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let locale = arguments.value("locale") ?? "pt-BR"
        let count = max(100, try arguments.int("events") ?? 20000)
        let rounds = max(1, try arguments.int("rounds") ?? 5)
        let renderer = try RendererLoader.renderer(locale: locale, dataDirectory: arguments.value("data"))
        let feed = try Self.feed(events: count)
        var rates: [Double] = []
        var prompts = 0
        var updates = 0
        for _ in 0..<rounds {
            let navigator = Navigator()
            var castingBytes = 0
            var promptCount = 0
            navigator.addListener(CastingListener(renderer: renderer) { castingBytes &+= $0.json.utf8.count })
            navigator.addListener(
                VoiceListener(renderer: renderer) { record in
                    promptCount += 1
                    castingBytes &+= record.json.utf8.count
                })
            let start = DispatchTime.now().uptimeNanoseconds
            var parser = EventFeedParser()
            var events = 0
            for item in parser.feed(feed) + parser.finish() {
                if case .event(let event, let line) = item {
                    navigator.dispatch(event, line: line)
                    events += 1
                }
            }
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            rates.append(Double(events) / seconds)
            prompts = promptCount
            updates = castingBytes
        }
        var report = BenchReport("run")
        report.text("locale", renderer.localeTag)
        report.integer("events", count)
        report.integer("feedBytes", feed.count)
        report.integer("prompts", prompts)
        report.integer("outputBytes", updates)
        report.number("eventsPerSecondMedian", BenchTiming.median(rates), decimals: 0)
        report.number("eventsPerSecondMax", rates.max() ?? 0, decimals: 0)
        report.integer("rounds", rounds)
        try report.write(to: context.stdout, goals: goals)
        return .ok
    }

    /// A drive over a long synthetic route: 1 Hz updates at 14 m/s, each with 10 remaining steps.
    static func feed(events: Int) throws -> [UInt8] {
        let maneuvers: [Maneuver] = [
            .turnLeft, .turnRight, .roundaboutRightCounterClockwise, .offRampRight, .straight,
        ]
        let roads = ["Rua Augusta", "Avenida Paulista", "Rua da Consolação", "Largo do Arouche", "BR-116"]
        let stepLength = 700.0
        let speed = 14.0
        let stepsNeeded = Int(Double(events) * speed / stepLength) + 12
        let steps = (0..<stepsNeeded).map { index in
            StepInfo(
                maneuver: maneuvers[index % maneuvers.count], simpleRoadName: roads[index % roads.count],
                exitNumber: index % 7 == 3 ? "\(index % 30)A" : nil,
                roundaboutTurnNumber: maneuvers[index % maneuvers.count].family == .roundabout ? 2 : -1,
                stepNumber: index, distanceFromPrevStepMeters: stepLength,
                timeFromPrevStepSeconds: stepLength / speed,
                lanes: [
                    Lane(directions: [LaneDirection(shape: .normalLeft, isRecommended: index % 2 == 0)]),
                    Lane(directions: [LaneDirection(shape: .straight, isRecommended: false)]),
                ])
        }
        var bytes: [UInt8] = []
        for tick in 0..<events {
            let travelled = Double(tick) * speed
            let current = Int(travelled / stepLength) + 1
            let toStep = Double(current) * stepLength - travelled
            let info = NavInfo(
                navState: .enroute, currentStep: steps[current],
                remainingSteps: Array(steps[(current + 1)...(current + 10)]),
                distanceToCurrentStepMeters: toStep, timeToCurrentStepSeconds: toStep / speed,
                distanceToFinalDestinationMeters: Double(stepsNeeded) * stepLength - travelled,
                timeToFinalDestinationSeconds: (Double(stepsNeeded) * stepLength - travelled) / speed,
                speedMetersPerSecond: speed)
            bytes += try NavigatorEvent(.navInfo(info), timestamp: Double(tick)).wireLine().utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return bytes
    }
}
