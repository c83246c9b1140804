import MessageFormat

extension RoadFunction {
    /// Phrases a name with its options already read: the entry point for a caller that reads a
    /// message's literal options once, when the message loads, and what ``resolve(operand:options:context:)``
    /// ends in. An empty name gives a value that can still be selected on but fails to format.
    ///
    /// - Parameters:
    ///   - name: the name as map data writes it.
    ///   - preposition: a preposition of the locale's table, nil for none.
    ///   - article: whether to use the definite article.
    ///   - capitalized: whether to upper-case the first letter (a sentence start).
    ///   - grammaticalCase: a case of the locale's `roads.cases`, nil for the one the preposition
    ///     governs.
    ///   - options: the options the value keeps (`select=` makes it a selector).
    /// - Throws: ``RoadPhraseError`` for a preposition or case the locale does not have.
    package func phrase(
        name: String, preposition: String?, article: ArticleUse, capitalized: Bool,
        case grammaticalCase: String? = nil, options: FunctionOptions = FunctionOptions()
    ) throws(RoadPhraseError) -> RoadValue {
        let key = PhraseKey(
            name: name, preposition: preposition, article: article, capitalized: capitalized,
            grammaticalCase: grammaticalCase)
        let phrased: Phrased
        if let known = phrases.cached(key) {
            phrased = known
        } else {
            phrased = Self.phrased(
                name, roads: facts.roads, lexicon: facts.spoken, symbols: facts.number,
                preposition: preposition, article: article, capitalized: capitalized,
                grammaticalCase: grammaticalCase)
            phrases.store(phrased, for: key)
        }
        if let failure = phrased.failure { throw failure }
        return RoadValue(
            phrase: phrased.phrase, analysis: phrased.analysis, options: options,
            direction: facts.textDirection)
    }

    /// Analyses and phrases a name, keeping what failed.
    static func phrased(
        _ name: String, roads: borrowing RoadFacts, lexicon: borrowing SpokenLexicon, symbols: DecimalSymbols,
        preposition: String?, article: ArticleUse, capitalized: Bool, grammaticalCase: String?
    ) -> Phrased {
        let analysis = roads.analyze(name)
        guard analysis.evidence != .empty else {
            return Phrased(analysis: analysis, phrase: nil, failure: nil)
        }
        do throws(RoadPhraseError) {
            let phrase = try roads.phrase(
                name, preposition: preposition, article: article, lexicon: lexicon, symbols: symbols,
                capitalized: capitalized, grammaticalCase: grammaticalCase, analysis: analysis)
            return Phrased(analysis: analysis, phrase: phrase, failure: nil)
        } catch {
            return Phrased(analysis: analysis, phrase: nil, failure: error)
        }
    }
}
