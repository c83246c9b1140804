import MessageFormat

/// The options of a `:road` expression as `resolve` reads them per call: in one pass over them,
/// then checked against the locale.
extension RoadFunction.DirectOptions {
    /// Reads `options` (the first of each name counts), with the errors `:road` gives, in the
    /// order it checks them: preposition, article, capitalize, select, case.
    init(
        _ options: FunctionOptions, prepositions: [String: [String: String]], cases: [String],
        context: FunctionContext
    ) throws(MessageError) {
        var prep: (any MessageValue)?
        var article: (any MessageValue)?
        var capitalize: (any MessageValue)?
        var select: (any MessageValue)?
        var grammaticalCase: (any MessageValue)?
        for option in options.entries {
            switch option.name {
            case "prep": if prep == nil { prep = option.value }
            case "article": if article == nil { article = option.value }
            case "capitalize": if capitalize == nil { capitalize = option.value }
            case "select": if select == nil { select = option.value }
            case "case": if grammaticalCase == nil { grammaticalCase = option.value }
            default: break
            }
        }
        preposition = prep?.stringValue
        if let preposition, prepositions[preposition] == nil {
            let known = prepositions.keys.sorted().joined(separator: ", ")
            throw context.error(.badOption, "prep must be one of \(known)")
        }
        if let article {
            guard let text = article.stringValue, let use = ArticleUse(rawValue: text) else {
                let allowed = ArticleUse.allCases.map(\.rawValue)
                throw context.error(.badOption, "article must be one of \(allowed.joined(separator: ", "))")
            }
            self.article = use
        }
        if let capitalize {
            let text = capitalize.stringValue
            guard text == "true" || text == "false" else {
                throw context.error(.badOption, "capitalize must be one of true, false")
            }
            capitalized = text == "true"
        }
        if let select {
            let text = select.stringValue
            guard text == "gender" || text == "number" else {
                throw context.error(.badOption, "select must be one of gender, number")
            }
        }
        self.grammaticalCase = grammaticalCase?.stringValue
        if let requested = self.grammaticalCase, !cases.contains(requested) {
            throw context.error(
                .badOption,
                "case must be one of \(cases.isEmpty ? "none (this locale has no cases)" : cases.joined(separator: ", "))"
            )
        }
    }
}
