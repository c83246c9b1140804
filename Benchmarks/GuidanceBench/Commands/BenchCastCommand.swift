import Arguments
import CastServer
import Foundation
import Glibc
import GuidanceCLI

/// `guidance-bench cast`: measures the live feed in-process: how long a record takes from
/// `publish` to every subscriber, how many subscribers are held, and what each one costs.
struct BenchCastCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance-bench cast",
        abstract: "Measure casting feed latency, subscribers held and memory per subscriber.",
        discussion: """
            Starts a server on 127.0.0.1, connects the subscribers over loopback, publishes the
            records at a steady pace and prints one JSON object: latency percentiles in
            microseconds (publish to each subscriber's read), and resident memory per subscriber
            (server and test clients together, so an upper bound). Exits 1 when a record did not
            reach every subscriber. Goals: Benchmarks/goals.json.
            Example: guidance-bench cast --subscribers 256 --records 200
            """,
        options: [
            OptionSpec("subscribers", valueName: "N", help: "Concurrent /feed subscribers (default 64)."),
            OptionSpec("records", valueName: "N", help: "Records to publish (default 200)."),
            OptionSpec("interval", valueName: "MS", help: "Milliseconds between records (default 5)."),
            GoalBook.option,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        let subscribers = try arguments.int("subscribers") ?? 64
        let records = try arguments.int("records") ?? 200
        let interval = try arguments.int("interval") ?? 5
        guard subscribers > 0, records > 0, interval >= 0 else {
            throw UsageError("--subscribers and --records must be positive, --interval not negative")
        }
        Self.raiseDescriptorLimit()
        // Every subscriber comes from 127.0.0.1, so one address may hold them all here.
        let server = CastServer(
            options: CastServerOptions(
                maxSubscribers: subscribers, maxConnectionsPerAddress: subscribers + 16))
        let port: Int
        do {
            port = try server.start()
        } catch {
            throw CommandFailure(.internalError, error.description)
        }
        defer { server.stop() }
        let before = Self.residentBytes()
        let probe = try FeedProbe(port: port, count: subscribers)
        probe.start()
        let deadline = Date().addingTimeInterval(30)
        while server.statistics.subscribers < subscribers, Date() < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        let held = server.statistics.subscribers
        let after = Self.residentBytes()

        let padding = String(repeating: "x", count: 400)
        var published: [Int: UInt64] = [:]
        for seq in 1...records {
            let record =
                "{\"seq\":\(seq),\"state\":\"enroute\",\"maneuver\":\"turnRight\",\"pad\":\"\(padding)\"}"
            published[seq] = DispatchTime.now().uptimeNanoseconds
            server.publish(record: record)
            if interval > 0 { try await Task.sleep(for: .milliseconds(interval)) }
        }
        let settle = Date().addingTimeInterval(10)
        while probe.arrivalCount < records * held, Date() < settle {
            try await Task.sleep(for: .milliseconds(20))
        }
        var all: [Double] = []
        var complete: [Double] = []
        var delivered = 0
        for seq in 1...records {
            guard let start = published[seq] else { continue }
            let arrivals = probe.arrivalTimes(of: seq)
            delivered += arrivals.count
            all += arrivals.map { Double($0 &- start) / 1000 }
            if arrivals.count == held, let last = arrivals.max() {
                complete.append(Double(last &- start) / 1000)
            }
        }
        probe.stop()
        all.sort()
        complete.sort()
        let perSubscriber = held > 0 ? max(0, after - before) / held : 0
        var report = BenchReport("cast")
        report.integer("subscribersRequested", subscribers)
        report.integer("subscribersHeld", held)
        report.integer("records", records)
        report.integer("intervalMs", interval)
        report.integer("recordBytes", padding.count + 62)
        report.integer("deliveries", delivered)
        report.integer("deliveriesExpected", records * held)
        report.integer("undelivered", records * held - delivered)
        report.raw("latencyMicros", Self.summary(all))
        report.raw("fanOutCompleteMicros", Self.summary(complete))
        report.integer("residentBytesPerSubscriber", perSubscriber)
        report.integer("dropped", server.statistics.subscribersDropped)
        try report.write(to: context.stdout, goals: goals)
        return delivered == records * held && held == subscribers ? .ok : .failure
    }

    private static func summary(_ sorted: [Double]) -> String {
        guard !sorted.isEmpty else { return "null" }
        func at(_ fraction: Double) -> Int {
            Int(sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction))].rounded())
        }
        return
            "{\"p50\":\(at(0.5)),\"p95\":\(at(0.95)),\"p99\":\(at(0.99)),\"max\":\(at(1)),\"samples\":\(sorted.count)}"
    }

    /// Resident set size from /proc/self/statm, in bytes.
    private static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Each subscriber takes two descriptors here (both ends live in this process).
    private static func raiseDescriptorLimit() {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return }
        limit.rlim_cur = limit.rlim_max
        _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
    }
}
