import Foundation
import Geometry
import GuidanceModel
import Location
import RouteImport
import TestSupport
import Testing

@testable import SimulatedLocation

@Suite struct SimulatedLocationSourceTests {
    static let metersPerDegree = Geodesy.earthRadiusMeters * .pi / 180

    /// An OSRM response going north from 0°N 0°E along steps of the given lengths and durations
    /// (by default depart 1000 m in 100 s, turn 500 m in 50 s), then arrive.
    static func routeJSON(meters: [Double] = [1000, 500], seconds: [Double] = [100, 50]) -> String {
        var latitude = 0.0
        var steps: [String] = []
        for (index, (length, duration)) in zip(meters, seconds).enumerated() {
            let end = latitude + length / metersPerDegree
            let type = index == 0 ? "depart" : "turn"
            steps.append(
                """
                {"maneuver":{"type":"\(type)","modifier":"right","location":[0,\(latitude)]},"name":"R\(index)",\
                "distance":\(length),"duration":\(duration),"driving_side":"right","mode":"driving",\
                "geometry":{"type":"LineString","coordinates":[[0,\(latitude)],[0,\(end)]]}}
                """)
            latitude = end
        }
        steps.append(
            """
            {"maneuver":{"type":"arrive","location":[0,\(latitude)]},"name":"End","distance":0,"duration":0,\
            "driving_side":"right","mode":"driving","geometry":{"type":"LineString","coordinates":[[0,\(latitude)],[0,\(latitude)]]}}
            """)
        return #"{"code":"Ok","routes":[{"legs":[{"summary":"","steps":["# + steps.joined(separator: ",")
            + "]}]}]}"
    }

    static func route(meters: [Double] = [1000, 500], seconds: [Double] = [100, 50]) throws -> ImportedRoute {
        try RouteImporter.importRoute(
            data: Array(routeJSON(meters: meters, seconds: seconds).utf8), source: "test")
    }

    private func north(_ fix: Fix?) -> Double {
        (fix?.coordinate?.latitude ?? .nan) * Self.metersPerDegree
    }

    @Test func followsTheRouteAtItsOwnSpeedProfile() throws {
        var source = try SimulatedLocationSource(
            route: Self.route(meters: [1000, 500], seconds: [100, 100]),
            options: SimulatedLocationOptions(startTime: 1_700_000_000))
        #expect(source.duration == 200)
        let fixes = drain(&source).compactMap(\.fix)
        #expect(fixes.count == 201)
        #expect(fixes.first?.time == 1_700_000_000)
        #expect(fixes.last?.time == 1_700_000_200)
        #expect(abs(north(fixes[0])) < 0.01)
        #expect(abs(north(fixes[50]) - 500) < 1)
        #expect(fixes[50].speed.map { abs($0 - 10) < 0.01 } == true)
        // The second step is driven at 5 m/s.
        #expect(abs(north(fixes[150]) - 1250) < 1)
        #expect(fixes[150].speed.map { abs($0 - 5) < 0.01 } == true)
        #expect(abs(north(fixes[200]) - 1500) < 1)
        #expect(fixes[200].speed == 0)
        #expect(fixes.allSatisfy { $0.track.map { $0 < 0.01 || $0 > 359.99 } == true && $0.hasPosition })
        #expect(source.next() == nil)
    }

    @Test func aFixedSpeedAndIntervalOverrideTheProfile() throws {
        var source = try SimulatedLocationSource(
            route: Self.route(),
            options: SimulatedLocationOptions(
                speed: .fixed(kilometersPerHour: 54), interval: 10, startTime: 0))
        let fixes = drain(&source).compactMap(\.fix)
        #expect(fixes.map(\.time) == stride(from: 0.0, through: 100, by: 10).map { $0 })
        #expect(abs(north(fixes[3]) - 450) < 1)
    }

