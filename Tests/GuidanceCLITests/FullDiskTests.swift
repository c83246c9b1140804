import Foundation
import TestSupport
import Testing

@testable import GuidanceCLI

/// Every command of the dispatcher, run with standard output on a full device: the loss is
/// reported once, nothing claims success after it, and the status is 73. The command list comes
/// from the dispatcher itself, so a new command cannot escape the table.
@Suite struct FullDiskTests {
    /// Arguments that make each command (named by its path without `guidance`) write data on
    /// standard output, as cheaply as it can.
    static let invocations: [String: [String]] = {
        let feed = Repository.path("examples/sao-paulo.events.ndjson")
        let route = Repository.path("examples/sao-paulo.osrm.json")
        let lisbon = Repository.path("examples/lisbon.osrm.json")
        let places = Repository.path("examples/sao-paulo.places.json")
        let casting = Repository.path("examples/cast-sample.ndjson")
        let scratch = TestScratch.root
        return [
            "run": ["run", feed, "--locale", "pt-BR"],
            "directions": ["directions", route, "--locale", "pt-BR"],
            "events validate": ["events", "validate", feed],
            "simulate": ["simulate", lisbon],
            "navigate": ["navigate", "--route", route, "--gps", "simulate:" + route],
            "say": ["say", "--locale", "pt-BR", "-o", "-", "Vire à direita."],
            "voices": ["voices"],
            "locale list": ["locale", "list"],
            "locale show": ["locale", "show", "pt-BR"],
            "locale plural": ["locale", "plural", "pt-BR", "1"],
            "locale road": ["locale", "road", "pt-BR", "Rua Augusta", "--prep", "em"],
            "locale distance": ["locale", "distance", "pt-BR", "1500"],
            "message format": ["message", "format", "--params-json", "{\"x\": 1}", "Hello {$x}"],
            "message check": ["message", "check", Repository.path("templates/en-US.mf2")],
            "qa lint": ["qa", "lint", "--locale", "en-US"],
            "qa matrix": ["qa", "matrix", "--locale", "en-US"],
            "qa audio": ["qa", "audio", "--locale", "en-US", "--output", scratch + "/full-disk-audio"],
            "qa report": [
                "qa", "report", "--no-audio", "--locale", "en-US", "--output", scratch + "/full-disk-report",
            ],
            "qa timing": [
                "qa", "timing", "--locale", "en-US", "--speeds", "50",
                Repository.path("examples/us-city.osrm.json"),
            ],
            "qa pseudo": ["qa", "pseudo", "--output", "-"],
            "qa export": ["qa", "export", "--format", "po", "en-US"],
            "qa import": ["qa", "import", Self.exportedPO],
            "url parse": ["url", "parse", "comgooglemaps://?center=40.765819,-73.975866&zoom=14"],
            "url build": ["url", "build", "--daddr", "Tokyo Tower, Tokyo"],
            "url from-desktop": ["url", "from-desktop", "https://maps.google.com/?q=@37.3161,-122.1836"],
            "place status": ["place", "status", places, "--at", "2026-12-02T12:00:00Z"],
            "cast demo": ["cast", "demo", casting, "--port", "0"],
            "version": ["version"],
        ]
    }()

    /// Commands that write no data of their own on standard output, and why.
    static let exempt: [String: String] = [
        "speech-worker":
            "speaks a binary protocol with its parent; a failed write ends the worker, which the parent"
            + " treats as a crash (IsolationTests)"
    ]

    /// A PO file of en-US written by `qa export`, for `qa import` to read.
    static let exportedPO: String = {
        let path = TestScratch.root + "/full-disk-en-US.po"
        let semaphore = DispatchSemaphore(value: 0)
        Task {
            _ = await CLIRun(["qa", "export", "--format", "po", "--output", path, "en-US"])
            semaphore.signal()
        }
        semaphore.wait()
        return path
    }()

    @Test func everyCommandOfTheDispatcherIsInTheTable() {
        let paths = Set(
            GuidanceCLI.dispatcher.commands.map { String($0.spec.path.dropFirst("guidance ".count)) })
        let covered = Set(Self.invocations.keys).union(Self.exempt.keys)
        #expect(paths.subtracting(covered).isEmpty, "commands missing from the table")
        #expect(covered.subtracting(paths).isEmpty, "table entries that are no command")
        #expect(Set(Self.invocations.keys).isDisjoint(with: Self.exempt.keys))
    }

    @Test(arguments: invocations.keys.sorted())
    func aFullDiskIsReportedOnceAndFailsTheCommand(command: String) async throws {
        guard Self.fullDeviceExists else {
            print("notice: /dev/full is not a character device here; \(command) on a full disk is skipped")
            return
        }
        let arguments = try #require(Self.invocations[command])
        let stdout = try TextOutput.file(atPath: "/dev/full", name: "standard output")
        let context = CommandContext(stdout: stdout, stderr: .capture(), stdin: .bytes([]), environment: [:])
        let code = await GuidanceCLI.dispatcher.run(arguments, context: context)
        let lines = context.stderr.text.split(separator: "\n").map(String.init)
        let reports = lines.indices.filter { lines[$0] == "error: standard output: No space left on device" }
        #expect(code == .cannotCreate, "\(command): exit \(code.rawValue); stderr: \(lines.suffix(3))")
        #expect(reports.count == 1, "\(command): \(reports.count) reports; stderr: \(lines.suffix(3))")
        // After the loss, only warnings and errors: nothing may read as a success.
        if let first = reports.first {
            let after = lines[(first + 1)...].filter {
                !$0.hasPrefix("error: ") && !$0.hasPrefix("warning: ")
            }
            #expect(after.isEmpty, "\(command) wrote after the loss: \(after)")
        }
    }

    @Test func theStatusRuleIsTheDispatchers() {
        let full = OutputLoss(output: "standard output", errorNumber: ENOSPC)
        let closed = OutputLoss(output: "standard output", errorNumber: EPIPE)
        #expect(Dispatcher.status(.ok, after: full) == .cannotCreate)
        #expect(Dispatcher.status(.dataError, after: full) == .cannotCreate)
        #expect(Dispatcher.status(.ok, after: closed) == .ok)
        #expect(Dispatcher.status(.dataError, after: closed) == .dataError)
        #expect(Dispatcher.status(.failure, after: nil) == .failure)
        #expect(!full.readerClosed && closed.readerClosed)
    }

    @Test func aClosedPipeEndsAFeedQuietlyWithoutReadingOn() async throws {
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let stdout = TextOutput.descriptor(ends[1], name: "standard output")
        let context = CommandContext(stdout: stdout, stderr: .capture(), stdin: .bytes([]), environment: [:])
        let feed = Repository.path("examples/sao-paulo.events.ndjson")
        let code = await GuidanceCLI.dispatcher.run(
            ["run", feed, "--locale", "pt-BR", "--casting", "text"], context: context)
        stdout.close()
        #expect(code == .ok)
        #expect(context.stderr.text.isEmpty, "stderr: \(context.stderr.text)")
        #expect(stdout.loss?.readerClosed == true)
    }

    private static var fullDeviceExists: Bool {
        var status = stat()
        return stat("/dev/full", &status) == 0 && (status.st_mode & S_IFMT) == S_IFCHR
    }
}
