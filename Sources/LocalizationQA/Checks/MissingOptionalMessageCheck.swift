/// `missing-optional`: a message of the source locale that the locale lacks (nor does its
/// fallback chain supply it) but the renderer can do without: the product then says less in
/// this locale than in the source (an arrival without its opening-hours note).
public struct MissingOptionalMessageCheck: LintCheck {
    /// The id its findings carry.
    public let id = "missing-optional"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource else { return [] }
        let present = subject.presentKeys
        let required = Set(subject.contract.requiredKeys)
        var seen: Set<String> = []
        return subject.source.entries.filter {
            !present.contains($0.key) && !required.contains($0.key) && seen.insert($0.key).inserted
        }.map { entry in
            templatesFinding(
                subject, line: 0, key: entry.key,
                "missing (the source \(subject.sourceTag) has it at line \(entry.line)); the product says less here"
            )
        }
    }
}
