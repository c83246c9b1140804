import GuidanceModel

/// What a location source says next: a fix, or something the consumer should know about the
/// input (a malformed line, a gap in the GPS, a dropped connection). One stream of both, so that
/// a route follower sees problems in the order they happened, between the fixes they affect.
public enum LocationReport: Sendable, Hashable {
    /// A position report (raw from a parser, or accepted by ``FixScreen``).
    case fix(Fix)
    /// A problem or a change of state; never fatal, the source goes on.
    case issue(LocationIssue)

    /// The fix, when this report is one; lets tests and callers filter without a `switch`.
    public var fix: Fix? {
        guard case .fix(let fix) = self else { return nil }
        return fix
    }

    /// The issue, when this report is one.
    public var issue: LocationIssue? {
        guard case .issue(let issue) = self else { return nil }
        return issue
    }
}
