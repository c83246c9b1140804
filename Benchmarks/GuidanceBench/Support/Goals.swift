import Arguments
import Foundation
import GuidanceCLI
import StrictJSON

/// One goal of a benchmark: a figure it reports that must stay at most, or at least, a value.
struct Goal: Sendable, Decodable {
    /// The figure's key in the benchmark's JSON output.
    var figure: String
    /// The largest value that meets the goal, for a cost.
    var atMost: Double?
    /// The smallest value that meets the goal, for a throughput.
    var atLeast: Double?
    /// Why the goal is where it is (not printed; for whoever changes it).
    var why: String?

    /// Whether `value` meets the goal.
    func isMet(by value: Double) -> Bool {
        if let atMost, value > atMost { return false }
        if let atLeast, value < atLeast { return false }
        return true
    }
}

/// The goals of every benchmark, read from `Benchmarks/goals.json`: data rather than constants in
/// the commands, so that a goal changes in one reviewed file, which `scripts/bench-vs-oti.sh`
/// reads too and docs/benchmarks.md quotes.
struct GoalBook: Sendable {
    /// The goals by benchmark (the command's name after `guidance-bench`).
    var goals: [String: [Goal]]

    /// The `--goals FILE` option every benchmark takes.
    static let option = OptionSpec(
        "goals", valueName: "FILE",
        help: "The goals to report against (default: Benchmarks/goals.json of the checkout).")

    /// The goals of `--goals`, else of the first `Benchmarks/goals.json` found above the
    /// executable's directory (a build directory of the checkout) or above the working directory.
    static func load(_ arguments: ParsedArguments) throws(CommandFailure) -> GoalBook {
        guard let path = arguments.value("goals") ?? defaultPath() else {
            throw CommandFailure(
                .noInput,
                "no Benchmarks/goals.json above guidance-bench or the working directory; give --goals FILE")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw CommandFailure(.noInput, "\(path): cannot read the goals: \(error.localizedDescription)")
        }
        let goals: [String: [Goal]]
        do {
            goals = try JSONDecoder().decode([String: [Goal]].self, from: data)
        } catch {
            throw CommandFailure(.dataError, "\(path): not a goals file: \(error)")
        }
        for (bench, list) in goals {
            for goal in list where (goal.atMost == nil) == (goal.atLeast == nil) {
                throw CommandFailure(
                    .dataError, "\(path): \(bench).\(goal.figure): give exactly one of atMost and atLeast")
            }
        }
        return GoalBook(goals: goals)
    }

    private static func defaultPath() -> String? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let starts = [
            executable.deletingLastPathComponent(),
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        ]
        for start in starts {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("Benchmarks/goals.json").path
                if FileManager.default.isReadableFile(atPath: candidate) { return candidate }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }
}

/// A benchmark's output: its figures as one JSON object, a field per line in the order they were
/// added, then `goals`, each goal of the benchmark with the figure's value and whether it is met,
/// and `goalsMet`. Every benchmark prints through it, so that all read the same way.
struct BenchReport {
    /// The benchmark's name in the goals file.
    let bench: String
    private var fields: [(name: String, json: String)] = []
    /// The numeric fields by name, with their JSON text, for the goals (nil for a `null` figure).
    private var figures: [String: (value: Double, json: String)?] = [:]

    init(_ bench: String) {
        self.bench = bench
    }

    /// Adds a string field.
    mutating func text(_ name: String, _ value: String) {
        fields.append((name, JSONWriter.quoted(value)))
    }

    /// Adds an integer field, which a goal may name.
    mutating func integer(_ name: String, _ value: Int?) {
        let json = value.map(String.init) ?? "null"
        fields.append((name, json))
        figures[name] = value.map { (Double($0), json) }
    }

    /// Adds a number field written with `decimals` digits after the point (`null` when nil),
    /// which a goal may name.
    mutating func number(_ name: String, _ value: Double?, decimals: Int = 1) {
        let json = value.map { String(format: "%.\(decimals)f", $0) } ?? "null"
        fields.append((name, json))
        figures[name] = value.map { ($0, json) }
    }

    /// Adds a field whose value is JSON already (an object of percentiles).
    mutating func raw(_ name: String, _ json: String) {
        fields.append((name, json))
    }

    /// Writes the object with its goals; a goal naming a figure this benchmark does not report
    /// is an error in the goals file.
    func write(to output: TextOutput, goals book: GoalBook) throws(CommandFailure) {
        var lines = fields.map { "  \(JSONWriter.quoted($0.name)): \($0.json)" }
        var entries: [String] = []
        var allMet = true
        for goal in book.goals[bench] ?? [] {
            guard let figure = figures[goal.figure] else {
                throw CommandFailure(
                    .dataError,
                    "goals: \(bench).\(goal.figure) is not a figure guidance-bench \(bench) reports")
            }
            let bound =
                goal.atMost.map { "\"atMost\": \(Self.limit($0))" }
                ?? "\"atLeast\": \(Self.limit(goal.atLeast ?? 0))"
            let met = figure.map { goal.isMet(by: $0.value) }
            if met == false { allMet = false }
            let value = figure?.json ?? "null"
            let verdict = met.map { "\($0)" } ?? "null"
            let name = JSONWriter.quoted(goal.figure)
            entries.append("    {\"figure\": \(name), \(bound), \"value\": \(value), \"met\": \(verdict)}")
        }
        lines.append(
            "  \"goals\": [" + (entries.isEmpty ? "]" : "\n" + entries.joined(separator: ",\n") + "\n  ]"))
        lines.append("  \"goalsMet\": \(allMet)")
        output.write("{\n" + lines.joined(separator: ",\n") + "\n}\n")
    }

    /// A goal's value as JSON: whole numbers without a fraction.
    private static func limit(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
    }
}
