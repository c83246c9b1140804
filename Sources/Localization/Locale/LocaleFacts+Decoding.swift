import MessageFormat
import StrictJSON

extension LocaleFacts {
    /// The version of the locale file format this code reads (the `format` field).
    public static let formatVersion = 1

    /// Parses and validates a locale file.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the path shown in errors (e.g. `locales/pt-BR.json`).
    ///   - expectedTag: the tag the file name promises; the `locale` field must match it.
    public static func decode(_ text: String, file: String, expectedTag: String? = nil)
        throws(LocalizationError)
        -> LocaleFacts
    {
        let (reader, tag) = try header(text, file: file, expectedTag: expectedTag)
        let serves = try tagList(reader, "serves")
        let fallback = try tagList(reader, "fallback")
        if fallback.contains(tag) { throw reader.failure("fallback", "a locale cannot fall back to itself") }
        let roads = try decodeRoads(reader.object("roads"))
        let (defaultUnits, rounding, screenRounding) = try decodeDistance(reader.object("distance"))
        var facts = LocaleFacts(
            tag: tag, name: try reader.string("name"), script: try reader.string("script"), serves: serves,
            fallback: fallback, voice: try reader.string("voice"),
            number: try decodeNumber(reader.object("number")),
            defaultUnits: defaultUnits, rounding: rounding,
            ordinals: try decodeOrdinals(reader.object("ordinals")),
            roads: roads, spoken: try decodeSpoken(reader.optionalObject("spoken"), roads: roads),
            screenRounding: screenRounding)
        if let speech = try reader.optionalObject("speech") {
            facts.speech = try decodeSpeech(speech)
        }
        for region in try reader.optionalStrings("suggestedForRegions") {
            guard let parsed = LanguageTag("und-\(region)"), parsed.region == region else {
                throw reader.failure(
                    "suggestedForRegions", "\"\(region)\" is not a region code (two capitals or three digits)"
                )
            }
            facts.suggestedForRegions.insert(region)
        }
        if let separator = try reader.optionalString("listSeparator") {
            guard !separator.isEmpty else { throw reader.failure("listSeparator", "empty") }
            facts.listSeparator = separator
        }
        facts.roads.isolatesLeftToRightNames = facts.textDirection == .rtl
        let review = try reader.optionalObject("qa")
        facts.avoidedWordings = try decodeReview(review)
        facts.giveawayWords = Set(try review?.optionalStrings("giveawayWords").map { $0.lowercased() } ?? [])
        facts.spokenFormReview = try decodeSpokenFormReview(review)
        return facts
    }

    /// The eSpeak NG voice of a locale file, read without the rest of its facts (its lexicon
    /// and review patterns cost more than a one-shot `say` speaking): the same JSON, format and
    /// tag checks as ``decode(_:file:expectedTag:)``, then the `voice` field.
    package static func decodeVoice(_ text: String, file: String, expectedTag: String?)
        throws(LocalizationError) -> String
    {
        try header(text, file: file, expectedTag: expectedTag).reader.string("voice")
    }

    /// What a locale file offers negotiation (its script and the tags it serves), read without
    /// the rest of its facts: resolving a tag reads every shipped file, and the whole facts of
    /// all of them cost more than the one locale then loaded. The same JSON, format and tag
    /// checks as ``decode(_:file:expectedTag:)``.
    package static func decodeOffer(_ text: String, file: String, expectedTag: String?)
        throws(LocalizationError) -> (script: String, serves: [String])
    {
        let reader = try header(text, file: file, expectedTag: expectedTag).reader
        return (try reader.string("script"), try tagList(reader, "serves"))
    }

