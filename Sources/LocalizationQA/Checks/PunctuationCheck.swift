import Foundation

/// `punctuation`: a variant whose ending punctuation differs from the source's (a full stop
/// after a short word the source does not end with counts as an abbreviation's). Sentences end
/// with their full stop because `then` and `join` put them one after another; clauses do not.
public struct PunctuationCheck: LintCheck {
    /// The id its findings carry.
    public let id = "punctuation"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// The characters compared.
    static let enders: Set<Character> = [".", "!", "?", "…", ":", ";", "。", "؟", "！", "？", "：", "；"]

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource else { return [] }
        return subject.variantPairs().compactMap { analysis, variant, sourceVariant in
            let mine = Self.ending(variant.shape)
            let theirs = Self.ending(sourceVariant.shape)
            guard mine != theirs, !Self.isAbbreviation(variant.shape, mine: mine, source: theirs) else {
                return nil
            }
            let describe = { (ending: Character?) in ending.map { "\"\($0)\"" } ?? "no punctuation" }
            return finding(
                subject, analysis.entry, at: variant.span?.start,
                "\(variant.label) ends with \(describe(mine)), the source with \(describe(theirs))")
        }
    }

    /// A full stop the source does not have, right after a short word ("Std.", "min."), is an
    /// abbreviation's, not a sentence's.
    static func isAbbreviation(_ shape: String, mine: Character?, source: Character?) -> Bool {
        guard mine == ".", source == nil else { return false }
        let body = shape.trimmingCharacters(in: .whitespaces).dropLast()
        let word = body.reversed().prefix { $0.isLetter }
        return !word.isEmpty && word.count <= 4 && body.dropLast(word.count).last?.isLetter != true
    }

    static func ending(_ shape: String) -> Character? {
        guard let last = shape.last(where: { !$0.isWhitespace }), enders.contains(last) else { return nil }
        return sameAs[last] ?? last
    }

    /// Enders of other scripts and the Latin ones they stand for: a Chinese or Japanese sentence
    /// ends with "。" where the source has ".", an Arabic question with "؟".
    static let sameAs: [Character: Character] = ["。": ".", "؟": "?", "！": "!", "？": "?", "：": ":", "；": ";"]
}
