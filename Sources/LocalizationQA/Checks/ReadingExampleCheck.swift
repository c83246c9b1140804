import Localization
import MessageFormat

/// `reading-example`: a name the locale file states how to say or phrase (`spoken.examples`,
/// `roads.examples`) that the locale's own facts no longer give that way. The examples pin the
/// facts that fix a misreading ("D." is "Dom", "Pedro II" is "Pedro Segundo", "EN 10" is "Estrada
/// Nacional 10") or a phrase ("para o Porto", "sur l'avenue Foch", "vers Le Havre"), so that
/// taking one of those facts out is reported.
public struct ReadingExampleCheck: LintCheck {
    /// The id its findings carry.
    public let id = "reading-example"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let facts = subject.facts else { return [] }
        let spoken = facts.spoken.examples.compactMap { example -> Finding? in
            let said = facts.said(example.written)
            guard said != example.spoken else { return nil }
            return subject.factsFinding(
                id, severity, near: "\"\(example.written)\"",
                "spoken example \"\(example.written)\" is said \"\(said)\", not \"\(example.spoken)\"")
        }
        let roads = facts.roads.examples.compactMap { example -> Finding? in
            let phrase = try? facts.roads.phrase(
                example.name, preposition: example.preposition, article: example.article,
                lexicon: facts.spoken,
                symbols: facts.number, grammaticalCase: example.grammaticalCase)
            let display = phrase?.displayText ?? "(no phrase)"
            guard display != example.display else { return nil }
            return subject.factsFinding(
                id, severity, near: "\"\(example.display)\"",
                "road example \"\(example.name)\" gives \"\(display)\", not \"\(example.display)\"")
        }
        return spoken + roads
    }
}

extension LocaleFacts {
    /// `text` as the locale's spoken lexicon says it, numbers with its symbols and its cardinal
    /// plural categories: what the lexicon checks hold against what the facts promise.
    func said(_ text: String) -> String {
        let tag = self.tag
        return spoken.apply(to: text, symbols: number) { number in
            PluralRules.rules(for: tag, type: .cardinal).category(for: number).rawValue
        }.spokenText
    }
}
