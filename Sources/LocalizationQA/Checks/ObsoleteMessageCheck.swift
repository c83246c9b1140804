/// `obsolete-message`: a message the source locale no longer has (renamed or removed), which
/// nothing will ever call.
public struct ObsoleteMessageCheck: LintCheck {
    public let id = "obsolete-message"
    public let severity = Severity.warning
    public let summary = "a message the source locale does not have"

    /// Creates the check.
    public init() {}

    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource else { return [] }
        let sourceKeys = Set(subject.source.entries.map(\.key))
        return subject.resource.entries.filter { !sourceKeys.contains($0.key) }.map { entry in
            finding(
                subject, entry, at: nil, "not in the source \(subject.sourceTag): obsolete or misspelt key")
        }
    }
}
