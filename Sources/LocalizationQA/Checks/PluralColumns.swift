import MessageFormat

/// The selectors of a message that choose by CLDR plural category, with the keys written for
/// each: what the plural checks compare with the locale's rules.
struct PluralColumn: Sendable {
    /// The selector variable.
    var selector: String
    /// Its position among the selectors.
    var index: Int
    /// Cardinal or ordinal rules.
    var type: PluralRuleType
    /// Whether only integers reach it (`:integer`, `:ordinal`).
    var integersOnly: Bool
    /// The keys written in this column (`*` excluded).
    var keys: Set<String>

    /// The category names MF2 keys may use.
    static let categoryNames = Set(PluralCategory.allCases.map(\.rawValue))

    /// The plural columns of a message; a column with only exact-number keys is left out (the
    /// translator chose exact matching).
    static func columns(of analysis: MessageAnalysis) -> [PluralColumn] {
        var columns: [PluralColumn] = []
        for (index, selector) in analysis.selectors.enumerated() {
            guard let function = analysis.functions[selector] else { continue }
            let select = function.options.first { $0.name == "select" }.flatMap { option -> String? in
                if case .literal(let value) = option.value { return value }
                return nil
            }
            let type: PluralRuleType
            let integersOnly: Bool
            switch function.name {
            case "number", "integer":
                guard select != "exact" else { continue }
                type = select == "ordinal" ? .ordinal : .cardinal
                integersOnly = function.name == "integer" || type == .ordinal
            case "distance":
                type = .cardinal
                integersOnly = false
            case "ordinal":
                guard select == nil else { continue }
                type = .ordinal
                integersOnly = true
            default:
                continue
            }
            let keys = Set(
                analysis.variants.compactMap { variant in
                    index < variant.keys.count && variant.keys[index] != "*" ? variant.keys[index] : nil
                })
            guard !keys.isDisjoint(with: categoryNames) else { continue }
            columns.append(
                PluralColumn(
                    selector: selector, index: index, type: type, integersOnly: integersOnly, keys: keys))
        }
        return columns
    }

    /// The categories a locale gives the amounts the product says (integers 0–1000; halves and
    /// quarters below 10 unless only integers reach the selector), each with a sample.
    static func neededCategories(locale: String, type: PluralRuleType, integersOnly: Bool)
        -> [PluralCategory: String]
    {
        let rules = PluralRules.rules(for: locale, type: type)
        var samples: [PluralCategory: String] = [:]
        var numbers = ((type == .ordinal ? 1 : 0)...1000).map { "\($0)" }
        if !integersOnly {
            for whole in 0..<10 {
                numbers += ["\(whole).5", "\(whole).25", "\(whole).75"]
            }
        }
        for number in numbers {
            let category = rules.category(for: number)
            if samples[category] == nil { samples[category] = number }
        }
        return samples
    }
}
