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

    /// Creates the function for one locale.
    /// What phrasing a name with one preposition and article gave.
    struct Phrased: Sendable {
        var analysis: RoadAnalysis
        var phrase: RoadPhrase?
        var failure: String?
    }

    struct PhraseKey: Hashable, Sendable {
        var name: String
        var preposition: String?
        var article: ArticleUse
        var capitalized: Bool
        var grammaticalCase: String?
    }

    /// Phrasings already made: a road is named in every prompt of its step and on every screen.
    let phrases: Memo<PhraseKey, Phrased>

    /// Creates the function for one locale, whose facts hold its articles and road head words;
    /// `memoizing: false` phrases every name afresh (for benchmarks of a first rendering).
    public init(facts: LocaleFacts, memoizing: Bool = true) {
        self.facts = facts
        phrases = Memo(limit: 4096, enabled: memoizing)
    }

    /// Analyses the name and builds the phrase.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        var merged = options
        if let road = operand as? RoadValue {
            merged = options.overriding(road.options)
            if options.option("select") == nil { merged.remove("select") }
        }
        guard let name = OperandReading.string(operand) else {
            throw context.error(.badOperand, ":road needs a name")
        }
        let preposition = merged.string("prep")
        if let preposition, facts.roads.prepositions[preposition] == nil {
            let known = facts.roads.prepositions.keys.sorted().joined(separator: ", ")
            throw context.error(.badOption, "prep must be one of \(known)")
        }
        let article =
            try merged.keyword("article", allowed: ArticleUse.allCases.map(\.rawValue), context: context)
            .flatMap(ArticleUse.init(rawValue:)) ?? .definite
        let capitalized =
            try merged.keyword("capitalize", allowed: ["true", "false"], context: context) == "true"
        _ = try merged.keyword("select", allowed: ["gender", "number"], context: context)
        let grammaticalCase = merged.string("case")
        if let grammaticalCase, !facts.roads.inflection.cases.contains(grammaticalCase) {
            let known = facts.roads.inflection.cases
            throw context.error(
                .badOption,
                "case must be one of \(known.isEmpty ? "none (this locale has no cases)" : known.joined(separator: ", "))"
            )
        }
        let key = PhraseKey(
            name: name, preposition: preposition, article: article, capitalized: capitalized,
            grammaticalCase: grammaticalCase)
        let phrased = phrases.value(key) { () -> Phrased in
            let analysis = facts.roads.analyze(name)
            guard analysis.evidence != .empty else {
                return Phrased(analysis: analysis, phrase: nil, failure: nil)
            }
            do {
                let phrase = try facts.roads.phrase(
                    name, preposition: preposition, article: article, lexicon: facts.spoken,
                    symbols: facts.number,
                    capitalized: capitalized, grammaticalCase: grammaticalCase, analysis: analysis)
                return Phrased(analysis: analysis, phrase: phrase, failure: nil)
            } catch {
                return Phrased(analysis: analysis, phrase: nil, failure: "\(error)")
            }
        }
        if let failure = phrased.failure { throw context.error(.badOption, failure) }
        return RoadValue(
            phrase: phrased.phrase, analysis: phrased.analysis, options: merged,
            direction: facts.textDirection)
    }
}
