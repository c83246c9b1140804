import Localization

/// `avoided-wording`: rendered text matching a wording the locale's reviewers ruled out
/// (`qa.avoid` in the locale file). The whole review matrix is rendered, so a rule catches the
/// wording whichever message, variant or name brings it back.
public struct AvoidedWordingCheck: LintCheck {
    /// The id its findings carry.
    public let id = "avoided-wording"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let facts = subject.facts, !facts.avoidedWordings.isEmpty,
            let (bundle, defaultRenderer) = subject.rendering,
            let renderer = try? MatrixRenderer(bundle: bundle, defaultRenderer: defaultRenderer)
        else { return [] }
        var findings: [Finding] = []
        var reported: Set<String> = []
        for row in renderer.render() {
            for rule in facts.avoidedWordings {
                let texts: [String] =
                    switch rule.form {
                    case .display: [row.display]
                    case .spoken: [row.spoken]
                    case .both: [row.display, row.spoken]
                    }
                guard let found = texts.lazy.compactMap(rule.firstMatch).first,
                    reported.insert(row.matrixCase.key + "\u{0}" + rule.pattern).inserted
                else { continue }
                findings.append(
                    subject.finding(
                        id, severity, key: row.matrixCase.key,
                        "\"\(found)\" in \"\(row.display)\" (\(row.matrixCase.id)): \(rule.reason)"))
            }
        }
        return findings
    }
}
