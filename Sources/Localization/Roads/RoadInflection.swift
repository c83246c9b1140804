/// How a locale inflects road names by grammatical case: Slavic languages decline the type word
/// a preposition governs (pl "w ulicę", "na ulicy"; ru "на улицу", "по улице"), suffixing
/// languages add a case ending chosen by vowel harmony (tr "Atatürk Caddesi'ne").
///
/// Only what the locale data knows is inflected: a type word with its case forms, a name listed
/// with its forms, or a suffix the harmony rules choose. The proper part of any other name stays
/// as written, because guessing a name's ending reads worse than leaving it alone.
public struct RoadInflection: Sendable, Hashable {
    /// The case names the locale uses (`roads.cases`), e.g. nominative, accusative, locative.
    public var cases: [String] = []
    /// The case each preposition governs (`"case"` in a preposition's table).
    public var governedCases: [String: String] = [:]
    /// The lead a preposition takes before a name whose case form the data does not know
    /// (`"uninflected"` in a preposition's table): Polish "skręć w prawo – Marszałkowska" rather
    /// than "w Marszałkowska", which would need the name's accusative.
    public var uninflectedLeads: [String: String] = [:]
    /// The text around the name, by preposition, when its `uninflected` form holds `{name}`: ru
    /// "по указателю «{name}»" keeps a sign's nominative in the quotes of the sign ("по указателю
    /// «Ростов-на-Дону»"); the lead is then the text up to the last space before `{name}`.
    public var uninflectedEnclosures: [String: NameEnclosure] = [:]
    /// Case forms of type words, by the type word as listed in `roads.types` (`"forms"`):
    /// "ulica" → accusative "ulicę".
    public var typeForms: [String: [String: String]] = [:]
    /// Prepositions a type word takes instead of the table's `none` form (`"prepositions"` of a
    /// type): Polish "na plac" where a street takes "w ulicę".
    public var typePrepositions: [String: [String: String]] = [:]
    /// The same for road numbers, by `refs` prefix (`"*"` for the catch-all pattern).
    public var refPrepositions: [String: [String: String]] = [:]
    /// Whole names whose case forms the locale knows (`roads.names`).
    public var names: [InflectedName] = [] {
        didSet {
            nameIndex = Dictionary(
                names.enumerated().map { ($0.element.name, $0.offset) },
                uniquingKeysWith: { first, _ in first })
        }
    }
    /// Each listed name's first position in ``names``: a phrase looks a name up twice, and a
    /// list compared name by name normalizes both sides of every comparison of non-ASCII text.
    private var nameIndex: [String: Int] = [:]
    /// Case suffixes chosen by vowel harmony (`roads.suffixes`); nil for a language without.
    public var suffixes: SuffixHarmony?
    /// Regular endings of adjectives and place nouns (`roads.declension`), so that the proper
    /// part of a name declines too ("по Ленинскому проспекту", "w ulicę Grójecką").
    public var declension = Declension()

    /// Creates empty inflection facts: nothing is inflected.
    public init() {}

    /// Whether the locale inflects anything by case.
    public var isEmpty: Bool { cases.isEmpty }

    /// The listed name `name` is, if any.
    public func listedName(_ name: String) -> InflectedName? {
        nameIndex[name].map { names[$0] }
    }
}

/// A name whose case forms the locale data lists, so that its proper part declines too
/// (pl "Aleje Jerozolimskie" → locative "Alejach Jerozolimskich").
public struct InflectedName: Sendable, Hashable {
    /// The name as map data writes it, in the nominative.
    public var name: String
    /// Its gender and number.
    public var grammaticalClass: GrammaticalClass
    /// Its forms by case name.
    public var forms: [String: String]
    /// Prepositions it takes instead of the table's `none` form (pl "na Wisłostradę").
    public var prepositions: [String: String]

    /// Creates a listed name.
    public init(
        name: String, grammaticalClass: GrammaticalClass, forms: [String: String],
        prepositions: [String: String] = [:]
    ) {
        self.name = name
        self.grammaticalClass = grammaticalClass
        self.forms = forms
        self.prepositions = prepositions
    }
}

/// Text written around a name (quotes), with no space between it and the name.
public struct NameEnclosure: Sendable, Hashable {
    /// Before the name ("«").
    public var opening: String
    /// After the name ("»").
    public var closing: String

    /// Creates an enclosure.
    public init(opening: String, closing: String) {
        self.opening = opening
        self.closing = closing
    }
}
