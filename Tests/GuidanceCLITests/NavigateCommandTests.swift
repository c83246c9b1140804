import Foundation
import GuidanceModel
import Location
import RouteImport
import SimulatedLocation
import Testing

@testable import GuidanceCLI

/// `navigate` and `run --navigate` driven by a simulated receiver or an NMEA file, in process.
@Suite struct NavigateCommandTests {
    static let route = "examples/sao-paulo.osrm.json"

    static func events(_ stdout: String) throws -> [NavigatorEvent] {
        try stdout.split(separator: "\n").map {
            try EventDecoder().decode(Array($0.utf8), lineNumber: 1).get()
        }
    }

    @Test func aSimulatedDriveArrivesOnceAndStops() async throws {
        let path = CLIRun.path(Self.route)
        let run = await CLIRun(["navigate", "--route", path, "--gps", "simulate:" + path])
        #expect(run.code == .ok, "\(run.stderr)")
        let events = try Self.events(run.stdout)
        #expect(events.first?.kind == .routeChanged)
        #expect(events.filter { $0.kind == .arrival }.count == 1)
        guard case .navInfo(let last)? = events.last?.payload else {
            Issue.record("the drive does not end with a navInfo")
            return
        }
        #expect(last.navState == .stopped)
        let times = events.compactMap(\.timestamp)
        #expect(times.count == events.count && zip(times, times.dropFirst()).allSatisfy { $0 <= $1 })
        // The GPS's own clock: UNIX seconds, not seconds since the start.
        #expect((times.first ?? 0) > 1_000_000_000)
    }

    /// An NMEA log written from the simulated receiver's fixes (RMC with checksums) is followed
    /// to the same single arrival.
    @Test func anNMEALogIsFollowed() async throws {
        let path = CLIRun.path(Self.route)
        let imported = try RouteImporter.importRoute(
            data: Array(try Data(contentsOf: URL(fileURLWithPath: path))), source: path)
        var source = try SimulatedLocationSource(
            route: imported, options: SimulatedLocationOptions(startTime: 1_796_000_000))
        var lines: [String] = []
        while let report = source.next() {
            guard let fix = report.fix, let coordinate = fix.coordinate, let time = fix.time else { continue }
            lines.append(Self.rmc(coordinate, time: time, speed: fix.speed ?? 0, track: fix.track ?? 0))
        }
        let log = try CLIRun.temporaryFile(lines.joined(separator: "\r\n") + "\r\n", suffix: ".nmea")
        defer { try? FileManager.default.removeItem(atPath: log) }
        let run = await CLIRun(["navigate", "--route", path, "--gps", "nmea:" + log])
        #expect(run.code == .ok, "\(run.stderr)")
        let events = try Self.events(run.stdout)
        #expect(events.filter { $0.kind == .arrival }.count == 1)
        #expect(events.filter { $0.kind == .navInfo }.count > lines.count / 2)
    }

    @Test func runNavigateSpeaksTheDrive() async throws {
        let path = CLIRun.path(Self.route)
        let run = await CLIRun([
            "run", "--navigate", "--route", path, "--gps", "simulate:" + path, "--locale", "pt-BR",
            "--casting", "text",
        ])
        #expect(run.code == .ok, "\(run.stderr)")
        #expect(run.stdout.contains("Vire à esquerda na Rua Augusta"))
    }

    @Test(arguments: [
        (["navigate", "--gps", "gpsd"], ExitCode.usage),
        (["navigate", "--router", "http://127.0.0.1:5000", "--to", "91,0"], .usage),
        (["navigate", "--router", "ftp://x", "--to", "1,2"], .usage),
        (["navigate", "--router", "http://127.0.0.1:5000", "--to", "1,2", "--gps", "serial"], .usage),
        (
            ["navigate", "--route", "examples/sao-paulo.osrm.json", "--router", "http://x", "--gps", "-"],
            .usage
        ),
        (["navigate", "--route", "/nonexistent.json", "--gps", "-"], .noInput),
        (
            ["navigate", "--route", "examples/sao-paulo.osrm.json", "--gps", "nmea:/nonexistent.nmea"],
            .noInput
        ),
        (
            ["run", "--navigate", "--listen", "127.0.0.1:0", "--route", "examples/sao-paulo.osrm.json"],
            .usage
        ),
    ])
    func badOptionsAreRefused(arguments: [String], expected: ExitCode) async {
        let run = await CLIRun(arguments.map { $0.hasPrefix("examples/") ? CLIRun.path($0) : $0 })
        #expect(run.code == expected, "\(run.stderr)")
        #expect(!run.stderr.isEmpty)
    }

    /// No server on the port: the first route cannot be had, exit 69 with the reason.
    @Test func anUnreachableRouterIsUnavailable() async throws {
        let path = CLIRun.path(Self.route)
        let run = await CLIRun([
            "navigate", "--router", "http://127.0.0.1:9", "--timeout", "1", "--to", "-23.5874,-46.6576",
            "--from", "-23.5614,-46.6559", "--gps", "simulate:" + path,
        ])
        #expect(run.code == .unavailable)
        #expect(run.stderr.contains("unreachable"))
    }

    static func rmc(_ coordinate: Coordinate, time: Double, speed: Double, track: Double) -> String {
        let date = Date(timeIntervalSince1970: time)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let parts = calendar.dateComponents([.day, .month, .year, .hour, .minute, .second], from: date)
        func angle(_ degrees: Double, width: Int) -> String {
            let whole = Int(abs(degrees))
            let minutes = (abs(degrees) - Double(whole)) * 60
            return String(format: "%0\(width)d%07.4f", whole, minutes)
        }
        let body = String(
            format: "GPRMC,%02d%02d%02d.00,A,%@,%@,%@,%@,%.2f,%.1f,%02d%02d%02d,,,A",
            parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0,
            angle(coordinate.latitude, width: 2), coordinate.latitude < 0 ? "S" : "N",
            angle(coordinate.longitude, width: 3), coordinate.longitude < 0 ? "W" : "E",
            speed / 0.514444, track, parts.day ?? 0, parts.month ?? 0, (parts.year ?? 2000) % 100)
        let checksum = body.utf8.reduce(UInt8(0)) { $0 ^ $1 }
        return "$\(body)*\(String(format: "%02X", checksum))"
    }
}
