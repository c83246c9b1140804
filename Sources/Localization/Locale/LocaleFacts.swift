/// Everything a locale file (`locales/<tag>.json`) states: the facts the formatting functions
/// need, as opposed to the words, which live in `templates/<tag>.mf2`.
public struct LocaleFacts: Sendable, Hashable {
    /// The canonical tag of the locale, e.g. `pt-BR`; the file name without `.json`.
    public var tag: String
    /// The locale's own name for itself, e.g. "Português (Brasil)".
    public var name: String
    /// The script the locale is written in (e.g. `Latn`); a requested tag with another script is
    /// not served.
    public var script: String
    /// Other tags this locale answers for in negotiation: `pt` for pt-BR (CLDR likely subtags),
    /// `pt-AO` for pt-PT. Nothing falls back outside these declarations.
    public var serves: [String]
    /// Regions whose requests this locale is suggested for when nothing serves them (`en-AU`:
    /// "did you mean en-GB?"): CLDR's parentLocales groups (en_001, es_419), facts rather than
    /// words. A suggestion only: the request still fails until `serves` names the tag.
    public var suggestedForRegions: Set<String> = []
    /// Locales whose templates supply messages missing from this locale's templates, in order
    /// (e.g. en-GB → en-US). Facts are never inherited.
    public var fallback: [String]
    /// The eSpeak NG voice name, e.g. `pt-br`.
    public var voice: String
    /// How fast the voice speaks, and how long a prompt is estimated to last (`speech`).
    public var speech = SpeechPace()
    /// Number symbols.
    public var number: DecimalSymbols
    /// The unit system used unless a template or caller says otherwise.
    public var defaultUnits: UnitSystem
    /// How prompts round a distance, for every unit system: natural amounts a driver hears
    /// ("a quarter mile", "one and a half kilometers"); the caption of a prompt follows its words.
    public var rounding: [UnitSystem: RoundingTable]
    /// How screens round a distance, for every unit system: finer than the voice ("2.3 km",
    /// "150 m"), since a screen is read at a glance and compared with the road signs.
    public var screenRounding: [UnitSystem: RoundingTable]
    /// Ordinal forms.
    public var ordinals: OrdinalFacts
    /// Road-name grammar.
    public var roads: RoadFacts
    /// Spoken-form lexicon (its own entries, then the road-type abbreviations).
    public var spoken: SpokenLexicon
    /// Wordings the locale's reviewers ruled out (`qa.avoid`), checked by `guidance qa lint`.
    public var avoidedWordings: [AvoidedWording] = []
    /// What separates the items of a list the renderer joins (the road numbers and places of a
    /// sign): ", " by default, "、" in Chinese and Japanese, "، " in Arabic (`listSeparator`).
    public var listSeparator = ", "
    /// Guidance words of this language that give away an untranslated piece when they turn up in
    /// another locale's messages (`qa.giveawayWords`); `guidance qa lint` uses the source
    /// locale's list. Kept in data, like every other word, and free of words other languages share.
    public var giveawayWords: Set<String> = []
    /// The names and marks `guidance qa lint` hears the locale's spoken forms with
    /// (`qa.nameCorpus`, `qa.spelledTokens`, `qa.writtenOnly`).
    public var spokenFormReview = SpokenFormReview()

    /// Creates facts.
    public init(
        tag: String, name: String, script: String, serves: [String], fallback: [String], voice: String,
        number: DecimalSymbols, defaultUnits: UnitSystem, rounding: [UnitSystem: RoundingTable],
        ordinals: OrdinalFacts, roads: RoadFacts, spoken: SpokenLexicon,
        screenRounding: [UnitSystem: RoundingTable]? = nil
    ) {
        self.tag = tag
        self.name = name
        self.script = script
        self.serves = serves
        self.fallback = fallback
        self.voice = voice
        self.number = number
        self.defaultUnits = defaultUnits
        self.rounding = rounding
        self.screenRounding = screenRounding ?? rounding
        self.ordinals = ordinals
        self.roads = roads
        self.spoken = spoken
    }
}
