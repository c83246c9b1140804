import Foundation
import GuidanceCLI
import TestSupport
import Testing

/// Exit codes and the documented streams of the commands, run in-process (docs/cli.md, "Exit
/// codes"): what scripts/cli-tests.sh used to check by starting the binary once per case. The
/// script keeps only what needs a process of its own (pipes closed by their reader, signals,
/// a standard input that never ends, the environment, descriptor limits).
@Suite struct CommandStatusTests {
    static let feed = CLIRun.path("examples/sao-paulo.events.ndjson")
    static let route = CLIRun.path("examples/sao-paulo.osrm.json")
    static let places = CLIRun.path("examples/sao-paulo.places.json")

    @Test func topLevelHelpListsNoBenchmark() async {
        let help = await CLIRun(["--help"])
        #expect(help.code == .ok)
        #expect(!help.stdout.contains("bench"))
        // The benchmarks are a tool of their own (guidance-bench): no command of guidance.
        #expect(await CLIRun(["bench", "render"]).code == .usage)
    }

    @Test func castDemoRefusesARecordWithADuplicateKey() async throws {
        let records = try CLIRun.temporaryFile(
            "{\"seq\":1}\n{\"seq\":2,\"seq\":3}\n", suffix: "-records.ndjson")
        defer { try? FileManager.default.removeItem(atPath: records) }
        let run = await CLIRun(["cast", "demo", records, "--port", "0"])
        #expect(run.code == .dataError)
        #expect(run.stderr.contains("\(records):2: "), "\(run.stderr)")
        #expect(run.stderr.contains("duplicate"), "\(run.stderr)")
    }

    /// A record file is read as every input is: CR LF and a byte-order mark are line ends and
    /// no text, a missing file is no input (66) named as such, an array is not a record.
    @Test func castDemoReadsItsRecordsAsAnyInput() async throws {
        let records = try CLIRun.temporaryFile(
            "\u{FEFF}{\"seq\":1}\r\n\r\n[1]\r\n", suffix: "-records.ndjson")
        defer { try? FileManager.default.removeItem(atPath: records) }
        let run = await CLIRun(["cast", "demo", records, "--port", "0"])
        #expect(run.code == .dataError)
        #expect(run.stderr.contains("\(records):3: not a JSON object (an array)"), "\(run.stderr)")
        let missing = await CLIRun(["cast", "demo", records + ".gone", "--port", "0"])
        #expect(missing.code == .noInput)
        #expect(missing.stderr.contains("no such file"), "\(missing.stderr)")
    }