    /// The parsed file, its keys, its `format` and its `locale` tag (against the file name)
    /// checked.
    private static func header(_ text: String, file: String, expectedTag: String?)
        throws(LocalizationError) -> (reader: JSONObjectReader, tag: String)
    {
        let root: JSONNode
        do {
            root = try JSONParser.parse(text)
        } catch {
            throw .malformedJSON(path: file, line: error.line, column: error.column, reason: error.reason)
        }
        let reader = try JSONObjectReader(root, file: file)
        try reader.rejectUnknownKeys([
            "format", "locale", "name", "script", "serves", "suggestedForRegions", "fallback", "voice",
            "speech", "number", "distance", "ordinals", "roads", "spoken", "qa", "listSeparator",
        ])
        let format = try reader.integer("format")
        guard format == formatVersion else {
            throw reader.failure(
                "format", "unsupported format \(format) (this version reads \(formatVersion))")
        }
        let tag = try reader.string("locale")
        guard let parsed = LanguageTag(tag), parsed.canonical == tag else {
            throw reader.failure("locale", "\"\(tag)\" is not a canonical locale tag (e.g. pt-BR)")
        }
        if let expectedTag, expectedTag != tag {
            throw reader.failure("locale", "\"\(tag)\" does not match the file name (\(expectedTag))")
        }
        return (reader, tag)
    }

    private static func decodeReview(_ reader: JSONObjectReader?) throws(LocalizationError)
        -> [AvoidedWording]
    {
        guard let reader else { return [] }
        try reader.rejectUnknownKeys(["avoid", "giveawayWords", "nameCorpus", "spelledTokens", "writtenOnly"])
        return try reader.optionalObjects("avoid").map { entry throws(LocalizationError) in
            try entry.rejectUnknownKeys(["pattern", "in", "reason"])
            return try wording(entry, form: try choice(entry, "in", absent: .both))
        }
    }

    /// An `avoid` or `writtenOnly` entry: its `pattern` must compile.
    private static func wording(_ entry: JSONObjectReader, form: AvoidedWording.Form)
        throws(LocalizationError)
        -> AvoidedWording
    {
        guard
            let rule = AvoidedWording(
                pattern: try entry.string("pattern"), form: form, reason: try entry.string("reason"))
        else { throw entry.failure("pattern", "not a valid regular expression") }
        return rule
    }

    private static func decodeSpokenFormReview(_ reader: JSONObjectReader?) throws(LocalizationError)
        -> SpokenFormReview
    {
        var review = SpokenFormReview()
        guard let reader else { return review }
        review.nameCorpus = try reader.optionalStrings("nameCorpus")
        for (index, name) in review.nameCorpus.enumerated()
        where name.isEmpty || name.first?.isWhitespace == true || name.last?.isWhitespace == true {
            throw reader.failure("nameCorpus", "name \(index + 1) is empty or padded with spaces")
        }
        review.spelledTokens = Set(try reader.optionalStrings("spelledTokens"))
        review.writtenOnly = try reader.optionalObjects("writtenOnly").map {
            entry throws(LocalizationError) in
            try entry.rejectUnknownKeys(["pattern", "reason"])
            return try wording(entry, form: .spoken)
        }
        return review
    }

    private static func tagList(_ reader: JSONObjectReader, _ key: String) throws(LocalizationError)
        -> [String]
    {
        try reader.optionalStrings(key).map { value throws(LocalizationError) in
            guard let tag = LanguageTag(value) else {
                throw reader.failure(key, "\"\(value)\" is not a locale tag")
            }
            return tag.canonical
        }
    }

    private static func decodeSpeech(_ reader: JSONObjectReader) throws(LocalizationError) -> SpeechPace {
        try reader.rejectUnknownKeys(["rate", "secondsPerCharacter", "secondsPerPrompt"])
        var pace = SpeechPace()
        if reader.node("rate") != nil {
            let rate = try reader.integer("rate")
            guard SpeechPace.rateRange.contains(rate) else {
                throw reader.failure(
                    "rate",
                    "\(rate) words per minute is outside \(SpeechPace.rateRange.lowerBound)–\(SpeechPace.rateRange.upperBound)"
                )
            }
            pace.rate = rate
        }
        if reader.node("secondsPerCharacter") != nil {
            pace.secondsPerCharacter = try reader.number("secondsPerCharacter", in: 0...5)
        }
        if reader.node("secondsPerPrompt") != nil {
            pace.secondsPerPrompt = try reader.number("secondsPerPrompt", in: 0...5)
        }
        return pace
    }

    private static func decodeNumber(_ reader: JSONObjectReader) throws(LocalizationError) -> DecimalSymbols {
        try reader.rejectUnknownKeys(["decimal", "group", "minus", "minimumGroupingDigits"])
        return DecimalSymbols(
            decimal: try reader.string("decimal"), group: try reader.string("group"),
            minus: try reader.optionalString("minus") ?? "-",
            minimumGroupingDigits: try reader.integer("minimumGroupingDigits"))
    }

