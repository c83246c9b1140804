/// Regular endings a locale declines the proper part of a name by (`roads.declension`): the
/// adjectives that agree with a type word (ru "Ленинский проспект" → "по Ленинскому проспекту",
/// pl "ulica Grójecka" → "w ulicę Grójecką") and the nouns of signposted places (pl "Kraków" →
/// "w kierunku Krakowa").
///
/// The tables are the locale's data; this engine only matches endings, the longest first, and
/// refuses whatever it cannot settle: a word of digits, hyphens, capitals only or mixed scripts,
/// an ending whose form in the case is not listed, a word the tables do not know. The caller
/// then keeps the wording it had without declension, because a wrong case form reads worse than
/// none.
public struct Declension: Sendable, Hashable {
    /// A regular ending: the ending of the dictionary form and what replaces it in each case
    /// (ru adjective "ый" → dative "ому").
    public struct Ending: Sendable, Hashable {
        /// The ending of the dictionary form (the first case of `roads.cases`), e.g. "ский".
        public var dictionary: String
        /// The ending by case name; a case that is not listed is not known for this ending.
        public var forms: [String: String]
        /// Whether the ending is trusted only in a word before the type word: ru "-ой" is a
        /// masculine adjective before "проезд" ("Донской проезд") but after it a feminine
        /// genitive ("проезд Серебряковой").
        public var onlyBeforeType: Bool

        /// Creates an ending.
        public init(dictionary: String, forms: [String: String], onlyBeforeType: Bool = false) {
            self.dictionary = dictionary
            self.forms = forms
            self.onlyBeforeType = onlyBeforeType
        }
    }

    /// What the tables say about one word in one case.
    public enum Word: Sendable, Hashable {
        /// The word in the case.
        case declined(String)
        /// The word has a listed ending, but not its form in this case: the caller falls back.
        case unknownForm
        /// No ending of the table fits the word.
        case unmatched
    }

    /// Adjective endings by class key (`feminine`, `masculine`, `feminine.plural`, ...), longest
    /// first.
    public var adjectives: [String: [Ending]] = [:]
    /// The type word a name made only of agreeing adjectives stands for (pl "ulica": "Grójecka"
    /// → "w Grójecką"); nil when such a name keeps its nominative.
    public var impliedType: String?
    /// The prepositions after which `impliedType` stands for a name (a case asked for without a
    /// preposition counts too): the road ones, not one that names a roundabout (pl "na rondzie
    /// Grójecka" is no street).
    public var impliedTypePrepositions: Set<String> = []
    /// Endings of signposted place names (nouns), longest first.
    public var places: [Ending] = []
    /// The prepositions whose name is a signposted place or a list of places ("w kierunku"):
    /// each item declines by `places`, by its listed forms, or is a road number that stays.
    public var placePrepositions: Set<String> = []

    /// Creates empty tables: nothing declines.
    public init() {}

    /// Whether the tables hold no adjective ending.
    public var isEmpty: Bool { adjectives.isEmpty }

    /// `word` as an adjective of class `classKey` in `grammaticalCase`, standing before the type
    /// word or not.
    public func adjective(
        _ word: Substring, classKey: String, case grammaticalCase: String, beforeType: Bool
    ) -> Word {
        guard let ending = Self.ending(of: word, in: adjectives[classKey] ?? []) else { return .unmatched }
        if ending.onlyBeforeType && !beforeType { return .unmatched }
        return Self.apply(ending, to: word, grammaticalCase)
    }

    /// Whether `word` ends like an adjective of any class: such a word is never read as a
    /// place noun (a sign "Тверская" may be a street).
    public func looksLikeAdjective(_ word: Substring) -> Bool {
        // Any stem: a short word with an adjective's ending ("Nowa") is no place noun either.
        adjectives.values.contains { $0.contains { word.hasSuffix($0.dictionary) } }
    }

    /// `word` as a place noun in `grammaticalCase`: only a capitalized word that no adjective
    /// ending fits.
    public func place(_ word: Substring, case grammaticalCase: String) -> Word {
        guard word.first?.isUppercase == true, !looksLikeAdjective(word),
            let ending = Self.ending(of: word, in: places)
        else { return .unmatched }
        return Self.apply(ending, to: word, grammaticalCase)
    }

    private static func apply(_ ending: Ending, to word: Substring, _ grammaticalCase: String) -> Word {
        guard let form = ending.forms[grammaticalCase] else { return .unknownForm }
        return .declined(String(word.dropLast(ending.dictionary.count)) + form)
    }

    /// The longest ending of `endings` (sorted longest first) that `word` ends with, leaving a
    /// stem of two letters or more; nil for a word that is not plain letters of one script.
    static func ending(of word: Substring, in endings: [Ending]) -> Ending? {
        guard let script = Script(plainWord: word) else { return nil }
        for ending in endings where word.hasSuffix(ending.dictionary) {
            guard word.count >= ending.dictionary.count + 2,
                Script(plainWord: Substring(ending.dictionary)) == script
            else { continue }
            return ending
        }
        return nil
    }

    /// The script of a word made only of letters, for the check that an ending and the word it
    /// ends belong together ("Leninский" is refused).
    enum Script: Hashable {
        case latin, cyrillic, other

        /// Nil unless every character is a letter and all are of one script, and at least one
        /// is lower case (a word in capitals is an abbreviation: "МКАД").
        init?(plainWord: Substring) {
            var found: Script?
            var lowercase = false
            for character in plainWord {
                guard character.isLetter, let scalar = character.unicodeScalars.first else { return nil }
                let script: Script
                switch scalar.value {
                case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: script = .latin
                case 0x400...0x52F: script = .cyrillic
                default: script = .other
                }
                if let found, found != script { return nil }
                found = script
                if character.isLowercase { lowercase = true }
            }
            guard let found, lowercase else { return nil }
            self = found
        }
    }
}
