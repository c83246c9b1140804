import Arguments
import Foundation
import GuidanceModel
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
            OptionSpec("polyline", valueName: "5|6", help: "Polyline precision (default: detected)."),
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
        guard arguments.positionals.count <= 1 else { throw UsageError("expected one ROUTE file") }
        let path = arguments.positionals.first ?? "-"
        var options = try Self.options(arguments)
        let trip = try arguments.value("trip").map { text throws(CommandFailure) in try Trip(text) }
        if let trip, arguments.value("speed-kmh") == nil, let pace = trip.paceKilometersPerHour {
            options.speed = .fixed(kilometersPerHour: pace)
        }
        var input = try InputFile(path: path, context: context)
        let bytes = try input.readAll()
        if DocumentKind.of(bytes) == .feed {
            throw CommandFailure(.dataError, DocumentKind.feedGivenAsRoute(input.displayName))
        }
        let importOptions = try Self.importOptions(arguments)
        var route: ImportedRoute
        do {
            route = try RouteImporter.importRoute(
                data: bytes, source: input.displayName, options: importOptions)
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
        if let name = trip?.destinationName, let last = route.waypoints.indices.last {
            route.waypoints[last].title = name
        }
        for warning in route.warnings {
            context.warn(warning.formatted(source: input.displayName))
        }
        let writer = EventLineWriter(output: context.stdout)
        let simulation = NavigationSimulation(route: route, options: options)
        if arguments.flag("realtime") {
            await EventPacer().play(simulation) { event in
                writer.write(event)
                context.stdout.flush()
            }
        } else {
            for event in simulation { writer.write(event) }
        }
        return .ok
    }

    static func importOptions(_ arguments: ParsedArguments) throws(UsageError) -> RouteImportOptions {
        switch try arguments.choice("polyline", in: ["5", "6", "auto"]) {
        case "5": RouteImportOptions(polyline: .fixed(.five))
        case "6": RouteImportOptions(polyline: .fixed(.six))
        default: RouteImportOptions()
        }
    }

    static func options(_ arguments: ParsedArguments) throws(UsageError) -> SimulationOptions {
        var options = SimulationOptions()
        if let kmh = try arguments.double("speed-kmh") {
            guard kmh > 0 else { throw UsageError("option --speed-kmh: must be positive, got \(kmh)") }
            options.speed = .fixed(kilometersPerHour: kmh)
        }
        if let tick = try arguments.double("tick") {
            guard tick > 0 else { throw UsageError("option --tick: must be positive, got \(tick)") }
            options.tickSeconds = tick
        }
        if let multiplier = try arguments.double("multiplier") {
            guard multiplier > 0 else {
                throw UsageError("option --multiplier: must be positive, got \(multiplier)")
            }
            options.speedMultiplier = multiplier
        }
        if let jitter = try arguments.double("jitter-m") {
            guard jitter >= 0 else {
                throw UsageError("option --jitter-m: must not be negative, got \(jitter)")
            }
            options.jitterMeters = jitter
        }
        if let text = arguments.value("seed") {
            guard let seed = UInt64(text) else {
                throw UsageError("option --seed: expected a non-negative integer, got \"\(text)\"")
            }
            options.seed = seed
        }
        if let step = try arguments.int("pause-at-step") {
            let seconds = try arguments.double("pause-s") ?? 10
            guard seconds >= 0 else {
                throw UsageError("option --pause-s: must not be negative, got \(seconds)")
            }
            options.pause = SimulationOptions.Pause(step: step, seconds: seconds)
        } else if arguments.value("pause-s") != nil {
            throw UsageError("option --pause-s needs --pause-at-step")
        }
        if let step = try arguments.int("reroute-at-step") {
            let ticks = try arguments.int("reroute-ticks") ?? 3
            guard ticks >= 1 else {
                throw UsageError("option --reroute-ticks: must be at least 1, got \(ticks)")
            }
            options.reroute = SimulationOptions.Reroute(step: step, ticks: ticks)
        } else if arguments.value("reroute-ticks") != nil {
            throw UsageError("option --reroute-ticks needs --reroute-at-step")
        }
        return options
    }
}
