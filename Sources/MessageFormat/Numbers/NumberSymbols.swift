/// A locale's number symbols and grouping, as the engine's own fast formatter needs them.
///
/// The locales the product ships come from a built-in table (``builtin``) that a test keeps
/// equal to what Foundation reports; any other tag is read once from Foundation's number
/// formatter (``probing(_:)``). The table exists because asking Foundation costs more than the
/// symbols are worth: it brings in ICU's locale, calendar and numbering-system data, about
/// 3.6 MB of resident memory in `guidance run`, for eleven strings and three integers.
final class NumberSymbols: Sendable {
    /// The ten native digits.
    let digits: [String]
    /// The decimal separator.
    let decimal: String
    /// The grouping separator.
    let group: String
    /// Text before a negative number (may include direction marks).
    let minusPrefix: String
    /// Text after a negative number.
    let minusSuffix: String
    /// The plus sign.
    let plus: String
    /// Size of the group next to the decimal separator; 0 for none.
    let primaryGroup: Int
    /// Size of the other groups.
    let secondaryGroup: Int
    /// Grouping only applies from this many digits in the highest group (pt-PT, es: 2).
    let minimumGroupingDigits: Int
    /// Text before a percentage.
    let percentPrefix: String
    /// Text after a percentage.
    let percentSuffix: String
    /// Whether the digits are ASCII (enables a faster path).
    let asciiDigits: Bool

    private static let cache = Memo<String, NumberSymbols>(limit: 64)

    /// The symbols of a BCP 47 locale tag: from the built-in table when the tag is in it,
    /// otherwise probed from Foundation once per tag.
    static func forLocale(_ tag: String) -> NumberSymbols {
        if let builtin = builtin[tag] { return builtin }
        return cache.value(tag) { probing(tag) }
    }

    /// Creates symbols from their parts; `asciiDigits` is derived from `digits`.
    init(
        digits: [String], decimal: String, group: String, minusPrefix: String, minusSuffix: String,
        plus: String, primaryGroup: Int, secondaryGroup: Int, minimumGroupingDigits: Int,
        percentPrefix: String, percentSuffix: String
    ) {
        self.digits = digits
        self.decimal = decimal
        self.group = group
        self.minusPrefix = minusPrefix
        self.minusSuffix = minusSuffix
        self.plus = plus
        self.primaryGroup = primaryGroup
        self.secondaryGroup = secondaryGroup
        self.minimumGroupingDigits = minimumGroupingDigits
        self.percentPrefix = percentPrefix
        self.percentSuffix = percentSuffix
        asciiDigits = digits == Self.asciiDigitStrings
    }

    /// "0" to "9".
    static let asciiDigitStrings = (0..<10).map(String.init)
}