    @Test func noiseIsSeededAndOfTheRequestedSize() throws {
        func drive(seed: UInt64) throws -> [Fix] {
            var source = try SimulatedLocationSource(
                route: Self.route(),
                options: SimulatedLocationOptions(noiseMeters: 5, seed: seed, startTime: 0))
            return drain(&source).compactMap(\.fix)
        }
        let first = try drive(seed: 7)
        #expect(try drive(seed: 7) == first)
        #expect(try drive(seed: 8) != first)
        var exact = try SimulatedLocationSource(
            route: Self.route(), options: SimulatedLocationOptions(startTime: 0))
        let truth = drain(&exact).compactMap(\.fix)
        let offsets = zip(first, truth).compactMap { noisy, exact in
            noisy.coordinate.flatMap { a in exact.coordinate.map { Geodesy.distance(a, $0) } }
        }
        #expect(offsets.count == truth.count)
        let rms = (offsets.map { $0 * $0 }.reduce(0, +) / Double(offsets.count)).squareRoot()
        // Two axes of σ = 5 m: the RMS offset is about 7 m.
        #expect(rms > 4 && rms < 10, "rms \(rms)")
        #expect(first.first?.horizontalError == 2.45 * 5)
    }

    /// Near a pole a few meters east are many degrees of longitude: the noisy fix still has one.
    @Test func noiseNearAPoleKeepsTheLongitudeInRange() {
        var noise = GaussianNoise(standardDeviation: 50, seed: 3)
        for longitude in [-179.9, 0, 179.9] {
            for _ in 0..<200 {
                let fix = noise.perturb(Coordinate(latitude: 89.999_999, longitude: longitude))
                #expect((-180...180).contains(fix.longitude), "\(fix.longitude)")
                #expect((-90...90).contains(fix.latitude))
            }
        }
    }

    @Test func aNoisyDrivePassesTheScreenWithoutJumps() throws {
        var source = try SimulatedLocationSource(
            route: Self.route(), options: SimulatedLocationOptions(noiseMeters: 5, seed: 1, startTime: 0)
        ).screened()
        let reports = drain(&source)
        #expect(reports.count == 151)
        #expect(reports.allSatisfy { $0.fix != nil })
    }

    @Test func realTimePacingWaitsBetweenFixes() throws {
        // 15 m at 54 km/h: one second of driving, four quarter-second intervals.
        var source = try SimulatedLocationSource(
            route: Self.route(meters: [15], seconds: [1]),
            options: SimulatedLocationOptions(interval: 0.25, pacing: .realTime, startTime: 0))
        let clock = ContinuousClock()
        let start = clock.now
        let fixes = drain(&source).compactMap(\.fix)
        #expect(fixes.count == 5)
        // Sleeping is never shorter than asked; only a lower bound is asserted.
        #expect(clock.now - start >= .milliseconds(950))
    }

    @Test func aRouteWithoutGeometryIsATypedError() throws {
        let route = ImportedRoute(
            legs: [], routeSteps: [], geometry: [], waypoints: [], distanceMeters: 0, durationSeconds: 0)
        #expect(throws: LocationError.self) { try SimulatedLocationSource(route: route) }
    }

    @Test func theSpecOpensARouteFile() throws {
        let path = TestScratch.url.appendingPathComponent("route-\(UUID()).json").path
        try Self.routeJSON().write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var source = try LocationSourceSpec(parsing: "simulate:\(path)").open()
        #expect(source.next()?.fix?.hasPosition == true)

        do {
            _ = try LocationSourceSpec.simulate(routeFile: "/nonexistent.json").open()
            Issue.record("opened a missing route")
        } catch {
            #expect(error.operation == .opening)
        }
    }

    @Test func theSpecOpensReceiversThroughLocation() {
        do {
            _ = try LocationSourceSpec.nmea(path: "/nonexistent/drive.nmea", baudRate: .standard).open()
            Issue.record("opened a file that does not exist")
        } catch {
            #expect(error.description == "cannot open '/nonexistent/drive.nmea': No such file or directory")
        }
    }
}

/// Every report of a source until it ends (at most `limit`, so a broken source cannot loop).
func drain(_ source: inout some LocationSource, limit: Int = 1000) -> [LocationReport] {
    var reports: [LocationReport] = []
    while reports.count < limit, let report = source.next() { reports.append(report) }
    return reports
}
