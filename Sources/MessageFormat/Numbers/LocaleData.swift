import Synchronization

/// Everything the built-in functions need to know about a locale, resolved once per tag and
/// shared: number symbols, plural rules and the writing direction.
final class LocaleData: Sendable {
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

    private static let cache = Mutex<[String: LocaleData]>([:])

    /// The data of a tag, computed once.
    static func forLocale(_ tag: String) -> LocaleData {
        if let cached = cache.withLock({ $0[tag] }) { return cached }
        let data = LocaleData(tag: tag)
        cache.withLock { $0[tag] = data }
        return data
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
    }

    private static let rightToLeftLanguages: Set<String> = [
        "ar", "arc", "ckb", "dv", "fa", "he", "iw", "ks", "lrc", "mzn", "nqo", "ps", "rhg", "sd", "syr", "ug",
        "ur", "yi",
    ]

    private static func rightToLeft(_ tag: String) -> Bool {
        let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" })
        for subtag in subtags.dropFirst() where subtag.count == 4 {
            switch subtag.lowercased() {
            case "arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg": return true
            case "latn", "cyrl", "deva": return false
            default: break
            }
        }
        guard let language = subtags.first?.lowercased() else { return false }
        return rightToLeftLanguages.contains(language)
    }
}
