import Foundation
import Testing

/// The commands refuse or handle extreme input cleanly, where they once trapped (`directions` on
/// a step distance of 1e308, `message format` on `-u-nu-` tags and huge rounding increments) or
/// wrote without bound (`simulate --tick 1e-9`, a duration of 1e308, every remaining step in
/// every update).
@Suite struct ExtremeInputCommandTests {
    /// An OSRM response: a straight road north along 0°E, `count` steps of 100 m and 10 s.
    static func route(
        steps count: Int, distance: Double = 100, duration: Double = 10, names: [Int: String] = [:]
    ) throws -> String {
        let metersPerDegree = 6_371_008.8 * Double.pi / 180
        var steps: [[String: Any]] = []
        for index in 0..<count {
            let start = Double(index) * 100 / metersPerDegree
            let end = index == count - 1 ? start : start + 100 / metersPerDegree
            let type = index == 0 ? "depart" : index == count - 1 ? "arrive" : "turn"
            var maneuver: [String: Any] = ["type": type, "location": [0.0, start]]
            if type == "turn" { maneuver["modifier"] = index % 2 == 0 ? "left" : "right" }
            steps.append([
                "maneuver": maneuver, "name": names[index] ?? "Rua \(index)", "mode": "driving",
                "driving_side": "right",
                "distance": index == count - 1 ? 0 : (index == 1 ? distance : 100),
                "duration": index == count - 1 ? 0 : (index == 1 ? duration : 10),
                "geometry": ["type": "LineString", "coordinates": [[0.0, start], [0.0, end]]],
            ])
        }
        let root: [String: Any] = ["code": "Ok", "routes": [["legs": [["steps": steps, "summary": ""]]]]]
        let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted])
        return try CLIRun.temporaryFile(String(decoding: data, as: UTF8.self), suffix: ".json")
    }

    static func navInfos(_ feed: String) throws -> [[String: Any]] {
        try feed.split(separator: "\n").compactMap { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["type"] as? String == "navInfo" ? object : nil
        }
    }

    @Test func aStepDistanceOf1e308IsAnImportErrorForDirections() async throws {
        let path = try Self.route(steps: 5, distance: 1e308)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await CLIRun(["directions", path, "--locale", "pt-BR"])
        #expect(run.code == .dataError)
        #expect(run.stderr.contains("field routes[0].legs[0].steps[1].distance: must not exceed 1e9"))
    }

    @Test func aDurationOf1e308IsAnImportErrorForSimulate() async throws {
        let path = try Self.route(steps: 5, duration: 1e308)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await CLIRun(["simulate", path])
        #expect(run.code == .dataError)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("steps[1].duration"))
    }

    @Test func aDriveAboveTheUpdateLimitIsRefusedBeforeAnyOutput() async throws {
        let path = try Self.route(steps: 5, duration: 1e9)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await CLIRun(["simulate", path])
        #expect(run.code == .dataError)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("the limit is 1000000"))
        let faster = await CLIRun(["simulate", path, "--tick", "3600", "--multiplier", "1000"])
        #expect(faster.code == .ok)
    }

    @Test(arguments: [
        ["--tick", "1e-9"], ["--tick", "0"], ["--tick", "1e308"], ["--multiplier", "1e-9"],
        ["--multiplier", "1e9"],
        ["--speed-kmh", "1e-9"], ["--speed-kmh", "1e308"], ["--jitter-m", "1e308"],
        ["--pause-at-step", "2", "--pause-s", "1e308"],
        ["--reroute-at-step", "2", "--reroute-ticks", "1000000"],
        ["--max-remaining-steps", "-1"], ["--tick", "nan"], ["--multiplier", "inf"],
    ])
    func absurdOptionsAreUsageErrors(options: [String]) async throws {
        let run = await CLIRun(["simulate", CLIRun.path("examples/sao-paulo.osrm.json")] + options)
        #expect(run.code == .usage, "\(options)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("--" + (options.dropLast().last?.dropFirst(2) ?? "")))
    }

    @Test func updatesCarryAtMostTheRequestedRemainingSteps() async throws {
        let path = try Self.route(steps: 300)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let standard = try Self.navInfos(await CLIRun(["simulate", path, "--tick", "10"]).stdout)
        #expect(standard.count > 290)
        #expect(standard.allSatisfy { ($0["remainingSteps"] as? [Any])?.count ?? 0 <= 10 })
        let two = try Self.navInfos(
            await CLIRun(["simulate", path, "--tick", "10", "--max-remaining-steps", "2"]).stdout)
        #expect(two.allSatisfy { ($0["remainingSteps"] as? [Any])?.count ?? 0 <= 2 })
        #expect(two.contains { ($0["remainingSteps"] as? [Any])?.count == 2 })
    }

    @Test func directionsOfASimulatedFeedListEveryStepThoughUpdatesListTen() async throws {
        let path = try Self.route(steps: 40)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let feed = try CLIRun.temporaryFile(await CLIRun(["simulate", path]).stdout)
        defer { try? FileManager.default.removeItem(atPath: feed) }
        let fromRoute = await CLIRun(["directions", path, "--locale", "en-US", "--format", "json"])
        let fromFeed = await CLIRun(["directions", feed, "--locale", "en-US", "--format", "json"])
        #expect(fromFeed.code == .ok)
        // One line per step; the feed starts at step 1, the departure being behind the vehicle.
        let routeLines = fromRoute.stdout.split(separator: "\n")
        #expect(routeLines.count == 40)
        #expect(fromFeed.stdout.split(separator: "\n") == routeLines.dropFirst().map { $0 })
    }

    @Test func aMegabyteRoadNameIsCutAtImportSoSimulateWritesLittle() async throws {
        let path = try Self.route(steps: 6, names: [2: String(repeating: "N", count: 1 << 20)])
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = await CLIRun(["simulate", path])
        #expect(run.code == .ok)
        // Every update repeated the name, 310 MB for a longer route; now a few hundred bytes each.
        #expect(run.stdout.utf8.count < 500_000)
        #expect(try Self.navInfos(run.stdout).count > 30)
        let warnings = run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning: \(path):") }
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.hasSuffix(
                ": field routes[0].legs[0].steps[2].name: 1048576 bytes, cut to the first 512") == true)
        let feed = try CLIRun.temporaryFile(run.stdout)
        defer { try? FileManager.default.removeItem(atPath: feed) }
        let validated = await CLIRun(["events", "validate", feed])
        #expect(validated.code == .ok)
        #expect(validated.stderr.isEmpty)
    }

    @Test func messagesWithExtremeNumbersAndNumberingSystemsFormat() async throws {
        let increment = await CLIRun([
            "message", "format", "--params-json", #"{"n":1e18}"#, "{$n :number roundingIncrement=5000}",
        ])
        #expect(increment.code == .ok)
        #expect(increment.stdout == "1,000,000,000,000,000,000\n")
        let arabic = await CLIRun([
            "message", "format", "--params-json", #"{"n":5}"#, "{$n :number u:locale=|ar-EG-u-nu-arab|}",
        ])
        #expect(arabic.stdout == "٥\n")
        let thai = await CLIRun([
            "message", "format", "--locale", "th-TH-u-nu-thai", "--params-json", #"{"n":5}"#, "{$n :number}",
        ])
        #expect(thai.stdout == "๕\n")
    }

    @Test func anArrivalStampedFarInTheFutureIsAnnouncedWithoutOpeningHours() async throws {
        let feed = try CLIRun.temporaryFile(
            #"{"type":"arrival","timestamp":1e300,"waypoint":{"title":"Praça do Pôr do Sol","isFinal":true}}"#
                + "\n")
        defer { try? FileManager.default.removeItem(atPath: feed) }
        let run = await CLIRun([
            "run", feed, "--locale", "pt-BR", "--places", CLIRun.path("examples/sao-paulo.places.json"),
            "--casting", "ndjson",
        ])
        #expect(run.code == .ok, "\(run.stderr)")
        #expect(run.stdout.contains("Praça do Pôr do Sol"))
    }

    @Test(arguments: ["th-TH-u-nu-thai", "ar-EG-u-nu-arab", "pt-BR-u-nu-arab", "en-u-nu-bogus", "en-u-nu"])
    func numberingSystemTagsAreAcceptedOrRefusedByTheLocaleOption(tag: String) async throws {
        let run = await CLIRun([
            "directions", CLIRun.path("examples/sao-paulo.osrm.json"), "--locale", tag,
        ])
        #expect(run.code == .ok || run.code == .usage, "\(tag): \(run.stderr)")
    }
}
