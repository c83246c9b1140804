import MessageFormat

/// `:road`: a road or place name with the preposition and article the locale needs.
///
/// Options: `prep=` one of the locale's prepositions (pt `em`, `a`, `de`, `por`, `para`, `até`;
/// en `onto`, `on`, `to`, `toward`, `at`, `via`, `along`, `from`, `past`, `into`), absent for
/// none; `article=definite|none` (default definite); `capitalize=true|false` (upper-case the
/// first letter, for a sentence start); `case=` one of the locale's `roads.cases` (default: the
/// case the preposition governs, if any); `select=gender|number` to use it as a selector.
package struct RoadFunction: MessageFunction {
    /// The locale facts.
    public let facts: LocaleFacts

    /// What phrasing a name with one preposition and article gave; a class, so that the memo
    /// hands out one reference, not a copy of every string of the analysis and the phrase.
    final class Phrased: Sendable {
        let analysis: RoadAnalysis
        let phrase: RoadPhrase?
        let failure: RoadPhraseError?

        init(analysis: RoadAnalysis, phrase: RoadPhrase?, failure: RoadPhraseError?) {
            self.analysis = analysis
            self.phrase = phrase
            self.failure = failure
        }
    }

    struct PhraseKey: Hashable, Sendable {
        /// The hash of the other fields, computed once: a miss looks the key up, stores it and
        /// may rehash it as the memo grows, and each would otherwise hash the name again. Among
        /// the fields `==` compares, so that the name hashed by its bytes keeps equal keys'
        /// hashes equal.
        var digest: Int
        var name: String
        var preposition: String?
        var article: ArticleUse
        var capitalized: Bool
        var grammaticalCase: String?

        init(
            name: String, preposition: String?, article: ArticleUse, capitalized: Bool,
            grammaticalCase: String?
        ) {
            self.name = name
            self.preposition = preposition
            self.article = article
            self.capitalized = capitalized
            self.grammaticalCase = grammaticalCase
            // The name's bytes and the preposition's length: the other options are strings and
            // enums with names, which hash as their names, and a message's placeholders mostly
            // differ by preposition. `==` compares them all.
            var hasher = Hasher()
            UTF8Hashing.combine(name, into: &hasher)
            hasher.combine(preposition?.utf8.count ?? -1)
            hasher.combine(capitalized)
            digest = hasher.finalize()
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(digest)
        }
    }

    /// Phrasings already made: a road is named in every prompt of its step and on every screen.
    let phrases: Memo<PhraseKey, Phrased>

    /// Creates the function for one locale, whose facts hold its articles and road head words.
    public init(facts: LocaleFacts) {
        self.facts = facts
        phrases = Memo(limit: 4096)
    }

    /// Reads the options (a road operand's own under the expression's), then phrases the name
    /// with ``phrase(name:preposition:article:capitalized:case:options:)``.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        var merged = options
        let name: String
        if let operand, type(of: operand) == StringValue.self, let text = operand.stringValue {
            // The usual operand, a string argument (whose text is its string, without a cast):
            // no road options to merge.
            name = text
        } else {
            if let operand, type(of: operand) == RoadValue.self, let road = operand as? RoadValue {
                merged = options.overriding(road.options)
                if options.option("select") == nil { merged.remove("select") }
            }
            guard let text = OperandReading.string(operand) else {
                throw context.error(.badOperand, ":road needs a name")
            }
            name = text
        }
        let reading = try DirectOptions(
            merged, prepositions: facts.roads.prepositions, cases: facts.roads.inflection.cases,
            context: context)
        do {
            return try phrase(
                name: name, preposition: reading.preposition, article: reading.article,
                capitalized: reading.capitalized, case: reading.grammaticalCase, options: merged)
        } catch {
            throw context.error(.badOption, error.description)
        }
    }
}
