import Localization
import MessageFormat

/// `lexicon-loop`: a spoken-lexicon entry whose output the lexicon expands again ("St" →
/// "St Street", or "A" → "B" and "B" → "A"): applied once it says something else than meant,
/// and repeated it never settles.
public struct LexiconLoopCheck: LintCheck {
    /// The id its findings carry.
    public let id = "lexicon-loop"
    /// How much its findings matter.
    public let severity = Severity.error

    /// How many rounds of expansion are tried before an entry is said never to settle.
    static let rounds = 8

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let facts = subject.facts else { return [] }
        return facts.spoken.entries.compactMap { entry -> Finding? in
            let written = entry.written.joined(separator: " ")
            let spoken = entry.spoken.replacingOccurrences(of: "#", with: "3")
            let input: String
            switch entry.position {
            case .afterNumber: input = "3 " + spoken
            case .beforeNumber: input = spoken + " 3"
            case .first, .prefix, .nameStart: input = spoken + " Xxxx Yyyy"
            case .last, .suffix: input = "Xxxx Yyyy " + spoken
            case .anywhere: input = spoken
            }
            var current = input
            var rounds = 0
            while rounds < Self.rounds {
                let next = facts.said(current)
                if next == current { break }
                current = next
                rounds += 1
            }
            guard rounds > 0 else { return nil }
            let outcome =
                rounds >= Self.rounds
                ? "never settles (expanded \(Self.rounds) times)" : "is expanded again to \"\(current)\""
            return subject.factsFinding(
                id, severity, near: "\"\(written)\"",
                "spoken entry \"\(written)\" → \"\(entry.spoken)\": the output \(outcome)")
        }
    }
}
