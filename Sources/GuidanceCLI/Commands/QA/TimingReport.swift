import Foundation
import LocalizationQA
import StrictJSON

/// What `guidance qa timing` prints: a line per drive, the totals against their limits, and the
/// worst cases of each kind.
struct TimingReport {
    /// One drive: a route in a locale at a speed.
    struct Drive {
        var route: String
        var locale: String
        var speed: Double
    }

    /// The largest share of spoken prompts allowed per kind (percent); a kind without one is
    /// reported, not judged.
    let limits: [TimingFinding.Kind: Double]
    /// Worst cases listed per kind.
    let worst: Int
    private var drives: [(drive: Drive, summary: TimingSummary)] = []
    private var total = TimingSummary()
    private var cases: [TimingFinding.Kind: [(drive: Drive, finding: TimingFinding)]] = [:]

    init(limits: [TimingFinding.Kind: Double], worst: Int) {
        self.limits = limits
        self.worst = worst
    }

    mutating func add(_ drive: Drive, prompts: [TimedPrompt], findings: [TimingFinding]) {
        var summary = TimingSummary()
        summary.add(prompts: prompts.count, findings: findings)
        drives.append((drive, summary))
        total.add(summary)
        for finding in findings {
            var list = cases[finding.kind, default: []]
            list.append((drive, finding))
            list.sort { $0.finding.amount > $1.finding.amount }
            cases[finding.kind] = Array(list.prefix(worst))
        }
    }

    /// Whether every judged share is within its limit.
    var passed: Bool {
        limits.allSatisfy { kind, limit in total.percent(kind) <= limit + 1e-9 }
    }

    var text: String {
        var lines = [
            "route\tlocale\tkm/h\tprompts\t"
                + TimingFinding.Kind.allCases.map(\.rawValue).joined(separator: "\t")
        ]
        for (drive, summary) in drives {
            let shares = TimingFinding.Kind.allCases.map { String(summary.counts[$0] ?? 0) }
            lines.append(
                "\(drive.route)\t\(drive.locale)\t\(drive.speed.plainText)\t\(summary.prompts)\t"
                    + shares.joined(separator: "\t"))
        }
        lines.append("")
        lines.append("total: \(total.prompts) spoken prompts")
        for kind in TimingFinding.Kind.allCases {
            let verdict = limits[kind].map {
                total.percent(kind) <= $0 + 1e-9 ? "ok, at most \($0) %" : "ABOVE \($0) %"
            }
            lines.append(
                "  \(kind.rawValue): \(total.counts[kind] ?? 0) (\(String(format: "%.1f", total.percent(kind))) %)"
                    + (verdict.map { "  \($0)" } ?? ""))
        }
        for kind in TimingFinding.Kind.allCases {
            guard let list = cases[kind], !list.isEmpty else { continue }
            lines.append("")
            lines.append("worst \(kind.rawValue):")
            for (drive, finding) in list {
                lines.append(
                    "  \(String(format: "%.1f", finding.amount)) \(finding.unit)  \(drive.route) \(drive.locale) "
                        + "\(drive.speed.plainText) km/h  prompt \(finding.prompt.id) (\(finding.prompt.stage.rawValue), "
                        + "\(String(format: "%.1f", finding.prompt.seconds)) s): \(finding.prompt.text)")
            }
        }
        lines.append("")
        lines.append(passed ? "passed" : "failed")
        return lines.joined(separator: "\n") + "\n"
    }

    var json: String {
        var writer = JSONWriter()
        writer.addObjects("drives", drives) { writer, entry in
            writer.add("route", entry.drive.route)
            writer.add("locale", entry.drive.locale)
            writer.add("speedKmh", entry.drive.speed)
            writer.add("prompts", entry.summary.prompts)
            for kind in TimingFinding.Kind.allCases {
                writer.add(kind.rawValue, entry.summary.counts[kind] ?? 0)
            }
        }
        writer.addObject("total") { writer in
            writer.add("prompts", total.prompts)
            for kind in TimingFinding.Kind.allCases {
                writer.addObject(kind.rawValue) { writer in
                    writer.add("count", total.counts[kind] ?? 0)
                    writer.add("percent", (total.percent(kind) * 100).rounded() / 100)
                    writer.add("limitPercent", limits[kind])
                }
            }
        }
        writer.addObjects("worst", TimingFinding.Kind.allCases.flatMap { cases[$0] ?? [] }) { writer, entry in
            writer.add("kind", entry.finding.kind.rawValue)
            writer.add("amount", (entry.finding.amount * 10).rounded() / 10)
            writer.add("unit", entry.finding.unit)
            writer.add("route", entry.drive.route)
            writer.add("locale", entry.drive.locale)
            writer.add("speedKmh", entry.drive.speed)
            writer.add("prompt", entry.finding.prompt.id)
            writer.add("stage", entry.finding.prompt.stage.rawValue)
            writer.add("seconds", (entry.finding.prompt.seconds * 10).rounded() / 10)
            writer.add("spokenText", entry.finding.prompt.text)
        }
        writer.add("passed", passed)
        return writer.json + "\n"
    }
}
