/// The CLDR plural rules of one locale and type, evaluated on decimal numbers.
///
/// `PluralRules.rules(for: "pt-PT", type: .cardinal).category(for: "1.5")` is `.other`, while
/// `pt-BR` (which uses the `pt` rules) gives `.one`.
public struct PluralRules: Sendable {
    /// One rule as written in CLDR: its category, condition and samples.
    public struct Rule: Sendable, Hashable {
        /// The category the rule selects.
        public var category: PluralCategory
        /// The condition in CLDR syntax (empty for `other`).
        public var condition: String
        /// The `@integer` samples, e.g. `0, 2~16, 100, …`.
        public var integerSamples: String?
        /// The `@decimal` samples, e.g. `0.0~1.5, 1.1c6, …`.
        public var decimalSamples: String?
        let parsed: PluralRuleCondition
    }

    /// The CLDR locale whose rules these are (`root` when nothing more specific matched).
    public let localeID: String
    /// Cardinal or ordinal.
    public let type: PluralRuleType
    /// The rules in CLDR order; the first matching rule wins, `other` matches everything.
    public let rules: [Rule]

    /// The categories this locale uses.
    public var categories: [PluralCategory] { rules.map(\.category) }

    /// Where the rule data comes from (CLDR release and commit).
    public static var dataSource: String { PluralRuleData.source }

    /// Every CLDR locale that has rules of a type.
    public static func localeIDs(type: PluralRuleType) -> [String] {
        table(type).flatMap(\.locales)
    }

    private static let cache = Memo<String, PluralRules>(limit: 64)

    /// The rules for a BCP 47 tag, falling back from `language-REGION` to `language` to
    /// `root` (so `pt-PT` has its own rules, `pt-BR` uses `pt`).
    public static func rules(for localeTag: String, type: PluralRuleType = .cardinal) -> PluralRules {
        let cacheKey = type.rawValue + "/" + localeTag
        return cache.value(cacheKey) { lookup(localeTag, type: type) }
    }

    /// The category of a number written in decimal (`"1.50"`, `"-3"`, `"1.1c6"`); `other` when
    /// the text is not a number.
    public func category(for number: String) -> PluralCategory {
        guard let operands = PluralOperands(number) else { return .other }
        return category(for: operands)
    }

    /// The category of a binary floating-point number, by its shortest decimal form.
    public func category(for number: Double) -> PluralCategory {
        guard let decimal = DecimalNumber(number) else { return .other }
        return category(for: PluralOperands(decimal))
    }

    /// The category of an exact decimal number (keeps visible trailing zeros).
    public func category(for number: DecimalNumber) -> PluralCategory {
        category(for: PluralOperands(number))
    }

    /// The category for precomputed operands.
    public func category(for operands: PluralOperands) -> PluralCategory {
        rules.first { $0.parsed.matches(operands) }?.category ?? .other
    }

    /// A rule set: the CLDR locales that share it, and each rule's category and text.
    private typealias RuleSet = (locales: [String], rules: [(category: String, text: String)])

    private static let cardinalSets = ruleSets(PluralRuleData.cardinal)
    private static let ordinalSets = ruleSets(PluralRuleData.ordinal)

    private static func table(_ type: PluralRuleType) -> [RuleSet] {
        type == .cardinal ? cardinalSets : ordinalSets
    }

    /// The sets of a table written one a line: `locales | category: rule | …`.
    private static func ruleSets(_ table: String) -> [RuleSet] {
        table.split(separator: "\n").map { line in
            let fields = line.split(separator: "|")
            let rules = fields.dropFirst().map { field in
                let parts = field.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                return (String(parts[0]).trimmingSpaces(), String(parts.last ?? "").trimmingSpaces())
            }
            return (fields.first?.split(separator: " ").map(String.init) ?? [], rules)
        }
    }

    private static func lookup(_ tag: String, type: PluralRuleType) -> PluralRules {
        var candidates: [String] = []
        if let parsed = LanguageTag(tag) {
            if let region = parsed.region { candidates.append(parsed.language + "_" + region) }
            candidates.append(parsed.language)
        }
        candidates.append("root")
        let sets = table(type)
        for candidate in candidates {
            if let set = sets.first(where: { $0.locales.contains(candidate) }) {
                return PluralRules(localeID: candidate, type: type, rules: set.rules.map(makeRule))
            }
        }
        return PluralRules(localeID: "root", type: type, rules: [])
    }

    private static func makeRule(_ entry: (category: String, text: String)) -> Rule {
        let text = entry.text
        var condition = text
        var integerSamples: String?
        var decimalSamples: String?
        if let at = text.firstIndex(of: "@") {
            condition = String(text[..<at])
            for chunk in text[at...].split(separator: "@") {
                let trimmed = String(chunk).trimmingSpaces()
                if trimmed.hasPrefix("integer") {
                    integerSamples = String(trimmed.dropFirst("integer".count)).trimmingSpaces()
                } else if trimmed.hasPrefix("decimal") {
                    decimalSamples = String(trimmed.dropFirst("decimal".count)).trimmingSpaces()
                }
            }
        }
        condition = condition.trimmingSpaces()
        let parsed = (try? PluralRuleCondition(parsing: condition)) ?? PluralRuleCondition.never
        return Rule(
            category: PluralCategory(rawValue: entry.category) ?? .other, condition: condition,
            integerSamples: integerSamples, decimalSamples: decimalSamples, parsed: parsed)
    }
}

extension PluralRuleCondition {
    /// A condition that never matches (used only if bundled data were malformed).
    static let never = PluralRuleCondition(
        alternatives: [[Relation(operand: UInt8(ascii: "n"), modulus: nil, negated: false, ranges: [])]])
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        let character: Character = " "
        var slice = Substring(self)
        while slice.first == character { slice = slice.dropFirst() }
        while slice.last == character { slice = slice.dropLast() }
        return String(slice)
    }
}
