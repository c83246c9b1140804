import MessageFormat

/// `:road` called directly by a renderer that resolved the placeholder's options when its
/// messages loaded: no option list read, no operand boxed, no value returned as an existential.
/// It phrases exactly as ``resolve(operand:options:context:)`` does, with the same memo.
extension RoadFunction {
    /// A placeholder's `:road` options, checked once: the preposition, article, capitalization
    /// and case the phrase is built with.
    package struct DirectOptions: Sendable, Hashable {
        /// The preposition (`prep=`), nil for none.
        package var preposition: String?
        /// `article=`.
        package var article = ArticleUse.definite
        /// `capitalize=true`.
        package var capitalized = false
        /// `case=`, nil for the case the preposition governs.
        package var grammaticalCase: String?
    }

    /// The options of a placeholder as `resolve` reads them from literal options (name and
    /// value pairs in source order); nil when `resolve` would report an error for them, so that
    /// the caller leaves the placeholder to the general path.
    package func directOptions(_ literal: [(name: String, value: String)]) -> DirectOptions? {
        func value(_ name: String) -> String? {
            literal.first { $0.name == name }?.value
        }
        let preposition = value("prep")
        if let preposition, facts.roads.prepositions[preposition] == nil { return nil }
        var article = ArticleUse.definite
        if let written = value("article") {
            guard let known = ArticleUse(rawValue: written) else { return nil }
            article = known
        }
        var capitalized = false
        if let written = value("capitalize") {
            guard written == "true" || written == "false" else { return nil }
            capitalized = written == "true"
        }
        if let written = value("select"), written != "gender", written != "number" { return nil }
        let grammaticalCase = value("case")
        if let grammaticalCase, !facts.roads.inflection.cases.contains(grammaticalCase) { return nil }
        return DirectOptions(
            preposition: preposition, article: article, capitalized: capitalized,
            grammaticalCase: grammaticalCase)
    }

    /// What a `:road` selector chooses by: `select=gender` or `select=number`.
    package enum Selection: String, Sendable, Hashable {
        case gender, number
    }

    /// The key a `:road` selector with `select=gender` or `select=number` gives `name`, as
    /// ``RoadValue/selectKeys(_:context:)`` chooses it: a gender, `singular` or `plural`,
    /// `unknown`, or `empty` for a blank name.
    package func directSelectionKey(_ name: String, _ selection: Selection) -> String {
        let analysis = facts.roads.analyze(name)
        switch selection {
        case .gender: return analysis.genderKey
        case .number: return analysis.numberKey
        }
    }

    /// The phrase `resolve` builds for `name` with these options; nil when it would build none
    /// (an empty name, which fails to format) or fail (reported as an error).
    package func directPhrase(_ name: String, _ options: DirectOptions) -> RoadPhrase? {
        let key = PhraseKey(
            name: name, preposition: options.preposition, article: options.article,
            capitalized: options.capitalized, grammaticalCase: options.grammaticalCase)
        if let known = phrases.cached(key) { return known.failure == nil ? known.phrase : nil }
        let phrased = Self.phrased(
            name, roads: facts.roads, lexicon: facts.spoken, symbols: facts.number,
            preposition: options.preposition, article: options.article, capitalized: options.capitalized,
            grammaticalCase: options.grammaticalCase)
        phrases.store(phrased, for: key)
        return phrased.failure == nil ? phrased.phrase : nil
    }
}
