import MessageFormat

/// `:distance`: metres in, the locale's rounded and worded distance out.
///
/// Options: `style=display|spoken` (symbols or words for the displayed form; default display),
/// `units=metric|imperial|uk` (default: the locale's), `rounding=voice|screen` (the locale's
/// natural amounts for prompts, default; or the finer steps screens show). The operand is a
/// number of metres, or another distance value (whose options are inherited).
public struct DistanceFunction: MessageFunction {
    /// The locale facts.
    public let facts: LocaleFacts
    /// The unit words.
    public let units: UnitMessages

    /// The worded distances, by rounded distance.
    let wordings: Memo<RoundedDistance, DistanceWording>
    /// The locale's rounding tables by unit system, then purpose, where
    /// ``roundingTable(_:for:)`` finds them: an array, not a dictionary hashed per call.
    private let tables: [(table: RoundingTable, stepDigits: [Int])?]
    /// The direction of the locale's script, found once rather than per call.
    private let direction: TextDirection

    /// Creates the function for one locale: its rounding tables and unit wordings.
    public init(facts: LocaleFacts, units: UnitMessages) {
        self.facts = facts
        self.units = units
        wordings = Memo(limit: 2048)
        tables = UnitSystem.allCases.flatMap { system in
            RoundingPurpose.allCases.map { purpose in
                facts.roundingTable(system, for: purpose).map { (table: $0, stepDigits: $0.stepDigits) }
            }
        }
        direction = facts.textDirection
    }

    /// The table that rounds distances in a unit system for a purpose, as
    /// `facts.roundingTable(_:for:)` gives it, with its bands' step digits.
    func roundingTable(_ system: UnitSystem, for purpose: RoundingPurpose) -> (
        table: RoundingTable, stepDigits: [Int]
    )? {
        let systemIndex =
            switch system {
            case .metric: 0
            case .imperial: 1
            case .uk: 2
            }
        return tables[systemIndex * 2 + (purpose == .voice ? 0 : 1)]
    }

    /// Rounds and words the distance.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        var merged = options
        let meters: Double
        if let operand, type(of: operand) == DistanceValue.self, let distance = operand as? DistanceValue {
            meters = distance.meters
            merged = options.overriding(distance.options)
        } else if let number = OperandReading.number(operand) {
            meters = number
        } else {
            throw context.error(.badOperand, ":distance needs a number of metres")
        }
        guard meters.isFinite, meters >= 0 else {
            throw context.error(.badOperand, "distance must be 0 or more")
        }
        // The three options found in one pass over the list (the first of each name counts, as
        // a lookup by name finds it), then checked in the order they always were.
        var styleOption: Int?
        var unitsOption: Int?
        var roundingOption: Int?
        for index in merged.indices {
            switch merged[index].name {
            case "style": if styleOption == nil { styleOption = index }
            case "units": if unitsOption == nil { unitsOption = index }
            case "rounding": if roundingOption == nil { roundingOption = index }
            default: break
            }
        }
        let style =
            try Self.keyword(merged, styleOption, UnitMessages.Style.self, name: "style", context) ?? .display
        let system =
            try Self.keyword(merged, unitsOption, UnitSystem.self, name: "units", context)
            ?? facts.defaultUnits
        let purpose =
            try Self.keyword(merged, roundingOption, RoundingPurpose.self, name: "rounding", context)
            ?? .voice
        guard let worded = wording(meters: meters, style: style, units: system, rounding: purpose) else {
            throw context.error(.badOption, "no rounding table for \(system.rawValue)")
        }
        for error in worded.errors { context.report(error.kind, "unit message: \(error.detail)") }
        return DistanceValue(
            meters: meters, units: system, rounded: worded.rounded, literal: worded.literal, style: style,
            symbolText: worded.symbolText, wordText: worded.wordText,
            pluralCategory: worded.pluralCategory.rawValue, options: merged, direction: direction)
    }

    /// A keyword option's value as its enum, nil when the option is absent; a value that is none
    /// of the enum's is the bad option `FunctionOptions.keyword` reports, the allowed values
    /// listed only then.
    private static func keyword<Value: RawRepresentable<String> & CaseIterable>(
        _ options: FunctionOptions, _ index: Int?, _ type: Value.Type, name: String,
        _ context: FunctionContext
    ) throws(MessageError) -> Value? {
        guard let index else { return nil }
        guard let text = options[index].value.stringValue, let keyword = Value(rawValue: text) else {
            let allowed = Value.allCases.map(\.rawValue).joined(separator: ", ")
            throw context.error(.badOption, "\(name) must be one of \(allowed)")
        }
        return keyword
    }
}

/// Reading numbers and strings from operands of any kind.
enum OperandReading {
    /// A number from a host number, a numeric string or a numeric host value.
    static func number(_ operand: (any MessageValue)?) -> Double? {
        guard let operand else { return nil }
        // The exact type first (a metadata comparison, not a dynamic cast): host numbers are
        // the usual operand.
        if type(of: operand) == NumberValue.self, let number = operand.numberValue {
            return number.number.doubleValue
        }
        if operand is FallbackValue { return nil }
        if let number = operand as? NumberValue { return number.number.doubleValue }
        switch operand.underlyingValue {
        case let value as Double: return value
        case let value as Int: return Double(value)
        case let value as Float: return Double(value)
        default: break
        }
        if let text = operand.stringValue, let number = DecimalNumber(parsing: text) {
            return number.doubleValue
        }
        return nil
    }

    /// Text from a string operand or a string host value.
    static func string(_ operand: (any MessageValue)?) -> String? {
        guard let operand, !(operand is FallbackValue) else { return nil }
        if let text = operand.underlyingValue as? String { return text }
        if operand is StringValue { return operand.stringValue }
        return nil
    }
}

extension LocaleFacts {
    /// The writing direction of the locale's script (right to left for Arabic, Hebrew, Syriac,
    /// Thaana, N'Ko, Adlam; left to right otherwise).
    public var textDirection: TextDirection {
        // A switch, not a lookup in an array literal: every `:distance` and `:road` asks.
        switch script {
        case "Arab", "Hebr", "Syrc", "Thaa", "Nkoo", "Adlm", "Rohg": .rtl
        default: .ltr
        }
    }
}
