import Foundation
import Guidance
import Localization

/// An inline SVG chart of prompt durations against the time budget: one panel per timed stage,
/// a bar per prompt, and a dashed line per speed for the time from trigger to maneuver.
public enum DurationChart {
    /// Line colours by speed order (50, 90, 120 km/h).
    static let colors = ["#1b7837", "#e08214", "#b2182b", "#5e3c99"]

    /// The panels for one locale; an empty string when no timed prompt has audio.
    public static func svg(rows: [MatrixRow], audio: [PromptAudio], budget: TimingBudget) -> String {
        let durations = Dictionary(
            audio.map { ($0.caseID, $0.durationSeconds) }, uniquingKeysWith: { first, _ in first })
        var out = ""
        for stage in TimingBudget.timedStages {
            let bars = rows.compactMap { row -> (String, Double)? in
                guard row.matrixCase.stage == stage, let seconds = durations[row.matrixCase.id] else {
                    return nil
                }
                return (row.matrixCase.id, seconds)
            }
            guard !bars.isEmpty else { continue }
            out += panel(stage: stage, bars: bars, allowances: budget.allowances(for: stage))
        }
        return out
    }

    private static func panel(
        stage: PromptStage, bars: [(String, Double)], allowances: [TimingBudget.Allowance]
    )
        -> String
    {
        let width = 760.0
        let height = 220.0
        let left = 56.0
        let bottom = 36.0
        let top = 28.0
        let plotWidth = width - left - 150
        let plotHeight = height - top - bottom
        let longest = max(bars.map(\.1).max() ?? 1, allowances.map(\.seconds).max() ?? 1) * 1.1
        let scale = plotHeight / longest
        let barWidth = max(1, plotWidth / Double(bars.count))
        func y(_ seconds: Double) -> String { format(top + plotHeight - seconds * scale) }
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
            + "viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" "
            + "aria-label=\"\(stage.rawValue) prompt durations against the time budget\">"
        svg +=
            "<title>\(stage.rawValue): prompt duration (s) against the time from trigger to maneuver</title>"
        svg +=
            "<text x=\"\(Int(left))\" y=\"16\" class=\"chart-title\">\(stage.rawValue) prompts (\(bars.count))</text>"
        svg +=
            "<line x1=\"\(Int(left))\" y1=\"\(y(0))\" x2=\"\(format(left + plotWidth))\" y2=\"\(y(0))\" stroke=\"#333\"/>"
        svg +=
            "<line x1=\"\(Int(left))\" y1=\"\(Int(top))\" x2=\"\(Int(left))\" y2=\"\(y(0))\" stroke=\"#333\"/>"
        svg +=
            "<text x=\"\(format(left + plotWidth / 2))\" y=\"\(format(height - 6))\" text-anchor=\"middle\" "
            + "class=\"axis-label\">prompts in matrix order (\(bars.count))</text>"
        svg +=
            "<text x=\"14\" y=\"\(format(top + plotHeight / 2))\" text-anchor=\"middle\" class=\"axis-label\" "
            + "transform=\"rotate(-90 14 \(format(top + plotHeight / 2)))\">duration (s)</text>"
        let tickStep = longest > 30 ? 10.0 : longest > 10 ? 2 : 1
        var tick = 0.0
        while tick <= longest {
            svg +=
                "<text x=\"\(Int(left - 6))\" y=\"\(y(tick))\" text-anchor=\"end\" class=\"tick\">\(Int(tick))</text>"
            tick += tickStep
        }
        for (index, bar) in bars.enumerated() {
            let x = left + Double(index) * barWidth
            let over = allowances.contains { bar.1 >= $0.seconds }
            svg +=
                "<rect x=\"\(format(x))\" y=\"\(y(bar.1))\" width=\"\(format(max(barWidth - 1, 0.5)))\" "
                + "height=\"\(format(bar.1 * scale))\" fill=\"\(over ? "#d7301f" : "#4a7ab5")\">"
                + "<title>\(SSML.escape(bar.0)): \(format(bar.1)) s</title></rect>"
        }
        svg +=
            "<text x=\"\(format(left + plotWidth + 8))\" y=\"\(format(top))\" class=\"legend\">time to the maneuver:</text>"
        for (index, allowance) in allowances.enumerated() {
            let color = colors[index % colors.count]
            svg +=
                "<line x1=\"\(Int(left))\" y1=\"\(y(allowance.seconds))\" x2=\"\(format(left + plotWidth))\" "
                + "y2=\"\(y(allowance.seconds))\" stroke=\"\(color)\" stroke-dasharray=\"6 3\"/>"
            svg +=
                "<text x=\"\(format(left + plotWidth + 8))\" y=\"\(format(top + 14 + Double(index) * 16))\" "
                + "fill=\"\(color)\" class=\"legend\">\(Int(allowance.speedKmh)) km/h: \(format(allowance.seconds)) s</text>"
        }
        return svg + "</svg>"
    }

    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }
}
