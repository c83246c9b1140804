import Arguments
import Foundation
import Glibc
import GuidanceCLI
import GuidanceModel

/// `guidance-bench live`: how long a screen waits for its casting line. Starts `guidance run` (the
/// binary beside this one, or `--guidance`) as a separate process reading a pipe, as a head unit
/// does, writes one event at a time and times each event's casting line from the write to the
/// moment the reader has it.
struct BenchLiveCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench live",
        abstract: "Measure the latency from an event written to run's stdin to its casting line.",
        discussion: """
            Runs `guidance run - --casting ndjson` in a child process, writes --events navInfo
            updates one at a time (each a visible change), waits for each one's casting line on
            the child's stdout and prints the percentiles in milliseconds. The child is the
            guidance binary beside guidance-bench (same build), or --guidance PATH.
            Goals: Benchmarks/goals.json.
            Example: guidance-bench live --events 2000
            """,
        options: [
            OptionSpec("locale", short: "l", valueName: "TAG", help: "Language (default pt-BR)."),
            OptionSpec("events", valueName: "N", help: "Events to time (default 2000)."),
            OptionSpec("data", valueName: "DIR", help: "Data directory with templates/ and locales/."),
            GuidanceBinary.option,
            GoalBook.option,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let guidance = try GuidanceBinary.locate(arguments)
        // Negotiated here, so that an unshipped tag is a usage error, not a child that ends early.
        let locale = try RendererLoader.bundle(
            locale: arguments.value("locale") ?? "pt-BR", dataDirectory: arguments.value("data")
        ).tag
        let count = try arguments.int("events") ?? 2000
        guard count > 0 else { throw UsageError("--events must be positive") }
        var childArguments = ["run", "-", "--locale", locale, "--casting", "ndjson"]
        if let data = arguments.value("data") { childArguments += ["--data", data] }
        let child = Process()
        child.executableURL = URL(fileURLWithPath: guidance)
        child.arguments = childArguments
        let input = Pipe()
        let output = Pipe()
        child.standardInput = input
        child.standardOutput = output
        child.standardError = FileHandle.nullDevice
        do {
            try child.run()
        } catch {
            throw CommandFailure(.internalError, "cannot start guidance run: \(error.localizedDescription)")
        }
        defer {
            try? input.fileHandleForWriting.close()
            child.waitUntilExit()
        }
        let lines = try Self.events(count: count)
        var reader = LineReader(descriptor: output.fileHandleForReading.fileDescriptor)
        var latencies: [Double] = []
        var missed = 0
        for line in lines {
            let start = DispatchTime.now().uptimeNanoseconds
            input.fileHandleForWriting.write(Data(line.utf8))
            if reader.nextLine(timeoutMilliseconds: 2000) {
                latencies.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            } else {
                missed += 1
            }
        }
        let sorted = latencies.sorted()
        func percentile(_ fraction: Double) -> Double {
            guard !sorted.isEmpty else { return 0 }
            let value = sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
            return (value * 100).rounded() / 100
        }
        var report = BenchReport("live")
        report.text("locale", locale)
        report.integer("events", count)
        report.integer("linesMissed", missed)
        report.number("latencyMillisecondsP50", percentile(0.50), decimals: 2)
        report.number("latencyMillisecondsP90", percentile(0.90), decimals: 2)
        report.number("latencyMillisecondsP99", percentile(0.99), decimals: 2)
        report.number("latencyMillisecondsMax", percentile(1.0), decimals: 2)
        try report.write(to: context.stdout, goals: goals)
        return .ok
    }

    /// `count` navInfo lines on one step whose distance alternates between two values that the
    /// screen shows differently, so that every event changes the casting record.
    static func events(count: Int) throws -> [String] {
        let step = StepInfo(
            maneuver: .turnLeft, simpleRoadName: "Rua Augusta", roundaboutTurnNumber: -1, stepNumber: 1,
            distanceFromPrevStepMeters: 900, timeFromPrevStepSeconds: 60,
            lanes: [Lane(directions: [LaneDirection(shape: .normalLeft, isRecommended: true)])])
        return try (0..<count).map { tick in
            let meters = tick % 2 == 0 ? 900.0 : 800.0
            let info = NavInfo(
                navState: .enroute, currentStep: step, remainingSteps: [],
                distanceToCurrentStepMeters: meters, timeToCurrentStepSeconds: meters / 14,
                distanceToFinalDestinationMeters: meters + 5000,
                timeToFinalDestinationSeconds: (meters + 5000) / 14,
                speedMetersPerSecond: 14)
            return try NavigatorEvent(.navInfo(info), timestamp: Double(tick)).wireLine() + "\n"
        }
    }

    /// Reads whole lines from a pipe, waiting at most a given time for each.
    private struct LineReader {
        let descriptor: Int32
        var buffer: [UInt8] = []

        /// Waits for the next complete line and drops it; false when none came in time.
        mutating func nextLine(timeoutMilliseconds: Int32) -> Bool {
            while true {
                if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                    buffer.removeSubrange(...newline)
                    return true
                }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                guard poll(&poller, 1, timeoutMilliseconds) > 0 else { return false }
                var chunk = [UInt8](repeating: 0, count: 65536)
                let got = read(descriptor, &chunk, chunk.count)
                guard got > 0 else { return false }
                buffer += chunk[..<got]
            }
        }
    }
}