    /// A rate out of range fails before any audio. (An unknown --voice of `run` is found by the
    /// speech worker, a process of its own: scripts/cli-tests.sh checks it with the binary.)
    @Test func badVoiceOptionsFailBeforeAnyAudio() async throws {
        let audio = TestScratch.url.appendingPathComponent("status-audio-\(UUID().uuidString)").path
        for option in [["--rate", "20"]] {
            let run = await CLIRun(
                ["run", Self.feed, "--locale", "pt-BR", "--audio-dir", audio, "--casting", "none"] + option)
            #expect(run.code == .usage, "\(option): \(run.stderr)")
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: audio)) ?? []
        #expect(written.isEmpty, "audio written before the options were checked: \(written)")
        try? FileManager.default.removeItem(atPath: audio)
    }

    /// `route` with every newline and blank outside strings taken out: one line.
    static func oneLine(_ text: String) -> String {
        var result = ""
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                result.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
                result.append(character)
            } else if !character.isWhitespace {
                result.append(character)
            }
        }
        return result
    }

    /// Routes are told by their content, not their layout (docs/simulator.md).
    @Test func routesAreToldByContentNotLayout() async throws {
        let pretty = try String(contentsOfFile: Self.route, encoding: .utf8)
        let expected = await CLIRun(["directions", Self.route, "--locale", "pt-BR"])
        #expect(expected.code == .ok)
        let oneLine = try CLIRun.temporaryFile(Self.oneLine(pretty), suffix: "-one-line.json")
        let crlf = pretty.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\r\n")
        let bomCRLF = try CLIRun.temporaryFile("\u{FEFF}" + crlf, suffix: "-bom-crlf.json")
        defer {
            try? FileManager.default.removeItem(atPath: oneLine)
            try? FileManager.default.removeItem(atPath: bomCRLF)
        }
        #expect(!Self.oneLine(pretty).contains("\n"))
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: bomCRLF)).prefix(3)) == [0xEF, 0xBB, 0xBF])
        for file in [oneLine, bomCRLF] {
            let directions = await CLIRun(["directions", file, "--locale", "pt-BR"])
            #expect(directions.code == .ok, "\(file): \(directions.stderr)")
            #expect(directions.stdout == expected.stdout, "\(file)")
            let simulate = await CLIRun(["simulate", file])
            #expect(simulate.code == .ok, "\(file): \(simulate.stderr)")
        }
        let stdin = await CLIRun(
            ["directions", "-", "--locale", "pt-BR"], stdin: Array(Self.oneLine(pretty).utf8))
        #expect(stdin.code == .ok)
        #expect(stdin.stdout == expected.stdout)

        let runRoute = await CLIRun(["run", oneLine, "--locale", "pt-BR"])
        #expect(runRoute.code == .dataError)
        #expect(
            runRoute.stderr.contains(
                "this is a route response, not an event feed; drive it with `guidance simulate"),
            "\(runRoute.stderr)")
        // Every command that takes a route reads it the same way.
        for arguments in [
            ["simulate", Self.feed], ["qa", "timing", Self.feed, "--locale", "pt-BR"],
            ["navigate", "--route", Self.feed, "--gps", "nmea:/dev/null"],
        ] {
            let feedAsRoute = await CLIRun(arguments)
            #expect(feedAsRoute.code == .dataError, "\(arguments)")
            #expect(
                feedAsRoute.stderr.contains(
                    "this is an event feed, not a route response; play it with `guidance run"),
                "\(arguments): \(feedAsRoute.stderr)")
        }
        let missing = await CLIRun(["navigate", "--route", Self.feed + ".gone", "--gps", "nmea:/dev/null"])
        #expect(missing.code == .noInput && missing.stderr.contains("no such file"), "\(missing.stderr)")
    }

    @Test func urlCommands() async {
        let parse = await CLIRun([
            "url", "parse", "comgooglemaps://?center=40.765819,-73.975866&zoom=14&views=traffic",
        ])
        #expect(parse.code == .ok && parse.stdout.contains(#""views":["traffic"]"#), "\(parse.stdout)")
        let zoom = await CLIRun(["url", "parse", "comgooglemaps://?zoom=40"])
        #expect(zoom.code == .dataError && zoom.stderr.contains("zoom"), "\(zoom.stderr)")
        #expect(
            await CLIRun(["url", "parse", "comgooglemaps-x-callback://?q=x&x-success=a://"]).code
                == .dataError)
        let build = await CLIRun(["url", "build", "--daddr", "Tokyo Tower, Tokyo", "--mode", "transit"])
        #expect(build.code == .ok)
        #expect(build.stdout.contains("comgooglemaps://?daddr=Tokyo+Tower,+Tokyo&directionsmode=transit"))
        #expect(await CLIRun(["url", "build", "--daddr", "x", "--mode", "flying"]).code == .usage)
        #expect(await CLIRun(["url", "build", "--daddr", "x", "--callback", "a://"]).code == .usage)
        let desktop = await CLIRun(["url", "from-desktop", "https://maps.google.com/?q=@37.3161,-122.1836"])
        #expect(desktop.code == .ok)
        #expect(desktop.stdout.contains("comgooglemapsurl://maps.google.com/?q=@37.3161,-122.1836"))
        #expect(await CLIRun(["url", "from-desktop", "https://www.google.x1/maps/"]).code == .dataError)
    }

    @Test func placeStatus() async throws {
        let place = try CLIRun.temporaryFile(
            #"{"regularOpeningHours":{"periods":[{"open":{"day":3,"hour":9,"minute":0},"close":{"day":3,"hour":18,"minute":0}}]},"utcOffsetMinutes":-180}"#,
            suffix: "-place.json")
        defer { try? FileManager.default.removeItem(atPath: place) }
        let status = await CLIRun(["place", "status", place, "--at", "2026-12-02T17:30:00-03:00"])
        #expect(status.code == .ok)
        #expect(status.stdout.contains(#""note":{"at":"18:00","kind":"closesSoon"}"#), "\(status.stdout)")
        let text = try String(contentsOfFile: place, encoding: .utf8)
        let stdin = await CLIRun(
            ["place", "status", "-", "--at", "2026-12-02T12:00:00Z"], stdin: Array(text.utf8))
        #expect(stdin.code == .ok && stdin.stdout.contains(#""status":"open""#), "\(stdin.stdout)")
        let missing = await CLIRun([
            "place", "status", "/nonexistent/place.json", "--at", "2026-12-02T12:00:00Z",
        ])
        #expect(missing.code == .noInput)
        try #"{"regularOpeningHours":{"periods":[{"open":{"day":9}}]}}"#.write(
            toFile: place, atomically: true, encoding: .utf8)
        let badDay = await CLIRun(["place", "status", place, "--at", "2026-12-02T12:00:00Z"])
        #expect(badDay.code == .dataError)
        #expect(badDay.stderr.contains("periods[0].open.day"), "\(badDay.stderr)")
    }

    /// place status reads the shipped places file (an array), as run --places does.
    @Test func placeStatusOfTheShippedPlaces() async throws {
        let all = await CLIRun(["place", "status", Self.places, "--at", "2026-12-02T21:50:00-03:00"])
        #expect(all.code == .ok)
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.places))
        let count = try #require(try JSONSerialization.jsonObject(with: data) as? [Any]).count
        #expect(all.stdout.split(separator: "\n").count == count)
        #expect(all.stdout.contains(#""id":"praca-por-do-sol""#))
        let one = await CLIRun(["place", "status", Self.places, "--id", "praca-por-do-sol"])
        #expect(one.code == .ok && one.stdout.split(separator: "\n").count == 1)
        #expect(await CLIRun(["place", "status", Self.places, "--id", "nowhere"]).code == .dataError)
    }

    @Test func messageCommands() async throws {
        let plural = await CLIRun([
            "message", "format", "--locale", "pt-BR", "--params-json", #"{"n": 1.5}"#,
            ".input {$n :number} .match $n one {{{$n} quilômetro}} * {{{$n} quilômetros}}",
        ])
        #expect(plural.code == .ok && plural.stdout.contains("1,5 quilômetro"), "\(plural.stdout)")
        let fallback = await CLIRun(["message", "format", "--bidi", "none", "Hi {$name}!"])
        #expect(fallback.code == .dataError)
        #expect(fallback.stdout.contains("Hi {$name}!"))
        #expect(fallback.stderr.contains("error: unresolved-variable:"))
        let syntax = await CLIRun(["message", "format", "{oops"])
        #expect(syntax.code == .dataError && syntax.stderr.contains("error: syntax-error:"))
        let parts = await CLIRun(["message", "format", "--parts", "{#b}x{/b}"])
        #expect(parts.code == .ok && parts.stdout.contains(#""kind":"open""#))
        let resource = try CLIRun.temporaryFile(
            "@param n count\nok = {$n :number}\n[nav]\nbad = .match {{x}}\n", suffix: ".mf2")
        defer { try? FileManager.default.removeItem(atPath: resource) }
        let check = await CLIRun(["message", "check", resource])
        #expect(check.code == .dataError && check.stderr.contains("\(resource):4:"), "\(check.stderr)")
        try "ok = {$n :number}\n".write(toFile: resource, atomically: true, encoding: .utf8)
        #expect(await CLIRun(["message", "check", resource]).code == .ok)
    }

    /// Limits and served names of `run --serve` are checked before anything is served.
    @Test(arguments: [
        ["--max-subscribers", "4"],
        ["--allow-host", "car.local"],
        ["--serve", "127.0.0.1:0", "--max-subscribers", "0"],
        ["--serve", "127.0.0.1:0", "--max-subscribers", "many"],
        ["--serve", "127.0.0.1:0", "--max-per-address", "0"],
        ["--serve", "127.0.0.1:0", "--allow-host", "car.local:8080"],
    ])
    func serveOptionsAreCheckedFirst(options: [String]) async {
        let run = await CLIRun(["run", Self.feed, "--locale", "pt-BR"] + options)
        #expect(run.code == .usage, "\(options): \(run.stderr)")
    }

    /// `--` ends options; `-` is standard input.
    @Test func doubleDashAndStandardInput() async throws {
        #expect(await CLIRun(["events", "validate", "--", Self.feed]).code == .ok)
        let feed = try Data(contentsOf: URL(fileURLWithPath: Self.feed))
        #expect(await CLIRun(["events", "validate", "-"], stdin: Array(feed)).code == .ok)
    }
}
