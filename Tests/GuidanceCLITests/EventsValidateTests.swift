import Foundation
import GuidanceCLI
import Testing

@Suite struct EventsValidateTests {
    static let example = CLIRun.path("examples/sao-paulo.events.ndjson")

    @Test func theExampleFeedIsValid() async {
        let run = await CLIRun(["events", "validate", Self.example])
        #expect(run.code == .ok)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.contains("navInfo"))
        #expect(run.stdout.contains("rejected lines"))
    }

    @Test func threeBrokenLinesAreReportedByNumberAndTheRestIsChecked() async throws {
        var lines = try String(contentsOfFile: Self.example, encoding: .utf8).split(separator: "\n").map(
            String.init)
        lines[4] = lines[4].replacingOccurrences(of: "\"navInfo\"", with: "\"navInfoo\"")
        lines[99] = String(lines[99].dropLast(5))
        lines[300] = lines[300].replacingOccurrences(of: "\"maneuver\":\"", with: "\"maneuver\":\"x")
        let copy = try CLIRun.temporaryFile(lines.joined(separator: "\n") + "\n")
        defer { try? FileManager.default.removeItem(atPath: copy) }
        let run = await CLIRun(["events", "validate", copy, "--format", "json"])
        #expect(run.code == .dataError)
        let reported = run.stderr.split(separator: "\n").compactMap { line -> Int? in
            guard line.hasPrefix(copy + ":") else { return nil }
            return Int(line.dropFirst(copy.count + 1).prefix { $0.isNumber })
        }
        #expect(reported == [5, 100, 301])
        #expect(run.stdout.contains("\"rejected\":3"))
        #expect(run.stdout.contains("\"rejectedLines\":[5,100,301]"))
        #expect(run.stdout.contains("\"events\":\(lines.count - 3)"))
    }

    @Test func missingEmptyAndDirectoryInputsGetClearMessages() async throws {
        let missing = await CLIRun(["events", "validate", "/nonexistent/feed.ndjson"])
        #expect(missing.code == .noInput)
        #expect(missing.stderr.contains("/nonexistent/feed.ndjson: no such file"))
        let directory = await CLIRun(["events", "validate", "/tmp"])
        #expect(directory.code == .noInput)
        #expect(directory.stderr.contains("is a directory"))
        let empty = try CLIRun.temporaryFile("")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let emptyRun = await CLIRun(["events", "validate", empty])
        #expect(emptyRun.code == .dataError)
        #expect(emptyRun.stderr.contains("no events"))
    }

    @Test func stdinInvalidUTF8AndHugeLinesAreHandled() async {
        var bytes = Array(#"{"type":"routeChanged"}"#.utf8) + [0x0A]
        bytes +=
            Array(#"{"type":"arrival","waypoint":{"title":"S"#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8) + [
                0x0A
            ]
        bytes += Array(repeating: UInt8(ascii: "x"), count: 10 << 20) + [0x0A]
        bytes += Array(#"{"type":"voiceGuidance","setting":"silent"}"#.utf8)
        let run = await CLIRun(["events", "validate", "-"], stdin: bytes)
        #expect(run.code == .dataError)
        #expect(run.stderr.contains("<stdin>:2: not valid UTF-8"))
        #expect(run.stderr.contains("<stdin>:3: line is 10485760 bytes"))
        #expect(run.stdout.contains("voiceGuidance"))
        #expect(run.stdout.contains("routeChanged"))
    }

    /// A feed whose second line names the current road with a megabyte (short of the line limit).
    static func feedWithAHugeName() throws -> String {
        let name = String(repeating: "R", count: 1_000_000)
        let lines = [
            #"{"type":"routeChanged"}"#,
            #"{"type":"navInfo","navState":"enroute","currentStep":{"maneuver":"turnLeft","stepNumber":1,"simpleRoadName":"\#(name)"},"distanceToCurrentStepMeters":300}"#,
            #"{"type":"arrival","waypoint":{"title":"Casa","isFinal":true}}"#,
        ]
        return try CLIRun.temporaryFile(lines.joined(separator: "\n") + "\n")
    }

    @Test func aHugeNameIsCutWithAWarningNamingLineAndFieldAndTheFeedIsStillValid() async throws {
        let feed = try Self.feedWithAHugeName()
        defer { try? FileManager.default.removeItem(atPath: feed) }
        let run = await CLIRun(["events", "validate", feed, "--format", "json"])
        #expect(run.code == .ok)
        #expect(
            run.stderr
                == "warning: \(feed):2: field currentStep.simpleRoadName: 1000000 bytes, cut to the first 512\n"
        )
        #expect(run.stdout.contains("\"events\":3"))
        #expect(run.stdout.contains("\"rejected\":0"))
    }

    @Test func everyCommandReadingAFeedReportsTheWarningAlike() async throws {
        let feed = try Self.feedWithAHugeName()
        defer { try? FileManager.default.removeItem(atPath: feed) }
        let expected =
            "warning: \(feed):2: field currentStep.simpleRoadName: 1000000 bytes, cut to the first 512"
        for arguments in [
            ["events", "validate", feed], ["directions", feed, "--locale", "en-US"],
            ["run", feed, "--locale", "en-US"], ["simulate", "--replay", feed],
        ] {
            let run = await CLIRun(arguments)
            #expect(run.code == .ok, "\(arguments[0]): \(run.stderr)")
            #expect(
                run.stderr.split(separator: "\n").filter { $0.hasPrefix("warning:") } == [
                    Substring(expected)
                ], "\(arguments[0])")
            #expect(run.stdout.utf8.count < 20_000, "\(arguments[0])")
        }
    }
}
