import Arguments
import Foundation
import GuidanceCLI
import MessageFormat

/// `guidance-bench message`: median time to format a compiled message with two selectors and two
/// placeholders, and median time to parse and compile it; prints one JSON object.
struct BenchMessageCommand: CLICommand {
    static let source = """
        .input {$count :integer}
        .input {$unit :string}
        .match $count $unit
        one km {{In {$count} kilometer, turn onto {$road}}}
        * km {{In {$count} kilometers, turn onto {$road}}}
        one * {{In {$count} {$unit}, turn onto {$road}}}
        * * {{In {$count} {$unit}s, turn onto {$road}}}
        """

    let spec = CommandSpec(
        path: "guidance-bench message",
        abstract: "Measure MessageFormat 2 formatting and parsing speed.",
        discussion: """
            Formats a compiled message with two selectors (:integer and :string) and two
            placeholders in batches of --batch calls, --rounds times, and reports the median time
            per call; the same for parsing and compiling the message. Goals: Benchmarks/goals.json
            (release build).
            --variants N measures instead a .match of N numeric variants: the median time to parse
            and compile it (--rounds times, default 5) and to format it, which grow linearly with N.
            """,
        options: [
            OptionSpec("rounds", valueName: "N", help: "Measured batches (default 200)."),
            OptionSpec("batch", valueName: "N", help: "Calls per batch (default 1000)."),
            CommonOptions.locale("Locale of the plural rules and numbers (default en-US)."),
            OptionSpec("variants", valueName: "N", help: "Measure a .match of N variants instead."),
            GoalBook.option,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let goals = try GoalBook.load(arguments)
        if let variants = try arguments.int("variants") {
            guard (1...10_000_000).contains(variants) else {
                throw UsageError("option --variants: must be from 1 to 10000000, got \(variants)")
            }
            return try BenchMessageVariants.run(
                variants: variants, rounds: max(1, try arguments.int("rounds") ?? 5),
                locale: arguments.value("locale") ?? "en-US", goals: goals, context: context)
        }
        let rounds = max(1, try arguments.int("rounds") ?? 200)
        let batch = max(1, try arguments.int("batch") ?? 1000)
        let locale = arguments.value("locale") ?? "en-US"
        let message: CompiledMessage
        do {
            message = try CompiledMessage(Self.source, locale: locale)
        } catch {
            throw CommandFailure(.internalError, "benchmark message does not compile: \(error)")
        }
        let inputs: [MessageArguments] = [
            ["count": 1, "unit": "km", "road": "Rua Augusta"],
            ["count": 3, "unit": "km", "road": "Avenida da Liberdade"],
        ]
        var sink = 0
        let formatTimes = BenchTiming.measure(rounds: rounds, batch: batch) { index in
            sink &+= message.format(inputs[index & 1]).utf8.count
        }
        let parseTimes = BenchTiming.measure(rounds: rounds, batch: max(1, batch / 10)) { _ in
            if let compiled = try? CompiledMessage(Self.source, locale: locale) {
                sink &+= compiled.source.count
            }
        }
        let sample = message.format(inputs[1])
        var report = BenchReport("message")
        report.number("formatMedianNs", BenchTiming.median(formatTimes))
        report.number("formatMinNs", formatTimes.min())
        report.number("parseCompileMedianNs", BenchTiming.median(parseTimes))
        report.number("parseCompileMinNs", parseTimes.min())
        report.integer("rounds", rounds)
        report.integer("batch", batch)
        report.text("locale", locale)
        report.integer("sampleLength", sample.count)
        report.integer("checksum", sink & 0xFFFF)
        try report.write(to: context.stdout, goals: goals)
        return .ok
    }
}
