import Arguments
import Foundation
import GuidanceCLI
import GuidanceModel
import Location
import Navigation
import RouteImport
import SimulatedLocation

/// `guidance-bench follow`: what following a route costs per GPS fix, how long a fix takes from
/// gpsd's JSON line to the navInfo line written for it, and how close a noisy drive's snapped
/// progress stays to a clean drive's.
struct BenchFollowCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench follow",
        abstract: "Benchmark route following: cost per fix, fix-to-event time, snapping accuracy.",
        discussion: """
            Drives ROUTE with the simulated receiver at the route's own speeds, one fix a second,
            once exactly and once with --noise-m meters of Gaussian noise per axis, and prints
            JSON: the follower's cost per noisy fix (median over --rounds), the time from a gpsd
            TPV line to its events written as NDJSON (parse, screen, follow, encode; p50 and p99),
            and the along-route error of the noisy drive against the exact one (median, p95,
            largest), with the reroutes the noise caused (should be 0). Goals:
            Benchmarks/goals.json. Run it from a release build.
            Example: guidance-bench follow examples/sao-paulo.osrm.json
            """,
        options: [
            OptionSpec("noise-m", valueName: "M", help: "Position noise per axis in meters (default 5)."),
            OptionSpec("seed", valueName: "N", help: "Seed of the noise (default 1)."),
            OptionSpec("rounds", valueName: "N", help: "Timed rounds over the drive (default 20)."),
            GoalBook.option,
        ],
        positionals: [
            PositionalSpec(
                "ROUTE", help: "OSRM/Valhalla JSON (default examples/sao-paulo.osrm.json).", optional: true)
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let path = arguments.positionals.first ?? "examples/sao-paulo.osrm.json"
        let noise = try arguments.double("noise-m") ?? 5
        let seed = try arguments.int("seed") ?? 1
        let rounds = try arguments.int("rounds") ?? 20
        guard noise >= 0, noise <= 100, seed >= 0, (1...10_000).contains(rounds) else {
            throw UsageError("--noise-m 0 to 100, --seed from 0, --rounds 1 to 10000")
        }
        var input = try InputFile(path: path, context: context)
        let route: ImportedRoute
        do {
            route = try RouteImporter.importRoute(data: try input.readAll(), source: input.displayName)
        } catch let error as RouteImportError {
            throw CommandFailure(.dataError, error.description)
        }
        let exact = try Self.fixes(route, noise: 0, seed: 0)
        let noisy = try Self.fixes(route, noise: noise, seed: UInt64(seed))
        let accuracy = Self.accuracy(route, exact: exact, noisy: noisy)
        let perFix = BenchTiming.median(
            (0..<rounds).map { _ in
                var follower = RouteFollower(route: route)
                let start = DispatchTime.now().uptimeNanoseconds
                for fix in noisy { _ = follower.update(fix) }
                return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(noisy.count) / 1000
            })
        let latencies = Self.fixToEvent(route, noisy).sorted()
        var report = BenchReport("follow")
        report.text("route", path)
        report.integer("fixes", noisy.count)
        report.number("noiseMeters", noise)
        report.number("followMicrosecondsPerFix", perFix, decimals: 2)
        report.number("fixToEventMillisecondsP50", Self.percentile(latencies, 0.5), decimals: 4)
        report.number("fixToEventMillisecondsP99", Self.percentile(latencies, 0.99), decimals: 4)
        report.number("alongRouteErrorMetersMedian", accuracy.median, decimals: 2)
        report.number("alongRouteErrorMetersP95", accuracy.p95, decimals: 2)
        report.number("alongRouteErrorMetersMax", accuracy.largest, decimals: 2)
        report.integer("reroutesFromNoise", accuracy.reroutes)
        try report.write(to: context.stdout, goals: goals)
        return .ok
    }

    private static func fixes(_ route: ImportedRoute, noise: Double, seed: UInt64) throws -> [Fix] {
        let options = SimulatedLocationOptions(noiseMeters: noise, seed: seed, startTime: 1_800_000_000)
        var source: SimulatedLocationSource
        do {
            source = try SimulatedLocationSource(route: route, options: options)
        } catch {
            throw CommandFailure(.dataError, "\(error)")
        }
        var fixes: [Fix] = []
        while let report = source.next() {
            if let fix = report.fix { fixes.append(fix) }
        }
        return fixes
    }

    /// The noisy drive's progress along the route against the exact drive's, fix by fix.
    private static func accuracy(
        _ route: ImportedRoute, exact: [Fix], noisy: [Fix]
    ) -> (median: Double, p95: Double, largest: Double, reroutes: Int) {
        var truth = RouteFollower(route: route)
        var follower = RouteFollower(route: route)
        var errors: [Double] = []
        var reroutes = 0
        for (clean, fix) in zip(exact, noisy) {
            _ = truth.update(clean)
            _ = follower.update(fix)
            if case .offRoute(needsReroute: true, _) = follower.status { reroutes += 1 }
            if case .finished = truth.status { break }
            errors.append(abs(follower.progressMeters - truth.progressMeters))
        }
        errors.sort()
        return (percentile(errors, 0.5), percentile(errors, 0.95), errors.last ?? 0, reroutes)
    }

    /// Milliseconds from a TPV line to its events encoded, per fix.
    private static func fixToEvent(_ route: ImportedRoute, _ fixes: [Fix]) -> [Double] {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let lines = fixes.map { fix in
            let time = formatter.string(from: Date(timeIntervalSince1970: fix.time ?? 0))
            let latitude = fix.coordinate?.latitude ?? 0
            let longitude = fix.coordinate?.longitude ?? 0
            return Array(
                "{\"class\":\"TPV\",\"device\":\"/dev/ttyACM0\",\"mode\":3,\"time\":\"\(time)\",\"lat\":\(latitude),\"lon\":\(longitude),\"speed\":\(fix.speed ?? 0),\"track\":\(fix.track ?? 0),\"eph\":5.0}"
                    .utf8)
        }
        var parser = GPSDParser()
        var screen = FixScreen()
        var follower = RouteFollower(route: route)
        var written = 0
        var latencies: [Double] = []
        for line in lines {
            let start = DispatchTime.now().uptimeNanoseconds
            if let report = parser.parse(line: line), let fix = screen.screen(report).fix {
                for event in follower.update(fix) {
                    written += (try? event.wireLine().utf8.count) ?? 0
                }
            }
            latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        return written > 0 ? latencies : []
    }

    private static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
}
