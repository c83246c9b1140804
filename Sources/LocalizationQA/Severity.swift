/// How much a finding matters: errors fail `guidance qa lint`, warnings only with `--strict`.
public enum Severity: String, Sendable, Hashable {
    /// A defect a user would hear or see: the command exits 1.
    case error
    /// Something a reviewer should look at; fails only in strict mode.
    case warning
}
