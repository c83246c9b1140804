/// `obsolete-message`: a message the source locale no longer has (renamed or removed), which
/// nothing will ever call.
public struct ObsoleteMessageCheck: LintCheck {
    /// The id its findings carry.
    public let id = "obsolete-message"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource else { return [] }
        let sourceKeys = Set(subject.source.entries.map(\.key))
        return subject.resource.entries.filter { !sourceKeys.contains($0.key) }.map { entry in
            finding(
                subject, entry, at: nil, "not in the source \(subject.sourceTag): obsolete or misspelt key")
        }
    }
}
