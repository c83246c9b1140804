import Arguments
import CastServer
import Foundation
import GuidanceModel
import Location
import Navigation
import NavigationSession
import RouteImport
import Routing
import SimulatedLocation

/// `navigate`'s options, checked before anything is opened or asked: where the route comes
/// from, where the fixes come from, and the follower's thresholds.
struct NavigationPlan {
    /// A saved route, or a server to ask.
    enum RouteSource {
        case file(ImportedRoute)
        case server(RoutingClient, waypoints: [Coordinate], from: Coordinate?)

        var client: RoutingClient? {
            if case .server(let client, _, _) = self { return client }
            return nil
        }
    }

    /// The options of a live drive, shared by `navigate` and `run --navigate`.
    static let optionSpecs = [
        OptionSpec(
            "to", valueName: "LAT,LON[;LAT,LON…]", help: "The waypoints, the last one the destination."),
        OptionSpec("from", valueName: "LAT,LON", help: "Where the route starts (default: the first fix)."),
        OptionSpec("router", valueName: "URL", help: "The routing server, http://HOST[:PORT][/PREFIX]."),
        OptionSpec("engine", valueName: "osrm|valhalla", help: "The server's engine (default osrm)."),
        OptionSpec("profile", valueName: "NAME", help: "OSRM's profile (default driving)."),
        OptionSpec("route", valueName: "FILE", help: "Follow this saved route (OSRM/Valhalla JSON) instead."),
        OptionSpec("gps", valueName: "SOURCE", help: "Where fixes come from (default gpsd)."),
        OptionSpec("timeout", valueName: "S", help: "Seconds per routing attempt (default 5)."),
        OptionSpec(
            "off-route-m", valueName: "M", help: "Distance from the route that counts as off it (default 40)."
        ),
        OptionSpec("off-route-s", valueName: "S", help: "For how long, before a reroute (default 3)."),
        OptionSpec(
            "arrival-m", valueName: "M", help: "Distance along the route that counts as arrived (default 25)."
        ),
        OptionSpec(
            "max-remaining-steps", valueName: "N", help: "Steps listed after the current one (default 10)."),
    ]

    let routeSource: RouteSource
    let gps: LocationSourceSpec
    let followerOptions: FollowerOptions

    init(_ arguments: ParsedArguments, context: CommandContext) throws {
        do {
            gps = try LocationSourceSpec(parsing: arguments.value("gps") ?? "gpsd")
        } catch {
            throw UsageError("option --gps: \(error.reason)")
        }
        var options = FollowerOptions()
        if let meters = try Self.positive(arguments, "off-route-m") { options.offRouteMeters = meters }
        if let seconds = try Self.positive(arguments, "off-route-s") { options.offRouteSeconds = seconds }
        if let meters = try Self.positive(arguments, "arrival-m") { options.arrivalMeters = meters }
        if let steps = try arguments.int("max-remaining-steps") {
            guard (0...1000).contains(steps) else {
                throw UsageError("option --max-remaining-steps: 0 to 1000")
            }
            options.maxRemainingSteps = steps
        }
        followerOptions = options
        if let file = arguments.value("route") {
            guard arguments.value("router") == nil, arguments.value("to") == nil else {
                throw UsageError("--route follows a saved route: give it without --router and --to")
            }
            routeSource = .file(try StepSource.route(file, context: context).route)
            return
        }
        guard let url = arguments.value("router"), let to = arguments.value("to") else {
            throw UsageError("give --router URL and --to LAT,LON (or --route FILE)")
        }
        let engineName = arguments.value("engine") ?? "osrm"
        guard let engine = RouterEndpoint.Engine(rawValue: engineName) else {
            throw UsageError("option --engine: expected osrm or valhalla, got \(engineName)")
        }
        let endpoint: RouterEndpoint
        do {
            endpoint = try RouterEndpoint(
                url: url, engine: engine, profile: arguments.value("profile") ?? "driving")
        } catch {
            throw UsageError("option --router: \(error)")
        }
        let timeout = try Self.positive(arguments, "timeout") ?? 5
        let waypoints = try to.split(separator: ";").map { try Self.coordinate(String($0), option: "to") }
        guard !waypoints.isEmpty else { throw UsageError("option --to: no waypoint") }
        let from = try arguments.value("from").map { try Self.coordinate($0, option: "from") }
        routeSource = .server(
            RoutingClient(endpoint: endpoint, timeoutSeconds: timeout), waypoints: waypoints, from: from)
    }

    /// Opens the source, gets the first route and follows the fixes until the destination, the
    /// end of the input, a signal or `stopWhen` (nobody is left to read the events); every event
    /// goes to `emit` at once.
    func drive(
        context: CommandContext, signals: TerminationSignals, stopWhen: () -> Bool,
        emit: (NavigatorEvent) -> Void
    ) throws -> ExitCode {
        // A GPS source that cannot be opened is "no input" (66).
        var source: any LocationSource
        do {
            source = try gps.open().screened()
        } catch {
            throw CommandFailure(.noInput, "--gps \(gps): \(error)")
        }
        let handle = source.stopHandle
        Task.detached {
            _ = await signals.next()
            handle.stop()
        }
        let diagnose = { (message: String) in context.stderr.line("navigate: \(message)") }
        var prefix: [LocationReport] = []
        let route: ImportedRoute
        switch routeSource {
        case .file(let saved):
            route = saved
        case .server(let client, let waypoints, let from):
            var origin = from
            while origin == nil {
                guard let report = source.next() else {
                    diagnose("the GPS input ended before a first position")
                    return signals.received == nil ? .noInput : .ok
                }
                prefix.append(report)
                if let fix = report.fix, fix.hasPosition { origin = fix.coordinate }
                if let issue = report.issue { diagnose("gps: \(issue)") }
            }
            guard let origin else { return .ok }
            do {
                route = try client.route(RouteRequest(origin: origin, waypoints: waypoints))
            } catch {
                context.stderr.line("error: \(error)")
                return .unavailable
            }
        }
        var session = DriveSession(
            route: route, reroutes: routeSource.client, options: followerOptions, diagnose: diagnose)
        var replayed = ReplayedSource(prefix: prefix, rest: source)
        let ending = session.drive(
            &replayed, shouldStop: { signals.received != nil || stopWhen() }, emit: emit)
        if ending == .sourceEnded { diagnose("the GPS input ended before the destination") }
        return .ok
    }

    /// `LAT,LON` in degrees.
    static func coordinate(_ text: String, option: String) throws(UsageError) -> Coordinate {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            .map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 2, let latitude = parts[0], let longitude = parts[1],
            (-90...90).contains(latitude), (-180...180).contains(longitude)
        else {
            throw UsageError("option --\(option): expected LAT,LON in degrees, got '\(text)'")
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }

    private static func positive(_ arguments: ParsedArguments, _ name: String) throws(UsageError) -> Double? {
        guard let value = try arguments.double(name) else { return nil }
        guard value > 0, value <= 100_000 else { throw UsageError("option --\(name): must be above 0") }
        return value
    }
}
