import MessageFormat

/// `:ordinal`: a positive integer as an ordinal that agrees with its noun.
///
/// Options: `gender=feminine|masculine|neuter` (default: the locale's `defaultGender`; a gender
/// the locale does not distinguish uses its `any` forms), `style=numeric|words` (default numeric).
package struct OrdinalFunction: MessageFunction {
    /// The locale facts.
    public let facts: LocaleFacts

    /// Builds the ordinal.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        var merged = options
        let value: Double?
        if let ordinal = operand as? OrdinalValue {
            value = Double(ordinal.number)
            merged = options.overriding(ordinal.options)
        } else {
            value = OperandReading.number(operand)
        }
        guard let value, value >= 1, value == value.rounded(), value < 1e9 else {
            throw context.error(.badOperand, ":ordinal needs a positive integer")
        }
        let number = Int(value)
        let gender = try merged.keyword(
            "gender", allowed: GrammaticalGender.allCases.map(\.rawValue), context: context
        ).flatMap(GrammaticalGender.init(rawValue:))
        let style = try merged.keyword("style", allowed: ["numeric", "words"], context: context) ?? "numeric"
        guard let genderKey = facts.ordinals.genderKey(gender) else {
            throw context.error(.badOption, "\(facts.tag) has no \(gender?.rawValue ?? "") ordinals")
        }
        let category = PluralRules.rules(for: facts.tag, type: .ordinal).category(for: String(number))
            .rawValue
        guard let numeric = facts.ordinals.numeric(number, genderKey: genderKey, category: category) else {
            throw context.error(.badOption, "no ordinal suffix for \(genderKey) \(category)")
        }
        let word = facts.ordinals.word(number, genderKey: genderKey)
        let spoken = word ?? facts.spoken.apply(to: numeric, symbols: facts.number).spokenText
        return OrdinalValue(
            number: number, numericText: numeric, word: word, spokenText: spoken, ordinalCategory: category,
            showsWord: style == "words", options: merged, direction: facts.textDirection)
    }
}