    /// The unit system, the voice's rounding tables and the screens' (`screenRounding`, optional:
    /// without it screens round as the voice does).
    private static func decodeDistance(_ reader: JSONObjectReader) throws(LocalizationError) -> (
        UnitSystem, [UnitSystem: RoundingTable], [UnitSystem: RoundingTable]?
    ) {
        try reader.rejectUnknownKeys(["units", "rounding", "screenRounding"])
        let units: UnitSystem = try choice(reader, "units")
        let rounding = try decodeTables(reader.object("rounding"))
        return (units, rounding, try reader.optionalObject("screenRounding").map(decodeTables))
    }

    private static func decodeTables(_ tables: JSONObjectReader) throws(LocalizationError)
        -> [UnitSystem: RoundingTable]
    {
        try tables.rejectUnknownKeys(Set(UnitSystem.allCases.map(\.rawValue)))
        var rounding: [UnitSystem: RoundingTable] = [:]
        for system in UnitSystem.allCases {
            rounding[system] = try decodeTable(tables.object(system.rawValue))
        }
        return rounding
    }

    private static func decodeTable(_ reader: JSONObjectReader) throws(LocalizationError) -> RoundingTable {
        try reader.rejectUnknownKeys(["bands", "below"])
        var bands: [RoundingTable.Band] = []
        for band in try reader.objects("bands") {
            try band.rejectUnknownKeys(["from", "unit", "step"])
            let step = try band.number("step")
            guard step > 0 else { throw band.failure("step", "the step must be above 0") }
            _ = try band.number("step", in: RoundingTable.stepRange)
            let unit: DistanceUnit = try choice(band, "unit")
            let from = try band.number("from", in: RoundingTable.amountRange)
            if let previous = bands.last, from * unit.meters >= previous.from * previous.unit.meters {
                throw band.failure("from", "bands must be listed from the largest distance down")
            }
            bands.append(RoundingTable.Band(from: from, unit: unit, step: step))
        }
        guard !bands.isEmpty else { throw reader.failure("bands", "at least one band is needed") }
        let below = try reader.object("below")
        try below.rejectUnknownKeys(["value", "unit"])
        return RoundingTable(
            bands: bands, below: try below.number("value", in: RoundingTable.amountRange),
            belowUnit: try choice(below, "unit"))
    }

    private static func decodeOrdinals(_ reader: JSONObjectReader) throws(LocalizationError) -> OrdinalFacts {
        try reader.rejectUnknownKeys(["defaultGender", "suffixes", "words"])
        let genderKeys = GrammaticalGender.allCases.map(\.rawValue) + ["any"]
        let categories = ["zero", "one", "two", "few", "many", "other"]
        var suffixes: [String: [String: String]] = [:]
        let suffixReader = try reader.object("suffixes")
        for key in suffixReader.keys {
            guard genderKeys.contains(key) else {
                throw suffixReader.failure(
                    key, "not a gender key (expected one of: \(genderKeys.joined(separator: ", ")))")
            }
            let table = try suffixReader.object(key)
            let map = try table.stringMap()
            for category in map.keys where !categories.contains(category) {
                throw table.failure(
                    category, "not a CLDR plural category (\(categories.joined(separator: ", ")))")
            }
            guard map["other"] != nil else { throw table.failure("other", "missing") }
            suffixes[key] = map
        }
        guard !suffixes.isEmpty else { throw reader.failure("suffixes", "at least one gender is needed") }
        let defaultGender = try reader.string("defaultGender")
        guard suffixes[defaultGender] != nil else {
            throw reader.failure("defaultGender", "\"\(defaultGender)\" has no entry in suffixes")
        }
        var words: [String: [String]] = [:]
        let wordReader = try reader.object("words")
        for key in wordReader.keys {
            guard suffixes[key] != nil else {
                throw wordReader.failure(key, "no suffixes entry for this gender")
            }
            words[key] = try wordReader.strings(key)
        }
        return OrdinalFacts(defaultGender: defaultGender, suffixes: suffixes, words: words)
    }

