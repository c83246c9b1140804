import Foundation
import GuidanceCLI
import Testing

/// The places file `place status` and `run --places` read: three shapes, one parse, and errors
/// that name the file, the line and the field path of the offending value.
@Suite struct PlaceFileTests {
    static let office = #"{"day": 3, "hour": 9, "minute": 0}"#
    static let closing = #"{"day": 3, "hour": 18, "minute": 0}"#

    /// A place open on Wednesdays from 09:00 to 18:00 at UTC-3.
    static func place(_ id: String) -> String {
        #"{"id": "\#(id)", "utcOffsetMinutes": -180, "regularOpeningHours": {"periods": [{"open": \#(office), "close": \#(closing)}]}}"#
    }

    static func status(_ text: String, stdin: Bool = false) async throws -> (CLIRun, String) {
        let at = ["--at", "2026-12-02T17:30:00-03:00"]
        if stdin { return (await CLIRun(["place", "status", "-"] + at, stdin: Array(text.utf8)), "<stdin>") }
        let file = try CLIRun.temporaryFile(text, suffix: ".json")
        let run = await CLIRun(["place", "status", file] + at)
        try? FileManager.default.removeItem(atPath: file)
        return (run, file)
    }

    @Test func everyShapeGivesOneLinePerPlaceInFileOrder() async throws {
        let shapes = [
            (Self.place("a"), ["a"]),
            ("[\(Self.place("a")), \(Self.place("b"))]", ["a", "b"]),
            (#"{"places": [\#(Self.place("b")), \#(Self.place("a"))]}"#, ["b", "a"]),
        ]
        for (text, ids) in shapes {
            let (run, _) = try await Self.status(text)
            #expect(run.code == .ok, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.count == ids.count)
            for (line, id) in zip(lines, ids) {
                #expect(line.contains(#""id":"\#(id)""#), "\(line)")
                #expect(line.contains(#""kind":"closesSoon""#), "\(line)")
            }
        }
    }

    @Test func aBadPlaceInAnArrayIsNamedByFileLineAndPath() async throws {
        let text =
            "[\n\(Self.place("a")),\n"
            + #"{"id": "b", "regularOpeningHours": {"periods": [{"open": {"day": 9}}]}}"# + "\n]"
        let (run, file) = try await Self.status(text)
        #expect(run.code == .dataError)
        #expect(
            run.stderr.contains(
                "\(file):3: [1].regularOpeningHours.periods[0].open.day: must be 0 (Sunday) ... 6 (Saturday), got 9"
            ),
            "\(run.stderr)")
    }

    @Test func aBadPlaceInTheWrapperIsNamedByItsPath() async throws {
        let text =
            "{\"places\": [\n  {\"id\": \"a\",\n   \"location\": {\"latitude\": 95, \"longitude\": 0}}\n]}"
        let (run, file) = try await Self.status(text)
        #expect(run.code == .dataError)
        #expect(run.stderr.contains("\(file):3: places[0].location.latitude: "), "\(run.stderr)")
    }

    @Test func aSinglePlaceErrorHasNoIndexAndStdinIsNamed() async throws {
        let (run, source) = try await Self.status("{\n\"businessStatus\": \"OPEN\"\n}", stdin: true)
        #expect(run.code == .dataError)
        #expect(run.stderr.contains("\(source):2: businessStatus: \"OPEN\" is not one of: "), "\(run.stderr)")
    }

    @Test func aSyntaxErrorNamesItsLineAndColumn() async throws {
        let (run, file) = try await Self.status("[\n\(Self.place("a")),\n]")
        #expect(run.code == .dataError)
        #expect(run.stderr.contains("\(file):3: not valid JSON: "), "\(run.stderr)")
        #expect(run.stderr.contains("(column 1)"), "\(run.stderr)")
    }

    @Test func anElementThatIsNotAnObjectIsRefused() async throws {
        let (run, file) = try await Self.status("[\(Self.place("a")), 7]")
        #expect(run.code == .dataError)
        #expect(
            run.stderr.contains("\(file):1: [1]: expected a place object, found a number"), "\(run.stderr)")
    }
}
