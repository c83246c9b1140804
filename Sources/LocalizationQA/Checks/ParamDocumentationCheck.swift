/// `missing-param-doc`: a variable of a source guidance message without an `@param` line, which
/// is all a translator has to know what the value is and when it is empty. (The `[unit.*]`
/// messages take fixed variables documented in docs/templates.md.)
public struct ParamDocumentationCheck: LintCheck {
    /// The id its findings carry.
    public let id = "missing-param-doc"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard subject.isSource else { return [] }
        return subject.resource.entries.filter { !$0.key.hasPrefix("unit.") }.flatMap { entry -> [Finding] in
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { return [] }
            let documented = Set(analysis.documentedVariables)
            return analysis.externalVariables.subtracting(documented).sorted().map { name in
                finding(
                    subject, entry, at: UnknownVariableCheck.offset(of: name, in: analysis),
                    "$\(name) has no @param line saying what it is")
            }
        }
    }
}
