import MessageFormat

/// `missing-catch-all`: every `.match` has a variant whose keys are all `*`, so that no value
/// leaves the message without words.
public struct CatchAllCheck: LintCheck {
    /// The id its findings carry.
    public let id = "missing-catch-all"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        subject.resource.entries.compactMap { entry in
            let diagnosed = CompiledMessage.diagnose(entry.source)
            guard diagnosed.contains(where: { $0.kind == .missingFallbackVariant }) else { return nil }
            let offset = subject.analysis(entry.key)?.matchOffset ?? 0
            return finding(
                subject, entry, at: offset, "no catch-all variant (a variant whose keys are all *)")
        }
    }
}
