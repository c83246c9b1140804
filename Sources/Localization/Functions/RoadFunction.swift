import MessageFormat

/// `:road`: a road or place name with the preposition and article the locale needs.
///
/// Options: `prep=` one of the locale's prepositions (pt `em`, `a`, `de`, `por`, `para`, `até`;
/// en `onto`, `on`, `to`, `toward`, `at`, `via`, `along`, `from`, `past`, `into`), absent for
/// none; `article=definite|none` (default definite); `capitalize=true|false` (upper-case the
/// first letter, for a sentence start); `select=gender|number` to use it as a selector.
public struct RoadFunction: MessageFunction {
    /// The locale facts.
    public let facts: LocaleFacts

    /// Creates the function for one locale.
    public init(facts: LocaleFacts) {
        self.facts = facts
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
        let analysis = facts.roads.analyze(name)
        var phrase: RoadPhrase?
        if analysis.evidence != .empty {
            do {
                phrase = try facts.roads.phrase(
                    name, preposition: preposition, article: article, lexicon: facts.spoken,
                    symbols: facts.number,
                    capitalized: capitalized)
            } catch {
                throw context.error(.badOption, error.description)
            }
        }
        return RoadValue(phrase: phrase, analysis: analysis, options: merged, direction: facts.textDirection)
    }
}
