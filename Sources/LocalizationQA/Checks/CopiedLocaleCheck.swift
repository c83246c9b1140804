/// `copied-locale`: a locale whose messages are, word for word, another locale's (a file copied
/// to start a translation and never translated, or saved under two names). Locales of one
/// language share some messages (pt-PT and pt-BR one in four); a locale that shares at least
/// ``threshold`` of its worded messages with another is a copy. The source locale is the
/// original and is never reported; a locale that only needs a few changes from another of its
/// language says them and names the other in `fallback`.
public struct CopiedLocaleCheck: LintCheck {
    /// The id its findings carry.
    public let id = "copied-locale"
    /// How much its findings matter.
    public let severity = Severity.error

    /// The share of identical messages that makes a copy.
    public static let threshold = 0.6
    /// Locales comparing fewer worded messages are too small to judge.
    public static let minimumMessages = 10

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource, let own = subject.profile else { return [] }
        var findings: [Finding] = []
        for peer in subject.peers where peer.tag != own.tag {
            let (identical, compared) = own.identicalMessages(with: peer)
            guard compared >= Self.minimumMessages, Double(identical) >= Self.threshold * Double(compared)
            else { continue }
            findings.append(
                templatesFinding(
                    subject, line: 1,
                    "\(identical) of \(compared) messages are word for word those of \(peer.tag): "
                        + "the file is a copy (translate it, or fall back to \(peer.tag) and keep only what differs)"
                ))
        }
        return findings
    }
}
