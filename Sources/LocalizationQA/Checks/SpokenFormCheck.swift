import Foundation
import Localization
import StrictJSON

/// `spoken-form`: a written-only form handed to the voice. Every name of the locale's
/// `qa.nameCorpus` (names as the country's map data writes them) is rendered into the
/// product's sentences, and every word of the spoken text is read through eSpeak NG's own
/// phonemizer: a word keeping an abbreviation's full stop or a colon, a word the voice spells
/// letter by letter, or an ordinal it says as the plain number (or as the number and its mark
/// apart) is reported once per word, with the first name and sentence that show it. Skipped
/// when eSpeak NG is not there (``LintSubject/phonemizer`` is nil).
public struct SpokenFormCheck: LintCheck {
    /// The id its findings carry.
    public let id = "spoken-form"
    /// How much its findings matter: a warning, since it judges eSpeak NG's reading, which a
    /// newer eSpeak NG may change; `qa lint --strict` (CI) fails on it.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let facts = subject.facts, let phonemizer = subject.phonemizer,
            !facts.spokenFormReview.isEmpty, let (_, renderer) = subject.rendering
        else { return [] }
        let review = facts.spokenFormReview
        var judge = TokenJudge(phonemizer: phonemizer, voice: facts.voice, spelled: review.spelledTokens)
        judge.numberEndings = facts.roads.inflection.suffixes?.numberEndings() ?? []
        // Each word and reason once per locale, at the first name that shows it.
        var first: [String: (name: String, message: String)] = [:]
        var names: [String: Set<String>] = [:]
        var order: [String] = []
        for name in review.nameCorpus {
            let nameTokens = Set(SpokenToken.tokens(of: name).map(\.withFullStop))
            for sentence in NameSentences.sentences(for: name) {
                let spoken = renderer.render(sentence.prompt).text.spoken
                var problems: [(token: String, why: String)] = []
                for rule in review.writtenOnly {
                    if let found = rule.firstMatch(in: spoken) {
                        problems.append((found, "matches a qa.writtenOnly rule: " + rule.reason))
                    }
                }
                for token in SpokenToken.tokens(of: spoken) {
                    if let problem = judge.problem(token, nameTokens: nameTokens) {
                        problems.append((problem.shown, problem.why))
                    }
                }
                for (token, why) in problems {
                    let key = token + "\u{0}" + why
                    names[key, default: []].insert(name)
                    guard first[key] == nil else { continue }
                    order.append(key)
                    first[key] = (
                        name, "\"\(token)\" \(why): \"\(name)\" is said \"\(spoken)\" (\(sentence.label))"
                    )
                }
            }
        }
        return order.compactMap { key in
            guard let (name, message) = first[key] else { return nil }
            let others = (names[key]?.count ?? 1) - 1
            let more = others > 0 ? " (and \(others) more name\(others == 1 ? "" : "s") of the corpus)" : ""
            // The name as the JSON file writes it, to find its line.
            return subject.factsFinding(
                id, severity, near: JSONWriter.quoted(name), after: "\"nameCorpus\"", message + more)
        }
    }
}