    /// An entry's `gender` and `number` (singular when absent); not private, as `roads.names`
    /// entries, read with the inflection facts, have a class too.
    static func decodeClass(_ reader: JSONObjectReader) throws(LocalizationError) -> GrammaticalClass {
        let gender: GrammaticalGender = try choice(reader, "gender")
        return GrammaticalClass(gender, try choice(reader, "number", absent: .singular))
    }

    /// A member that must name a case of `V`; `absent` when given and the member is not.
    private static func choice<V: RawRepresentable<String> & CaseIterable>(
        _ reader: JSONObjectReader, _ key: String, absent: V? = nil
    ) throws(LocalizationError) -> V {
        if let absent, reader.node(key) == nil { return absent }
        let choices = V.allCases.map(\.rawValue)
        let text = try reader.choice(key, in: choices)
        // `choice` admits only the raw values: this never throws.
        guard let value = V(rawValue: text) else { throw reader.failure(key, "\"\(text)\" is not a choice") }
        return value
    }

    private static func decodeRoads(_ reader: JSONObjectReader) throws(LocalizationError) -> RoadFacts {
        try reader.rejectUnknownKeys(
            Set([
                "articleByDefault", "articles", "prepositions", "elisionInitials", "types", "refs",
                "nameArticles", "typeWordCase", "namesKeepingArticle", "places", "examples", "joinInitials",
                "typeWordPlace", "nameAndNumber", "elisionPrefixes", "unknownClass",
            ]).union(inflectionRoadKeys))
        let articleByDefault = try reader.optionalBool("articleByDefault") ?? true
        // "elided" serves every class; "feminine.elided" only its class (el "στην" beside "στον").
        let classKeys = Set(
            GrammaticalClass.allKeys + ["elided"] + GrammaticalClass.allKeys.map { $0 + ".elided" })
        let articlesReader = try reader.object("articles")
        try articlesReader.rejectUnknownKeys(classKeys)
        let articles = try articlesReader.stringMap()
        var prepositions: [String: [String: String]] = [:]
        let prepositionReader = try reader.object("prepositions")
        var prepositionTables: [String: JSONObjectReader] = [:]
        for key in prepositionReader.keys {
            let table = try prepositionReader.object(key)
            try table.rejectUnknownKeys(classKeys.union(["none", governedCaseKey, uninflectedKey]))
            _ = try table.string("none")
            prepositions[key] = try table.stringMap().filter {
                $0.key != governedCaseKey && $0.key != uninflectedKey
            }
            prepositionTables[key] = table
        }
        var types: [RoadFacts.TypeWord] = []
        var usedClasses: [(GrammaticalClass, String)] = []
        let typeEntries = try reader.optionalObjects("types")
        for entry in typeEntries {
            try entry.rejectUnknownKeys(
                Set(["word", "abbreviations", "gender", "number", "article"]).union(inflectionTypeKeys))
            let type = RoadFacts.TypeWord(
                word: try entry.string("word"), abbreviations: try entry.optionalStrings("abbreviations"),
                grammaticalClass: try decodeClass(entry), takesArticle: try entry.optionalBool("article"))
            if type.takesArticle ?? articleByDefault {
                usedClasses.append((type.grammaticalClass, entry.path))
            }
            types.append(type)
        }
        var refs: [RoadFacts.RefPattern] = []
        let refEntries = try reader.optionalObjects("refs")
        for entry in refEntries {
            try entry.rejectUnknownKeys(
                Set(["prefixes", "gender", "number", "article", "noun"]).union(inflectionRefKeys))
            let ref = RoadFacts.RefPattern(
                prefixes: try entry.strings("prefixes"), grammaticalClass: try decodeClass(entry),
                takesArticle: try entry.optionalBool("article"), noun: try entry.optionalString("noun"))
            if let noun = ref.noun, noun.trimmingWhitespace().isEmpty || noun != noun.trimmingWhitespace() {
                throw entry.failure("noun", "a word, without spaces around it")
            }
            if ref.prefixes.contains(where: { $0.isEmpty }) {
                throw entry.failure("prefixes", "empty prefix")
            }
            if ref.takesArticle ?? articleByDefault { usedClasses.append((ref.grammaticalClass, entry.path)) }
            refs.append(ref)
        }
        var nameArticles: [RoadFacts.NameArticle] = []
        for entry in try reader.optionalObjects("nameArticles") {
            try entry.rejectUnknownKeys(["word", "gender", "number"])
            let article = RoadFacts.NameArticle(
                word: try entry.string("word"), grammaticalClass: try decodeClass(entry))
            usedClasses.append((article.grammaticalClass, entry.path))
            nameArticles.append(article)
        }
        var places: [RoadFacts.Place] = []
        for entry in try reader.optionalObjects("places") {
            try entry.rejectUnknownKeys(["names", "gender", "number"])
            let place = RoadFacts.Place(
                names: try entry.strings("names"), grammaticalClass: try decodeClass(entry))
            usedClasses.append((place.grammaticalClass, entry.path))
            places.append(place)
        }
        let examples = try reader.optionalObjects("examples").map { entry throws(LocalizationError) in
            try entry.rejectUnknownKeys(["name", "prep", "article", "display", "case"])
            let article: ArticleUse = try choice(entry, "article", absent: .definite)
            return RoadExample(
                name: try entry.string("name"), preposition: try entry.optionalString("prep"),
                article: article, display: try entry.string("display"),
                grammaticalCase: try entry.optionalString("case"))
        }
        let typeWordCase =
            reader.node("typeWordCase") == nil
            ? "asWritten" : try reader.choice("typeWordCase", in: ["asWritten", "lower"])

        for (grammaticalClass, user) in usedClasses {
            guard articles[grammaticalClass.key] != nil else {
                throw articlesReader.failure(grammaticalClass.key, "missing (needed by \(user))")
            }
            for (name, table) in prepositionTables where prepositions[name]?[grammaticalClass.key] == nil {
                throw table.failure(grammaticalClass.key, "missing (needed by \(user))")
            }
        }
        var facts = RoadFacts(
            articleByDefault: articleByDefault, articles: articles, prepositions: prepositions,
            elisionInitials: try reader.optionalString("elisionInitials") ?? "", types: types, refs: refs,
            nameArticles: nameArticles)
        facts.places = places
        facts.elisionPrefixes = try reader.optionalStrings("elisionPrefixes")
        if let key = try reader.optionalString("unknownClass") {
            let parts = key.split(separator: ".")
            guard let gender = parts.first.flatMap({ GrammaticalGender(rawValue: String($0)) }),
                parts.count == 1 || (parts.count == 2 && parts[1] == "plural")
            else { throw reader.failure("unknownClass", "\"\(key)\" is not a class key") }
            let unknownClass = GrammaticalClass(gender, parts.count == 2 ? .plural : .singular)
            guard articles[key] != nil else {
                throw reader.failure("unknownClass", "no article for \"\(key)\"")
            }
            facts.unknownClass = unknownClass
        }
        facts.lowercaseTypeWords = typeWordCase == "lower"
        facts.typeWordsFollowNames =
            reader.node("typeWordPlace") == nil
            ? false : try reader.choice("typeWordPlace", in: ["first", "firstOrLast"]) == "firstOrLast"
        facts.namesKeepingArticle = Set(try reader.optionalStrings("namesKeepingArticle"))
        if let pattern = try reader.optionalString("nameAndNumber") {
            guard pattern.contains(RoadFacts.namePlaceholder) else {
                throw reader.failure("nameAndNumber", "the pattern must say the name: {name}")
            }
            facts.nameAndNumber = pattern
        }
        facts.examples = examples
        facts.inflection = try decodeInflection(
            reader, prepositionTables: prepositionTables, types: typeEntries, refs: refEntries)
        facts.joinInitials = try reader.optionalString("joinInitials") ?? ""
        if !facts.joinInitials.isEmpty,
            !prepositions.values.contains(where: { $0.values.contains(where: RoadFacts.isJoined) })
        {
            throw reader.failure("joinInitials", "no preposition form ends with \"-\" to join")
        }
        return facts
    }

