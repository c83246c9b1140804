import Guidance
import MessageFormat

/// Turns timing-budget violations into lint-style findings, located at the message the prompt
/// mainly comes from (`templates/<tag>.mf2:<line>`), check id `timing-budget`.
public enum BudgetFindings {
    /// The check id.
    public static let checkID = "timing-budget"

    /// One finding per prompt that does not fit, naming the tightest speed it exceeds.
    public static func findings(
        rows: [MatrixRow], audio: [PromptAudio], budget: TimingBudget, locale: String,
        resource: MessageResource?
    ) -> [Finding] {
        let durations = Dictionary(
            audio.map { ($0.caseID, $0.durationSeconds) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding] = []
        for row in rows {
            guard let stage = row.matrixCase.stage, let seconds = durations[row.matrixCase.id] else {
                continue
            }
            let violations = budget.violations(stage: stage, durationSeconds: seconds)
            guard let tightest = violations.min(by: { $0.seconds < $1.seconds }) else {
                continue
            }
            let entry = resource?[row.matrixCase.key]
            let speeds = violations.map { "\(Int($0.speedKmh)) km/h" }.joined(separator: ", ")
            let available = (tightest.seconds * 10).rounded() / 10
            let lasting = (seconds * 10).rounded() / 10
            findings.append(
                Finding(
                    checkID: checkID, severity: .error, locale: locale, file: "templates/\(locale).mf2",
                    line: entry?.line ?? 0, column: entry?.column ?? 0, key: row.matrixCase.key,
                    message:
                        "prompt \(row.matrixCase.id) lasts \(lasting) s but the \(stage.rawValue) prompt has "
                        + "\(available) s from its trigger (\(Int(tightest.triggerMeters)) m) to the maneuver "
                        + "(at \(speeds))"))
        }
        return findings
    }
}
