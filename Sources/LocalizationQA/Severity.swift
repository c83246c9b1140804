/// How much a finding matters: errors fail `guidance qa lint`, warnings only with `--strict`.
public enum Severity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A defect a user would hear or see: the command exits 1.
    case error
    /// Something a reviewer should look at; fails only in strict mode.
    case warning

    /// Errors sort before warnings.
    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        lhs == .error && rhs == .warning
    }
}
