/// `missing-message`: every message of the source locale, and every message the renderer and
/// the distance functions call, exists in the locale or in its declared fallback chain.
public struct MissingMessageCheck: LintCheck {
    /// The id its findings carry.
    public let id = "missing-message"
    /// How much its findings matter.
    public let severity = Severity.error
    /// What it looks for.
    public let summary = "a message of the source locale or of the renderer's catalog is missing"

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        let present = Set(subject.resource.entries.map(\.key)).union(subject.fallbackKeys)
        var reported: Set<String> = []
        var findings: [Finding] = []
        if !subject.isSource {
            for entry in subject.source.entries
            where !present.contains(entry.key) && reported.insert(entry.key).inserted {
                findings.append(
                    missing(
                        subject, entry.key,
                        "missing (the source \(subject.sourceTag) has it at line \(entry.line))"))
            }
        }
        for key in subject.contract.requiredKeys where !present.contains(key) && reported.insert(key).inserted
        {
            findings.append(missing(subject, key, "missing, and the renderer needs it"))
        }
        return findings
    }

    private func missing(_ subject: LintSubject, _ key: String, _ message: String) -> Finding {
        Finding(
            checkID: id, severity: severity, locale: subject.tag, file: subject.templatesFile, line: 0,
            column: 0,
            key: key, message: message)
    }
}
