/// A locale's road-name grammar: which words at the start of a name give it a gender, which
/// road numbers imply which noun, and how prepositions contract with the article.
public struct RoadFacts: Sendable, Hashable {
    /// A head word (or abbreviation) that decides the class of the names it starts.
    public struct TypeWord: Sendable, Hashable {
        /// The word as written in names, e.g. "Rua", "Estrada Nacional".
        public var word: String
        /// Abbreviations that stand for it, e.g. "R.", "Av.".
        public var abbreviations: [String]
        /// Its gender and number.
        public var grammaticalClass: GrammaticalClass
        /// Whether names with this head take the definite article (nil: the locale default).
        public var takesArticle: Bool?

        /// Creates a type word.
        public init(
            word: String, abbreviations: [String] = [], grammaticalClass: GrammaticalClass,
            takesArticle: Bool? = nil
        ) {
            self.word = word
            self.abbreviations = abbreviations
            self.grammaticalClass = grammaticalClass
            self.takesArticle = takesArticle
        }
    }

    /// Road numbers starting with one of `prefixes`, then an optional `-` or space, then a digit.
    /// The prefix ``anyPrefix`` stands for any one to four capital letters, so that road numbers
    /// of other countries ("A5" in pt-BR, "SP-330" in pt-PT) take their article too; a listed
    /// prefix always wins over it.
    public struct RefPattern: Sendable, Hashable {
        /// The prefix that matches the letters of any road number.
        public static let anyPrefix = "*"
        /// The prefix that matches a road number without letters, a name of digits only, as
        /// Swedish national roads are numbered ("75").
        public static let digitsPrefix = "#"

        /// Letter prefixes such as "BR", "SP", "EN", "IC".
        public var prefixes: [String]
        /// The class of the noun the number implies (pt-BR "a BR-116": a rodovia).
        public var grammaticalClass: GrammaticalClass
        /// Whether such numbers take the definite article (nil: the locale default).
        public var takesArticle: Bool?
        /// The noun written and said before such a number, as natives name the road (sv "väg
        /// 75", where the bare "75" reads as a count); nil for none.
        public var noun: String?

        /// Creates a pattern.
        public init(
            prefixes: [String], grammaticalClass: GrammaticalClass, takesArticle: Bool? = nil,
            noun: String? = nil
        ) {
            self.prefixes = prefixes
            self.grammaticalClass = grammaticalClass
            self.takesArticle = takesArticle
            self.noun = noun
        }
    }

    /// An article a name may start with ("A Hebraica", "O Boticário", "The Mall").
    public struct NameArticle: Sendable, Hashable {
        /// The article as written at the start of a name, case-sensitively.
        public var word: String
        /// Its gender and number.
        public var grammaticalClass: GrammaticalClass

        /// Creates a name article.
        public init(word: String, grammaticalClass: GrammaticalClass) {
            self.word = word
            self.grammaticalClass = grammaticalClass
        }
    }

