import MessageFormat

/// `missing-plural`: a `.match` on a plural category lacks a category the locale gives to
/// amounts the product says (CLDR), so those amounts fall to the catch-all wording.
public struct MissingPluralCheck: LintCheck {
    /// The id its findings carry.
    public let id = "missing-plural"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = []
        // The categories depend only on the locale, the rule type and whether halves reach the
        // selector: worked out once per pair for the locale, not once per plural column (each
        // is a thousand amounts put through the CLDR rules).
        var neededByColumnKind: [String: [PluralCategory: String]] = [:]
        for entry in subject.resource.entries {
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { continue }
            for column in PluralColumn.columns(of: analysis) {
                let kind = "\(column.type.rawValue) \(column.integersOnly)"
                let needed =
                    neededByColumnKind[kind]
                    ?? PluralColumn.neededCategories(
                        locale: subject.tag, type: column.type, integersOnly: column.integersOnly)
                neededByColumnKind[kind] = needed
                for (category, sample) in needed.sorted(by: { $0.key < $1.key }) where category != .other {
                    guard !column.keys.contains(category.rawValue) else { continue }
                    findings.append(
                        finding(
                            subject, entry, at: analysis.matchOffset,
                            "$\(column.selector) has no variant for the \(column.type.rawValue) category "
                                + "\(category.rawValue) of \(subject.tag) (e.g. \(sample)); add \(category.rawValue) {{…}}"
                        ))
                }
            }
        }
        return findings
    }
}
