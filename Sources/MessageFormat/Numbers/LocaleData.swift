/// Everything the built-in functions need to know about a locale, resolved once per tag and
/// shared: number symbols, plural rules and the writing direction.
///
/// `@unchecked Sendable`: `smallNumbers` is a `var` only because its values refer back to the
/// instance; it is assigned once inside `init`, before the instance is published, and never again.
final class LocaleData: @unchecked Sendable {
    /// The BCP 47 tag.
    let tag: String
    /// Number symbols and grouping.
    let symbols: NumberSymbols
    /// Cardinal plural rules.
    let cardinal: PluralRules
    /// Ordinal plural rules.
    let ordinal: PluralRules
    /// Whether the locale is written right to left.
    let isRightToLeft: Bool
    /// Cardinal categories of the integers 0 to 999.
    let smallCardinal: [PluralCategory]
    /// Ordinal categories of the integers 0 to 999.
    let smallOrdinal: [PluralCategory]
    /// Host integers 0 to 999 as number values with default options (shared, immutable).
    private(set) var smallNumbers: [NumberValue] = []

    private static let cache = Memo<String, LocaleData>(limit: 64)

    /// The data of a tag, computed once.
    static func forLocale(_ tag: String) -> LocaleData {
        cache.value(tag) { LocaleData(tag: tag) }
    }

    private init(tag: String) {
        self.tag = tag
        symbols = NumberSymbols.forLocale(tag)
        cardinal = PluralRules.rules(for: tag, type: .cardinal)
        ordinal = PluralRules.rules(for: tag, type: .ordinal)
        isRightToLeft = Self.rightToLeft(tag)
        let cardinal = self.cardinal
        let ordinal = self.ordinal
        smallCardinal = (0..<1000).map { cardinal.category(for: DecimalNumber($0)) }
        smallOrdinal = (0..<1000).map { ordinal.category(for: DecimalNumber($0)) }
        smallNumbers = (0..<1000).map { NumberValue(DecimalNumber($0), localeData: self) }
    }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "lrc", "mzn", "nqo", "ps", "rhg", "sd", "syr", "ug",
        "ur", "yi",
    ]

    private static func rightToLeft(_ tag: String) -> Bool {
        guard let parsed = LanguageTag(tag) else { return false }
        switch parsed.script {
        case "Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg": return true
        case "Latn", "Cyrl", "Deva": return false
        default: return rightToLeftLanguages.contains(parsed.language)
        }
    }
}