    /// Whether names of a known class take the definite article unless their entry says otherwise
    /// (pt: true, "na Rua Augusta"; en: false, "onto Main Street").
    public var articleByDefault: Bool
    /// The definite article by class key (`feminine`, `masculine.plural`, ...).
    public var articles: [String: String] {
        didSet { leads = LeadTable(prepositions: prepositions, articles: articles) }
    }
    /// Preposition forms: by preposition, then by `none` (no article), a class key (the contracted
    /// preposition plus article, e.g. "na") or `elided` (before an elision initial, e.g. fr "à l'").
    public var prepositions: [String: [String: String]] {
        didSet { leads = LeadTable(prepositions: prepositions, articles: articles) }
    }
    /// `prepositions` and `articles` by class.
    var leads: LeadTable
    /// Initial letters before which a singular article elides (fr "l'"); empty for no elision.
    public var elisionInitials: String
    /// Head words, tried longest first.
    public var types: [TypeWord] {
        didSet { headIndex = HeadWordIndex(types) }
    }
    /// Head words and abbreviations by lower-cased spelling, longest first, so that finding a
    /// name's type costs a few lookups.
    var headIndex: HeadWordIndex
    /// Road number patterns.
    public var refs: [RefPattern] {
        didSet { refIndex = RefIndex(refs) }
    }
    /// The prefixes of `refs` as bytes.
    var refIndex: RefIndex
    /// Articles that names may start with.
    public var nameArticles: [NameArticle] {
        didSet { articleInitials = ByteInitials(nameArticles.map { $0.word + " " }) }
    }
    /// The first bytes of `nameArticles`, each with its space.
    var articleInitials: ByteInitials
    /// Place names that take the article ("o Porto"); any other place takes none.
    public var places: [Place] = [] {
        didSet { placeIndex = PlaceIndex(places) }
    }
    /// The names of `places` by their bytes.
    var placeIndex = PlaceIndex([])
    /// Whether a name's type word is written in lower case in running text (French "sur
    /// l'avenue Foch", "la rue de Rivoli"); a sentence start is capitalized by the renderer.
    public var lowercaseTypeWords = false
    /// Whether a type word may also end a name, after the adjective that names the road (ru
    /// "Варшавское ш.", "Ленинский пр-т"): its abbreviations are then said in full there too.
    public var typeWordsFollowNames = false
    /// Names whose own article is part of the name, as in French city names: it keeps its
    /// capital unless the preposition fuses with it ("vers Le Havre", "Le Havre", but "au
    /// Havre"). Any other name's article is written as the locale's ("sur les Champs-Élysées",
    /// "para o Boticário").
    public var namesKeepingArticle: Set<String> = []
    /// Phrases this file states as they must come out, checked by `guidance qa lint`.
    public var examples: [RoadExample] = []
    /// Starts of names before which a singular article elides besides `elisionInitials`, for
    /// what a name's first sound is when it is not a letter said as written: `#` stands for a
    /// digit, and a pattern that ends in a digit or `#` matches a whole number (Hungarian "az"
    /// before "5", "5#", "1###", "M#": "az 5-ösre", "az 51-esre", "az M1-esre"; but "a 7-esre",
    /// "a 10-esre").
    public var elisionPrefixes: [String] = []
    /// The class of a name with no other evidence, for a language whose road names all take the
    /// article (Hungarian "a Váci utca", "az Andrássy út"); nil leaves such names without one.
    public var unknownClass: GrammaticalClass?
    /// Initial letters to which a joined preposition form (one ending in "-") attaches without
    /// its hyphen: Hebrew "ל-" gives "לרחוב הרצל" but "ל-A1" and "ל-6".
    public var joinInitials = ""
    /// Whether names holding letters of a left-to-right script are isolated in the display form
    /// (FSI … PDI): set for a locale written right to left.
    public var isolatesLeftToRightNames = false
    /// Case forms and suffixes (Slavic declension of type words, Turkish harmony suffixes).
    public var inflection = RoadInflection()
    /// How the locale says a road whose name and number the source both gives
    /// (`roads.nameAndNumber`), with `{name}` and `{number}`: zh-CN "{name}（{number}）"
    /// ("京港澳高速（G4）"), ja-JP "{name}"; nil says the number alone, as most locales' drivers
    /// and signs do.
    public var nameAndNumber: String?

    /// Creates road facts.
    public init(
        articleByDefault: Bool, articles: [String: String], prepositions: [String: [String: String]],
        elisionInitials: String = "", types: [TypeWord], refs: [RefPattern], nameArticles: [NameArticle]
    ) {
        self.articleByDefault = articleByDefault
        self.articles = articles
        self.prepositions = prepositions
        leads = LeadTable(prepositions: prepositions, articles: articles)
        self.elisionInitials = elisionInitials
        self.types = types
        headIndex = HeadWordIndex(types)
        self.refs = refs
        refIndex = RefIndex(refs)
        self.nameArticles = nameArticles
        articleInitials = ByteInitials(nameArticles.map { $0.word + " " })
    }
}

extension RoadFacts {
    /// The placeholder of `nameAndNumber` for the road's name.
    public static let namePlaceholder = "{name}"
    /// The placeholder of `nameAndNumber` for the road's number.
    public static let numberPlaceholder = "{number}"

    /// The road as the locale says it: `number` (the road a step names, its number when it has
    /// one) with its `name` beside it by `nameAndNumber`; `number` itself without a name or a
    /// pattern.
    public func roadText(_ number: String, name: String?) -> String {
        guard let pattern = nameAndNumber, let name, !name.allSatisfy(\.isWhitespace) else { return number }
        var text = ""
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "{") {
            text += rest[..<open]
            let tail = rest[open...]
            if tail.hasPrefix(Self.namePlaceholder) {
                text += name
                rest = tail.dropFirst(Self.namePlaceholder.count)
            } else if tail.hasPrefix(Self.numberPlaceholder) {
                text += number
                rest = tail.dropFirst(Self.numberPlaceholder.count)
            } else {
                text.append("{")
                rest = tail.dropFirst()
            }
        }
        return text + rest
    }
}
