import Arguments
import CastServer
import Foundation
import GuidanceModel
import Location
import Navigation
import Simulator

/// `guidance navigate`: the navigator of a Linux head unit. GPS fixes (gpsd, NMEA or a
/// simulated receiver) are followed along a route from an OSRM or Valhalla server, and the
/// navigator's events are written as NDJSON, for `guidance run` or any other listener.
struct NavigateCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance navigate",
        abstract: "Follow GPS fixes along a route from OSRM or Valhalla, writing the navigator's events.",
        discussion: """
            Asks --router for a route from --from (or the first GPS fix) through the --to
            waypoints, then follows every fix of --gps: snapped to the route, steps advanced,
            distances and times to the step and each waypoint, an arrival per waypoint. When the
            vehicle leaves the route (more than --off-route-m away, or heading the wrong way, for
            --off-route-s) navState becomes rerouting and a new route is asked for from where the
            vehicle is, through the waypoints not yet reached; the old route is followed until
            it comes. With --route FILE a saved route is followed and no server is needed.
            Events go to stdout, one JSON line each, stamped with the GPS's own time (UNIX
            seconds); GPS problems and reroutes are reported on stderr. docs/navigation.md.
            GPS sources: gpsd (localhost:2947), gpsd://HOST[:PORT], nmea:PATH[@BAUD] (a file,
            FIFO or serial device), - (NMEA on stdin), simulate:ROUTEFILE.
            Exit status: 0 arrived or input ended, 64 bad options, 65 bad route file,
            66 missing file, 69 no route from the server.
            Examples:
              guidance navigate --router http://127.0.0.1:5000 --to -23.5874,-46.6576 \\
                  --gps gpsd://127.0.0.1 | guidance run - --locale pt-BR
              guidance navigate --route examples/sao-paulo.osrm.json --gps nmea:drive.nmea
            """,
        options: [
            OptionSpec("to", valueName: "LAT,LON[;LAT,LON…]", help: "The waypoints, the last one the destination."),
            OptionSpec("from", valueName: "LAT,LON", help: "Where the route starts (default: the first fix)."),
            OptionSpec("router", valueName: "URL", help: "The routing server, http://HOST[:PORT][/PREFIX]."),
            OptionSpec("engine", valueName: "osrm|valhalla", help: "The server's engine (default osrm)."),
            OptionSpec("profile", valueName: "NAME", help: "OSRM's profile (default driving)."),
            OptionSpec("route", valueName: "FILE", help: "Follow this saved route (OSRM/Valhalla JSON) instead."),
            OptionSpec("gps", valueName: "SOURCE", help: "Where fixes come from (default gpsd)."),
            OptionSpec("timeout", valueName: "S", help: "Seconds per routing attempt (default 5)."),
            OptionSpec("off-route-m", valueName: "M", help: "Distance from the route that counts as off it (default 40)."),
            OptionSpec("off-route-s", valueName: "S", help: "For how long, before a reroute (default 3)."),
            OptionSpec("arrival-m", valueName: "M", help: "Distance along the route that counts as arrived (default 25)."),
            OptionSpec(
                "max-remaining-steps", valueName: "N", help: "Steps listed after the current one (default 10)."),
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let plan = try NavigationPlan(arguments)
        let signals = TerminationSignals([SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        defer { signals.cancel() }
        var source = try plan.openSource()
        let handle = source.stopHandle
        Task.detached {
            _ = await signals.next()
            handle.stop()
        }
        let diagnose = { (message: String) in context.stderr.line("navigate: \(message)") }
        var prefix: [LocationReport] = []
        let route: ImportedRoute
        switch plan.routeSource {
        case .file(let saved):
            route = saved
        case .server(let client, let waypoints, let from):
            var origin = from
            while origin == nil {
                guard let report = source.next() else {
                    context.stderr.line("navigate: the GPS input ended before a first position")
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
        let writer = EventLineWriter(output: context.stdout)
        var session = NavigationSession(
            route: route, fetcher: plan.routeSource.client.map(RouteFetcher.init), options: plan.followerOptions,
            diagnose: diagnose)
        var replayed = ReplayedSource(prefix: prefix, rest: source)
        let ending = session.drive(&replayed, shouldStop: { signals.received != nil }, emit: writer.write)
        if ending == .sourceEnded { diagnose("the GPS input ended before the destination") }
        return .ok
    }
}

/// A source that first gives back reports already read (those read while waiting for the first
/// position), then the rest.
struct ReplayedSource: LocationSource {
    var prefix: [LocationReport]
    var rest: any LocationSource

    var stopHandle: LocationStopHandle { rest.stopHandle }

    mutating func next() -> LocationReport? {
        if !prefix.isEmpty { return prefix.removeFirst() }
        return rest.next()
    }
}
