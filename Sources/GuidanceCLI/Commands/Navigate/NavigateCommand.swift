import Arguments
import CastServer
import Foundation
import GuidanceModel
import Location
import Navigation

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
        options: NavigationPlan.optionSpecs
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let plan = try NavigationPlan(arguments, context: context)
        let signals = TerminationSignals([SIGINT, SIGTERM, SIGHUP, SIGQUIT])
        defer { signals.cancel() }
        let writer = EventLineWriter(output: context.stdout) { context.error($0) }
        let status = try plan.drive(
            context: context, signals: signals, stopWhen: { context.stdout.isLost },
            emit: writer.write)
        return writer.status(status)
    }
}
