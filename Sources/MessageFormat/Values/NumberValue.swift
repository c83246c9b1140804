import Foundation

/// A number resolved by `:number`, `:integer`, `:percent`, `:currency` or `:offset`, or passed by
/// the host: it formats with the locale's symbols and selects by exact value or plural
/// category.
public final class NumberValue: MessageValue {
    /// How the number is presented.
    public enum Style: Sendable, Hashable {
        /// A plain decimal number.
        case decimal
        /// An integer (`:integer`).
        case integer
        /// A percentage: the value times 100 with the locale's percent sign.
        case percent
        /// An amount of money in a currency (ISO 4217 code).
        case currency(String)
    }

    /// How the number is matched against variant keys (`select`).
    public enum Selection: String, Sendable, Hashable {
        /// Exact value, then cardinal plural category.
        case plural
        /// Exact value, then ordinal category.
        case ordinal
        /// Exact value only.
        case exact
    }

    /// The value as given (before rounding and scaling).
    public let number: DecimalNumber
    /// The presentation.
    public let style: Style
    /// The display settings.
    public let settings: NumberFormatSettings
    /// How it selects; `nil` when selection is not allowed (e.g. `select` set by a variable).
    public let selection: Selection?
    /// The options it was resolved with (inherited by functions applied to it).
    public let options: FunctionOptions
    /// The value shown: scaled for percentages and rounded by the settings.
    public let displayed: DecimalNumber
    /// The locale's symbols and rules the number formats and selects with.
    let localeData: LocaleData

    /// Creates a number value in a locale.
    public convenience init(
        _ number: DecimalNumber, style: Style = .decimal,
        settings: NumberFormatSettings = NumberFormatSettings(),
        selection: Selection? = .plural, options: FunctionOptions = FunctionOptions(), locale: String
    ) {
        self.init(
            number, style: style, settings: settings, selection: selection, options: options,
            localeData: LocaleData.forLocale(locale))
    }

    /// A number as formatted from its digits; the defaults are a plain decimal that selects by
    /// plural category, as a host's number or a literal is.
    init(
        _ number: DecimalNumber, style: Style = .decimal,
        settings: NumberFormatSettings = NumberFormatSettings(),
        selection: Selection? = .plural, options: FunctionOptions = FunctionOptions(), localeData: LocaleData
    ) {
        self.number = number
        self.style = style
        self.settings = settings
        self.selection = selection
        self.options = options
        self.localeData = localeData
        let scaled = style == .percent ? number.scaled(byPowerOfTen: 2) : number
        displayed = settings.round(scaled)
    }

    /// The locale the number formats in.
    public var locale: String { localeData.tag }
    /// `number`.
    public var partType: String { "number" }
    /// The exact value in plain decimal form, e.g. `4.2`.
    public var stringValue: String? { number.description }
    /// Numbers read left to right.
    public var direction: TextDirection { .ltr }
    /// Itself.
    public var numberValue: NumberValue? { self }

    /// The formatted number, e.g. `1.234,5` in `pt-BR`.
    public var formatted: String {
        if let small = smallIntegerIndex, settings.signDisplay == .auto, settings.minimumIntegerDigits == 1,
            style == .decimal || style == .integer, localeData.symbols.asciiDigits
        {
            let digits = NumberLayout.smallIntegers[small]
            if !displayed.isNegative { return digits }
            return localeData.symbols.minusPrefix + digits + localeData.symbols.minusSuffix
        }
        if case .currency(let code) = style { return currencyText(code) }
        return layout.string(displayed)
    }

    /// The displayed value when it is an integer from 0 to 999 (no grouping, no fraction), which
    /// formats and selects through precomputed tables.
    private var smallIntegerIndex: Int? {
        guard displayed.exponent == 0, displayed.digits.count <= 3 else { return nil }
        var value = 0
        for digit in displayed.digits { value = value * 10 + Int(digit) }
        return value
    }

    /// The formatted number.
    public func format(context: FunctionContext) throws(MessageError) -> String { formatted }

    /// The formatted number in typed pieces (`integer`, `group`, `decimal`, `fraction`, ...).
    public func formatToParts(context: FunctionContext) throws(MessageError) -> [MessageValuePart] {
        if case .currency(let code) = style {
            return [MessageValuePart(type: "literal", value: currencyText(code))]
        }
        return layout.parts(displayed)
    }

    /// The plural category of the displayed value for the given rules.
    public func category(_ type: PluralRuleType = .cardinal) -> PluralCategory {
        if let small = smallIntegerIndex {
            return type == .cardinal ? localeData.smallCardinal[small] : localeData.smallOrdinal[small]
        }
        return (type == .cardinal ? localeData.cardinal : localeData.ordinal).category(
            for: PluralOperands(displayed))
    }

    /// Exact matches first, then the plural category; reports keys that are neither numbers nor
    /// categories as bad variant keys.
    public func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]?
    {
        guard let selection else { return nil }
        var exact: String?
        var keyword: String?
        switch selection {
        case .plural: keyword = category(.cardinal).rawValue
        case .ordinal: keyword = category(.ordinal).rawValue
        case .exact: keyword = nil
        }
        if keys.count == 1, keys[0] == keyword { return keys }
        var exactMatches: [String] = []
        var keywordMatches: [String] = []
        for key in keys {
            if Self.isExactKey(key) {
                if exact == nil { exact = displayed.description }
                if key == exact { exactMatches.append(key) }
            } else if PluralCategory(rawValue: key) != nil {
                if key == keyword { keywordMatches.append(key) }
            } else {
                context.report(
                    .badVariantKey, "\(context.source): key \"\(key)\" is not a number or plural category")
            }
        }
        if keywordMatches.isEmpty { return exactMatches }
        return exactMatches + keywordMatches
    }

    /// Whether a variant key is a number literal (matched by exact value) rather than a plural
    /// category; the first byte rules most keys out before the full parse.
    package static func isExactKey(_ key: String) -> Bool {
        guard let first = key.utf8.first, first == UInt8(ascii: "-") || (first >= 0x30 && first <= 0x39)
        else { return false }
        return DecimalNumber(parsing: key) != nil
    }

    private var layout: NumberLayout {
        var layout = NumberLayout(symbols: localeData.symbols, settings: settings)
        if style == .percent {
            layout.prefix = ("percentSign", localeData.symbols.percentPrefix)
            layout.suffix = ("percentSign", localeData.symbols.percentSuffix)
        }
        return layout
    }

    private func currencyText(_ code: String) -> String {
        var format = Decimal.FormatStyle.Currency(code: code, locale: PlatformLocale.locale(for: locale))
        if settings.maximumFractionDigits != 3 || settings.minimumFractionDigits != 0 {
            format = format.precision(
                .fractionLength(
                    settings
                        .minimumFractionDigits...max(
                            settings.minimumFractionDigits, settings.maximumFractionDigits)))
        }
        let value = Decimal(string: displayed.description) ?? 0
        return value.formatted(format)
    }
}
