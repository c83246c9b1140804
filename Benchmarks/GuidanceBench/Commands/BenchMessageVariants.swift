import Foundation
import GuidanceCLI
import MessageFormat

/// `guidance-bench message --variants N`: how compiling and selecting scale with the number of
/// `.match` variants (linear since the key table stopped searching the key list per cell; 100,000
/// variants once took 22 s to compile).
enum BenchMessageVariants {
    /// `.input {$n :integer} .match $n 0 {{v0}} 1 {{v1}} … one {{one}} * {{other}}`.
    static func source(variants: Int) -> String {
        var source = ".input {$n :integer}\n.match $n\n"
        source.reserveCapacity(variants * 16)
        for index in 0..<variants { source += "\(index) {{v\(index)}}\n" }
        return source + "one {{one}}\n* {{other}}"
    }

    /// Parses and compiles the message `rounds` times, formats it `rounds × 10` times with values
    /// spread over the keys, and writes one JSON object with the medians (its goals are those
    /// of `message-variants` in the goals file).
    static func run(
        variants: Int, rounds: Int, locale: String, goals: GoalBook, context: CommandContext
    ) throws -> ExitCode {
        let text = source(variants: variants)
        var compileTimes: [Double] = []
        var compiled: CompiledMessage?
        for _ in 0..<rounds {
            let start = DispatchTime.now().uptimeNanoseconds
            compiled = try? CompiledMessage(text, locale: locale)
            compileTimes.append(Double(DispatchTime.now().uptimeNanoseconds - start))
        }
        guard let message = compiled else {
            throw CommandFailure(.internalError, "benchmark message of \(variants) variants does not compile")
        }
        var sink = 0
        let formatTimes = BenchTiming.measure(rounds: rounds, batch: 10) { index in
            sink &+= message.format(["n": .integer((index * 7919) % max(1, variants))]).utf8.count
        }
        let compileMedian = BenchTiming.median(compileTimes)
        var report = BenchReport("message-variants")
        report.integer("variants", variants)
        report.integer("sourceBytes", text.utf8.count)
        report.number("parseCompileMedianMs", compileMedian / 1e6)
        report.number("parseCompilePerVariantNs", compileMedian / Double(max(1, variants)))
        report.number("formatMedianUs", BenchTiming.median(formatTimes) / 1e3)
        report.integer("rounds", rounds)
        report.text("locale", locale)
        report.integer("checksum", sink & 0xFFFF)
        try report.write(to: context.stdout, goals: goals)
        return .ok
    }
}
