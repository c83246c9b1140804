import MessageFormat

/// `unused-plural`: a variant keyed by a plural category the locale never uses (pt has no
/// `few`): a copy of the source's categories that no amount will ever select.
public struct UnusedPluralCheck: LintCheck {
    /// The id its findings carry.
    public let id = "unused-plural"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = []
        for entry in subject.resource.entries {
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { continue }
            for column in PluralColumn.columns(of: analysis) {
                let used = Set(
                    PluralRules.rules(for: subject.tag, type: column.type).categories.map(\.rawValue))
                for variant in analysis.variants where column.index < variant.keys.count {
                    let key = variant.keys[column.index]
                    guard PluralColumn.categoryNames.contains(key), !used.contains(key) else { continue }
                    findings.append(
                        finding(
                            subject, entry, at: variant.span?.opening,
                            "variant [\(variant.keyText)]: \(subject.tag) never uses the \(column.type.rawValue) "
                                + "category \(key) (it has \(used.sorted().joined(separator: ", ")))"))
                }
            }
        }
        return findings
    }
}
