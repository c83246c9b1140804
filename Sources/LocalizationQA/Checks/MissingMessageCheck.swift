/// `missing-message`: a message the renderer or the distance functions need is neither in the
/// locale nor in its declared fallback chain: the locale cannot be loaded for guidance.
public struct MissingMessageCheck: LintCheck {
    /// The id its findings carry.
    public let id = "missing-message"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        let lines = Dictionary(
            subject.source.entries.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
        let present = subject.presentKeys
        return subject.contract.requiredKeys.filter { !present.contains($0) }.map { key in
            let origin = lines[key].map { "; the source \(subject.sourceTag) has it at line \($0)" } ?? ""
            return templatesFinding(subject, line: 0, key: key, "missing, and the renderer needs it\(origin)")
        }
    }
}
