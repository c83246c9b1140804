import Arguments
import Foundation
import Geometry
import GuidanceModel
import LocalizationQA
import RouteImport
import Simulator

/// `guidance simulate`: drives an OSRM or Valhalla route (or replays a recorded feed) and writes
/// the navigator's events as NDJSON, so that every other command can be tried without a car.
struct SimulateCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance simulate",
        abstract: "Drive a route (OSRM/Valhalla JSON) or replay a recording, writing events as NDJSON.",
        discussion: """
            The drive starts with routeChanged, sends a navInfo every tick (the current step is the
            upcoming maneuver, with a road-snapped location), remainingTime/remainingDistance every
            10 s, an arrival at each waypoint and a final navInfo with navState stopped. Timestamps
            are seconds since the start. Without --realtime the events are written at once.
            --replay FILE writes a recorded feed, with its original timing under --realtime.
            Options are bounded (--tick 0.01-3600, --multiplier 0.01-1000, --speed-kmh 1-1000,
            --jitter-m 0-1000, --pause-s 0-86400, --reroute-ticks 1-1000), and a drive of more than
            1,000,000 updates is refused (exit 65) before anything is written.
            Exit status: 0 ok, 64 bad options, 65 malformed route or feed, 66 missing file.
            Examples:
              guidance simulate examples/sao-paulo.osrm.json | guidance run --locale pt-BR
              guidance simulate examples/lisbon.osrm.json --speed-kmh 50 --reroute-at-step 8
              guidance simulate --replay examples/sao-paulo.events.ndjson --realtime
            """,
        options: [
            OptionSpec(
                "speed-kmh", valueName: "N", help: "Drive at a fixed speed instead of the route's durations."),
            OptionSpec("tick", valueName: "S", help: "Seconds between updates (default 1)."),
            OptionSpec(
                "multiplier", valueName: "X", help: "Drive X times faster than the profile (default 1)."),
            .flag("realtime", help: "Pace the output in real time instead of writing it at once."),
            OptionSpec("jitter-m", valueName: "M", help: "Add up to M meters of seeded noise to locations."),
            OptionSpec("seed", valueName: "N", help: "Seed of the jitter (default 0)."),
            OptionSpec("pause-at-step", valueName: "N", help: "Hold just before step N's maneuver..."),
            OptionSpec("pause-s", valueName: "S", help: "...for S seconds (default 10)."),
            OptionSpec(
                "reroute-at-step", valueName: "N", help: "Inject a reroute on the approach to step N."),
            OptionSpec("reroute-ticks", valueName: "N", help: "Updates spent rerouting (default 3)."),
            OptionSpec(
                "max-remaining-steps", valueName: "N",
                help: "Steps listed after the current one in each update (default 10)."),
            OptionSpec(
                "polyline", valueName: "5|6|auto", help: "Polyline precision (default auto: detected)."),
            OptionSpec("replay", valueName: "FILE", help: "Replay a recorded events NDJSON file instead."),
            OptionSpec(
                "trip", valueName: "URL",
                help: "A Maps directions URL: names the destination and sets a walking/cycling pace."),
        ],
        positionals: [PositionalSpec("ROUTE", help: "The route response; - reads stdin.", optional: true)]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        if let recording = arguments.value("replay") {
            guard arguments.positionals.isEmpty else {
                throw UsageError("--replay takes the recording as its value; do not also give a ROUTE")
            }
            return try await RecordingReplay.run(
                path: recording, realtime: arguments.flag("realtime"), context: context)
        }
        let path = arguments.positionals.first ?? "-"
        var options = try Self.options(arguments)
        let trip = try arguments.value("trip").map { text throws(CommandFailure) in try Trip(text) }
        if let trip, arguments.value("speed-kmh") == nil, let pace = trip.paceKilometersPerHour {
            options.speed = .fixed(kilometersPerHour: pace)
        }
        var (route, name) = try StepSource.route(
            path, context: context, options: Self.importOptions(arguments))
        if let name = trip?.destinationName, let last = route.waypoints.indices.last {
            var title = name
            if let cut = TextBounds.cutName(name) {
                context.warn("--trip: destination name: \(TextBounds.cutReason(byteCount: name.utf8.count))")
                title = cut
            }
            route.waypoints[last].title = title
        }
        for warning in route.warnings {
            context.warn(warning.formatted(source: name))
        }
        let expected = NavigationSimulation.expectedUpdates(route: route, options: options)
        guard expected <= Double(options.maximumUpdates) else {
            throw CommandFailure(.dataError, Self.tooLong(expected, name, options))
        }
        let writer = EventLineWriter(output: context.stdout) { context.error($0) }
        let simulation = NavigationSimulation(route: route, options: options)
        await writer.write(simulation, realtime: arguments.flag("realtime"))
        // The drive stops at standard output's first lost write; the dispatcher reports it.
        return writer.status(.ok)
    }

    static func importOptions(_ arguments: ParsedArguments) throws(UsageError) -> RouteImportOptions {
        switch try arguments.choice("polyline", in: ["5", "6", "auto"]) {
        case "5": RouteImportOptions(polyline: .fixed(.five))
        case "6": RouteImportOptions(polyline: .fixed(.six))
        default: RouteImportOptions()
        }
    }

    /// The error for a drive that would exceed the update limit, with what to change.
    static func tooLong(_ expected: Double, _ source: String, _ options: SimulationOptions) -> String {
        let count = expected < 1e15 ? String(Int64(expected.rounded())) : String(expected)
        return "\(source): the drive would send about \(count) updates; the limit is "
            + "\(options.maximumUpdates) (check the route's durations, or raise --tick or --multiplier)"
    }

    /// A number option within `range`, so that no value can make the output unbounded.
    private static func bounded(
        _ arguments: ParsedArguments, _ name: String, _ range: ClosedRange<Double>
    ) throws(UsageError) -> Double? {
        guard let value = try arguments.double(name) else { return nil }
        guard range.contains(value) else {
            throw UsageError(
                "option --\(name): must be from \(range.lowerBound.plainText) to \(range.upperBound.plainText), "
                    + "got \(value.plainText)")
        }
        return value
    }

    static func options(_ arguments: ParsedArguments) throws(UsageError) -> SimulationOptions {
        var options = SimulationOptions()
        if let kmh = try bounded(arguments, "speed-kmh", 1...1000) {
            options.speed = .fixed(kilometersPerHour: kmh)
        }
        options.tickSeconds = try bounded(arguments, "tick", 0.01...3600) ?? options.tickSeconds
        options.speedMultiplier = try bounded(arguments, "multiplier", 0.01...1000) ?? options.speedMultiplier
        options.jitterMeters = try bounded(arguments, "jitter-m", 0...1000) ?? options.jitterMeters
        if let steps = try arguments.int("max-remaining-steps") {
            guard steps >= 0 else {
                throw UsageError("option --max-remaining-steps: must not be negative, got \(steps)")
            }
            options.maxRemainingSteps = steps
        }
        if let text = arguments.value("seed") {
            guard let seed = UInt64(text) else {
                throw UsageError("option --seed: expected a non-negative integer, got \"\(text)\"")
            }
            options.seed = seed
        }
        if let step = try arguments.int("pause-at-step") {
            let seconds = try bounded(arguments, "pause-s", 0...86_400) ?? 10
            options.pause = SimulationOptions.Pause(step: step, seconds: seconds)
        } else if arguments.value("pause-s") != nil {
            throw UsageError("option --pause-s needs --pause-at-step")
        }
        if let step = try arguments.int("reroute-at-step") {
            let ticks = try arguments.int("reroute-ticks") ?? 3
            guard (1...1000).contains(ticks) else {
                throw UsageError("option --reroute-ticks: must be from 1 to 1000, got \(ticks)")
            }
            options.reroute = SimulationOptions.Reroute(step: step, ticks: ticks)
        } else if arguments.value("reroute-ticks") != nil {
            throw UsageError("option --reroute-ticks needs --reroute-at-step")
        }
        return options
    }
}
