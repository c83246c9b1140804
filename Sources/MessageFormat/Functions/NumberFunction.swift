/// `:number`, `:integer`, `:percent` and `:currency`: numeric formatting and selection with the
/// options of the specification (digits, grouping, sign, rounding, `select`).
package struct NumberFunction: MessageFunction {
    /// Which of the numeric functions this is.
    public enum Kind: Sendable, Hashable {
        /// `:number`.
        case number
        /// `:integer`.
        case integer
        /// `:percent`.
        case percent
        /// `:currency`.
        case currency
    }

    /// The function variant.
    public let kind: Kind

    /// Creates one of the numeric functions.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// Resolves a numeric operand with options inherited from a numeric operand.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        let number: DecimalNumber
        var inherited = FunctionOptions()
        var currency: String?
        if let value = operand?.numberValue {
            if options.isEmpty, value.options.isEmpty, value.style == .decimal, value.selection == .plural,
                value.number.exponent >= 0, kind == .number || kind == .integer,
                value.localeData === context.localeData
            {
                // An integer with default options formats and selects the same way (in the same
                // locale: `u:locale` makes a new value): reuse it.
                return value
            }
            number = value.number
            inherited = value.options
            if case .currency(let code) = value.style { currency = code }
            if kind == .integer && !inherited.isEmpty {
                inherited.remove("minimumFractionDigits")
                inherited.remove("maximumFractionDigits")
                inherited.remove("minimumSignificantDigits")
            }
        } else if let text = operand?.stringValue, operand?.isFallback == false,
            let parsed = DecimalNumber(parsing: text)
        {
            number = parsed
        } else {
            throw context.error(.badOperand, "not a number")
        }
        var selection: NumberValue.Selection? = .plural
        if let select = options.option("select") {
            if !select.isLiteral {
                context.report(.badOption, "\(context.source): select must be a literal")
                selection = nil
            } else {
                let value = try options.keyword(
                    "select", allowed: ["plural", "ordinal", "exact"], context: context)
                selection = value.flatMap(NumberValue.Selection.init(rawValue:))
            }
        } else if inherited.option("select") != nil {
            context.report(.badOption, "\(context.source): select is set by the operand")
            selection = nil
        }
        let merged = options.overriding(inherited)
        if kind == .currency {
            if let code = try merged.keyword(currencyCodeOption: context) {
                if currency != nil && options.option("currency") != nil {
                    throw context.error(.badOption, "the operand already has a currency")
                }
                currency = code
            }
            guard currency != nil else { throw context.error(.badOperand, ":currency needs a currency") }
        }
        let settings = try Self.settings(merged, kind: kind, context: context)
        let style: NumberValue.Style
        switch kind {
        case .number: style = .decimal
        case .integer: style = .integer
        case .percent: style = .percent
        case .currency: style = .currency(currency ?? "XXX")
        }
        if kind == .currency { selection = nil }
        return NumberValue(
            kind == .integer ? number.rounded(toPower: 0, mode: settings.roundingMode) : number, style: style,
            settings: settings, selection: selection, options: merged,
            localeData: context.localeData)
    }

    /// Reads the display options into settings.
    static func settings(_ options: FunctionOptions, kind: Kind, context: FunctionContext)
        throws(MessageError)
        -> NumberFormatSettings
    {
        var settings = NumberFormatSettings()
        if kind == .percent || kind == .integer { settings.maximumFractionDigits = 0 }
        if options.isEmpty { return settings }
        if let value = try options.keyword(
            "signDisplay", allowed: ["auto", "always", "exceptZero", "negative", "never"], context: context),
            let sign = NumberFormatSettings.SignDisplay(rawValue: value)
        {
            settings.signDisplay = sign
        }
        if let value = try options.keyword(
            "useGrouping", allowed: ["auto", "always", "never", "min2"], context: context),
            let grouping = NumberFormatSettings.Grouping(rawValue: value)
        {
            settings.grouping = grouping
        }
        if let value = try options.digitSize("minimumIntegerDigits", context: context) {
            settings.minimumIntegerDigits = max(1, value)
        }
        if kind == .integer {
            settings.maximumFractionDigits = 0
        } else if kind == .currency {
            if let fraction = options.option("fractionDigits"), fraction.value.stringValue != "auto" {
                let digits = try options.digitSize("fractionDigits", context: context) ?? 2
                settings.minimumFractionDigits = digits
                settings.maximumFractionDigits = digits
            }
        } else {
            let minimum = try options.digitSize("minimumFractionDigits", context: context)
            let maximum = try options.digitSize("maximumFractionDigits", context: context)
            if let minimum { settings.minimumFractionDigits = minimum }
            if let maximum { settings.maximumFractionDigits = maximum }
            if let minimum, maximum == nil, minimum > settings.maximumFractionDigits {
                settings.maximumFractionDigits = minimum
            }
            if let maximum, minimum == nil, maximum < settings.minimumFractionDigits {
                settings.minimumFractionDigits = maximum
            }
            if settings.minimumFractionDigits > settings.maximumFractionDigits {
                throw context.error(.badOption, "minimumFractionDigits is above maximumFractionDigits")
            }
            settings.minimumSignificantDigits = try options.digitSize(
                "minimumSignificantDigits", context: context)
        }
        settings.maximumSignificantDigits = try options.digitSize(
            "maximumSignificantDigits", context: context)
        if let minimum = settings.minimumSignificantDigits, minimum < 1 {
            throw context.error(.badOption, "minimumSignificantDigits must be at least 1")
        }
        if let maximum = settings.maximumSignificantDigits {
            if maximum < 1 || maximum < (settings.minimumSignificantDigits ?? 1) {
                throw context.error(.badOption, "maximumSignificantDigits is out of range")
            }
        }
        if let value = try options.keyword(
            "trailingZeroDisplay", allowed: ["auto", "stripIfInteger"], context: context)
        {
            settings.stripIfInteger = value == "stripIfInteger"
        }
        if let value = try options.keyword(
            "roundingPriority", allowed: ["auto", "morePrecision", "lessPrecision"], context: context)
        {
            settings.roundingPriority = NumberFormatSettings.RoundingPriority(rawValue: value) ?? .auto
        }
        if let value = try options.keyword(
            "roundingMode", allowed: RoundingMode.allCases.map(\.rawValue), context: context),
            let mode = RoundingMode(rawValue: value)
        {
            settings.roundingMode = mode
        }
        if let value = try options.keyword(
            "roundingIncrement",
            allowed: [
                "1", "2", "5", "10", "20", "25", "50", "100", "200", "250", "500", "1000", "2000", "2500",
                "5000",
            ],
            context: context), let increment = Int(value)
        {
            settings.roundingIncrement = increment
        }
        return settings
    }
}

extension FunctionOptions {
    fileprivate func keyword(currencyCodeOption context: FunctionContext) throws(MessageError) -> String? {
        guard let value = option("currency")?.value else { return nil }
        guard let code = value.stringValue, code.utf8.count == 3,
            code.utf8.allSatisfy({ ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) })
        else {
            throw context.error(.badOption, "currency must be a three-letter code")
        }
        return code.uppercased()
    }
}
