import Localization

/// `locale-data`: the locale's files exist and its facts load (every field valid), so that the
/// other checks and the product can use them.
public struct LocaleDataCheck: LintCheck {
    /// The id its findings carry.
    public let id = "locale-data"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = []
        if subject.templatesText == nil {
            findings.append(templatesFinding(subject, line: 0, "the templates file is missing or unreadable"))
        }
        if let error = subject.factsError {
            var line = 0
            var reason = error.description
            switch error {
            case .malformedJSON(_, let errorLine, _, let why):
                line = errorLine
                reason = "invalid JSON: \(why)"
            case .invalidField(_, let errorLine, let field, let why):
                line = errorLine
                reason = "\(field): \(why)"
            case .fileMissing:
                reason = "the facts file is missing"
            default:
                break
            }
            findings.append(
                Finding(
                    checkID: id, severity: severity, locale: subject.tag, file: subject.factsFile, line: line,
                    column: 0, message: reason))
        }
        return findings
    }
}