    private static func decodeSpoken(_ reader: JSONObjectReader?, roads: RoadFacts) throws(LocalizationError)
        -> SpokenLexicon
    {
        var entries: [SpokenLexicon.Entry] = []
        var givenNames: [String: Set<String>] = [:]
        var regnal: RegnalNumbers?
        var examples: [SpokenExample] = []
        var readings: [(written: String, spoken: String)] = []
        if let reader {
            try reader.rejectUnknownKeys(["entries", "givenNames", "regnalNumbers", "examples", "readings"])
            readings = try reader.optionalObjects("readings").map { reading throws(LocalizationError) in
                try reading.rejectUnknownKeys(["written", "spoken"])
                let written = try reading.string("written")
                guard !written.isEmpty else { throw reading.failure("written", "empty") }
                return (written, try reading.string("spoken"))
            }
            let genders = GrammaticalGender.allCases.map(\.rawValue)
            if let names = try reader.optionalObject("givenNames") {
                try names.rejectUnknownKeys(Set(genders))
                for gender in names.keys { givenNames[gender] = Set(try names.strings(gender)) }
            }
            if let numbers = try reader.optionalObject("regnalNumbers") {
                try numbers.rejectUnknownKeys(["names", "words", "beyond"])
                let wordReader = try numbers.object("words")
                try wordReader.rejectUnknownKeys(Set(genders + ["any"]))
                var words: [String: [String]] = [:]
                for gender in wordReader.keys { words[gender] = try wordReader.strings(gender) }
                regnal = RegnalNumbers(
                    names: Set(try numbers.strings("names")), words: words,
                    beyond: try numbers.string("beyond"))
            }
            examples = try reader.optionalObjects("examples").map { example throws(LocalizationError) in
                try example.rejectUnknownKeys(["written", "spoken"])
                return SpokenExample(
                    written: try example.string("written"), spoken: try example.string("spoken"))
            }
            for entry in try reader.optionalObjects("entries") {
                try entry.rejectUnknownKeys(["written", "spoken", "plural", "position", "givenName"])
                let written = try entry.string("written").split(separator: " ").map(String.init)
                guard !written.isEmpty else { throw entry.failure("written", "empty") }
                let position: SpokenLexicon.Position = try choice(entry, "position", absent: .anywhere)
                let plural = try entry.optionalObject("plural")?.stringMap() ?? [:]
                var byName: [String: String] = [:]
                if let forms = try entry.optionalObject("givenName") {
                    try forms.rejectUnknownKeys(Set(genders))
                    byName = try forms.stringMap()
                    for gender in byName.keys where givenNames[gender] == nil {
                        throw forms.failure(gender, "no givenNames list for this gender")
                    }
                }
                entries.append(
                    SpokenLexicon.Entry(
                        written: written, spoken: try entry.string("spoken"), pluralForms: plural,
                        position: position,
                        givenNameForms: byName))
            }
        }
        var typeWords: Set<String> = []
        // A type word's abbreviation is said as the word where it heads a name ("ш. Энтузиастов"),
        // and where it ends one in a locale whose names may put it last ("Варшавское ш.").
        let typePositions: [SpokenLexicon.Position] = roads.typeWordsFollowNames ? [.first, .last] : [.first]
        for type in roads.types {
            for abbreviation in type.abbreviations {
                for position in typePositions {
                    entries.append(
                        SpokenLexicon.Entry(
                            written: abbreviation.split(separator: " ").map(String.init), spoken: type.word,
                            position: position))
                }
                // A locale that writes type words in lower case in running text ("l'av. Foch")
                // says the lower-case abbreviation too.
                if roads.lowercaseTypeWords, abbreviation.lowercased() != abbreviation {
                    entries.append(
                        SpokenLexicon.Entry(
                            written: abbreviation.lowercased().split(separator: " ").map(String.init),
                            spoken: type.word.lowercased(), position: .first))
                }
            }
            for spelling in [type.word] + type.abbreviations {
                typeWords.formUnion(spelling.split(separator: " ").map(String.init))
                if roads.lowercaseTypeWords { typeWords.insert(spelling.lowercased()) }
            }
        }
        var lexicon = SpokenLexicon(
            entries: entries, givenNames: givenNames, regnalNumbers: regnal, typeWords: typeWords)
        lexicon.examples = examples
        lexicon.readings = SpokenReadings(readings)
        return lexicon
    }
}
