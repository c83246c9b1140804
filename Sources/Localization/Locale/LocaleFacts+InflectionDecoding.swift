/// Reading `roads.cases`, the `case` of prepositions, the `forms` and `prepositions` of types and
/// refs, `roads.names` and `roads.suffixes` (docs/templates.md, "Case forms").
extension LocaleFacts {
    /// The fields of a `roads` object this file reads.
    static let inflectionRoadKeys: Set<String> = ["cases", "names", "suffixes", "declension"]
    /// The fields of a `types` entry this file reads.
    static let inflectionTypeKeys: Set<String> = ["forms", "prepositions"]
    /// The fields of a `refs` entry this file reads.
    static let inflectionRefKeys: Set<String> = ["prepositions"]
    /// The field of a preposition table naming the case it governs.
    static let governedCaseKey = "case"
    /// The field of a preposition table giving its lead before a name of unknown case forms.
    static let uninflectedKey = "uninflected"
    /// Where the name stands in an `uninflected` form that writes text around it.
    static let nameMarker = "{name}"

    /// Reads the inflection facts of `roads`, after its prepositions, types and refs are read.
    static func decodeInflection(
        _ reader: JSONObjectReader, prepositionTables: [String: JSONObjectReader], types: [JSONObjectReader],
        refs: [JSONObjectReader]
    ) throws(LocalizationError) -> RoadInflection {
        var inflection = RoadInflection()
        inflection.cases = try reader.optionalStrings("cases")
        let known = Set(inflection.cases)
        if known.count != inflection.cases.count { throw reader.failure("cases", "a case is listed twice") }
        func checkCase(_ name: String, in table: JSONObjectReader, field: String) throws(LocalizationError) {
            guard known.contains(name) else {
                let list =
                    inflection.cases.isEmpty
                    ? "none: add roads.cases" : inflection.cases.joined(separator: ", ")
                throw table.failure(field, "\"\(name)\" is not a case of roads.cases (\(list))")
            }
        }
        func caseForms(_ entry: JSONObjectReader, _ key: String) throws(LocalizationError) -> [String: String]
        {
            guard let table = try entry.optionalObject(key) else { return [:] }
            let forms = try table.stringMap()
            for (name, form) in forms {
                try checkCase(name, in: table, field: name)
                if form.trimmingWhitespace().isEmpty { throw table.failure(name, "empty form") }
            }
            return forms
        }
        func prepositionForms(_ entry: JSONObjectReader) throws(LocalizationError) -> [String: String] {
            guard let table = try entry.optionalObject("prepositions") else { return [:] }
            let forms = try table.stringMap()
            for name in forms.keys where prepositionTables[name] == nil {
                throw table.failure(name, "not a preposition of roads.prepositions")
            }
            return forms
        }
        for (preposition, table) in prepositionTables {
            if let lead = try table.optionalString(uninflectedKey) {
                if let marker = lead.firstRange(of: nameMarker) {
                    // "по указателю «{name}»": the lead up to the last space, the rest around the name.
                    let before = lead[..<marker.lowerBound]
                    let closing = String(lead[marker.upperBound...])
                    let space = before.lastIndex(of: " ")
                    let opening = String(space.map { before[before.index(after: $0)...] } ?? before)
                    inflection.uninflectedLeads[preposition] = space.map { String(before[..<$0]) } ?? ""
                    if closing.contains(nameMarker) {
                        throw table.failure(uninflectedKey, "\(nameMarker) stands once at most")
                    }
                    inflection.uninflectedEnclosures[preposition] = NameEnclosure(
                        opening: opening, closing: closing)
                } else {
                    inflection.uninflectedLeads[preposition] = lead
                }
            }
            guard let governed = try table.optionalString(governedCaseKey) else {
                if table.node(uninflectedKey) != nil {
                    throw table.failure(
                        uninflectedKey, "only a preposition that governs a case has this form")
                }
                continue
            }
            try checkCase(governed, in: table, field: governedCaseKey)
            inflection.governedCases[preposition] = governed
        }
        for entry in types {
            let word = try entry.string("word")
            let forms = try caseForms(entry, "forms")
            if !forms.isEmpty { inflection.typeForms[word] = forms }
            let prepositions = try prepositionForms(entry)
            if !prepositions.isEmpty { inflection.typePrepositions[word] = prepositions }
        }
        for entry in refs {
            let prepositions = try prepositionForms(entry)
            guard !prepositions.isEmpty else { continue }
            for prefix in try entry.strings("prefixes") { inflection.refPrepositions[prefix] = prepositions }
        }
        for entry in try reader.optionalObjects("names") {
            try entry.rejectUnknownKeys(["name", "gender", "number", "forms", "prepositions"])
            let forms = try caseForms(entry, "forms")
            if forms.isEmpty { throw entry.failure("forms", "missing field") }
            inflection.names.append(
                InflectedName(
                    name: try entry.string("name"), grammaticalClass: try decodeClass(entry), forms: forms,
                    prepositions: try prepositionForms(entry)))
        }
        if let suffixes = try reader.optionalObject("suffixes") {
            inflection.suffixes = try decodeSuffixes(suffixes, check: checkCase)
        }
        if let declension = try reader.optionalObject("declension") {
            inflection.declension = try decodeDeclension(
                declension, cases: inflection.cases,
                typeWords: try types.map { entry throws(LocalizationError) in try entry.string("word") },
                prepositions: Set(prepositionTables.keys))
        }
        return inflection
    }

    /// Reads `roads.declension`: adjective endings by class, the implied type word and place
    /// endings (docs/templates.md, "Declension of adjectives and places").
    private static func decodeDeclension(
        _ reader: JSONObjectReader, cases: [String], typeWords: [String], prepositions: Set<String>
    ) throws(LocalizationError) -> Declension {
        try reader.rejectUnknownKeys(["adjectives", "impliedType", "places"])
        guard let dictionaryCase = cases.first else {
            throw reader.failure("adjectives", "roads.cases must list the cases, the dictionary form first")
        }
        let allowed = Set(cases).union(["position"])
        func knownPrepositions(_ table: JSONObjectReader) throws(LocalizationError) -> Set<String> {
            let names = try table.strings("prepositions")
            if let name = names.first(where: { !prepositions.contains($0) }) {
                throw table.failure("prepositions", "\"\(name)\" is not a preposition of roads.prepositions")
            }
            return Set(names)
        }
        func endings(_ rows: [JSONObjectReader]) throws(LocalizationError) -> [Declension.Ending] {
            var result: [Declension.Ending] = []
            for row in rows {
                try row.rejectUnknownKeys(allowed)
                var position = false
                if row.node("position") != nil {
                    position = try row.choice("position", in: ["beforeType"]) == "beforeType"
                }
                let dictionary = try row.string(dictionaryCase)
                if dictionary.isEmpty || dictionary.contains(" ") {
                    throw row.failure(dictionaryCase, "an ending is one or more letters")
                }
                var forms: [String: String] = [:]
                for name in cases {
                    if let form = try row.optionalString(name) { forms[name] = form }
                }
                if result.contains(where: { $0.dictionary == dictionary }) {
                    throw row.failure(dictionaryCase, "the ending \"\(dictionary)\" is listed twice")
                }
                result.append(
                    Declension.Ending(dictionary: dictionary, forms: forms, onlyBeforeType: position))
            }
            // Longest first, so that the longest ending a word has is the one found.
            return result.sorted { $0.dictionary.count > $1.dictionary.count }
        }
        var declension = Declension()
        if let adjectives = try reader.optionalObject("adjectives") {
            try adjectives.rejectUnknownKeys(Set(GrammaticalClass.allKeys))
            for key in adjectives.keys {
                declension.adjectives[key] = try endings(try adjectives.objects(key))
            }
        }
        if let implied = try reader.optionalObject("impliedType") {
            try implied.rejectUnknownKeys(["word", "prepositions"])
            let word = try implied.string("word")
            guard typeWords.contains(word) else {
                throw implied.failure("word", "\"\(word)\" is not a word of roads.types")
            }
            declension.impliedType = word
            declension.impliedTypePrepositions = try knownPrepositions(implied)
        }
        if let places = try reader.optionalObject("places") {
            try places.rejectUnknownKeys(["prepositions", "endings"])
            declension.placePrepositions = try knownPrepositions(places)
            declension.places = try endings(try places.objects("endings"))
        }
        return declension
    }

    /// The letters of a list, spaces left out, one per Unicode scalar where a grapheme cluster
    /// holds several (Hangul jamo written side by side join into one cluster).
    private static func letters(_ list: String) -> [Character] {
        list.flatMap { letter in
            letter.unicodeScalars.count > 1 ? letter.unicodeScalars.map(Character.init) : [letter]
        }.filter { !$0.isWhitespace }
    }

    private static func decodeSuffixes(
        _ reader: JSONObjectReader,
        check: (String, JSONObjectReader, String) throws(LocalizationError) -> Void
    ) throws(LocalizationError) -> SuffixHarmony {
        try reader.rejectUnknownKeys([
            "separator", "vowels", "voiceless", "placeholders", "cases", "compoundWords", "numberWords",
            "noVowel", "decompose", "finals", "letterWords", "symbolSeparator", "neutralVowels",
            "numberInfixes", "endings", "wordsNeedEnding",
        ])
        var vowels: [Character: String] = [:]
        let vowelReader = try reader.object("vowels")
        for (vowelClass, letters) in try vowelReader.stringMap() {
            if SuffixHarmony.endingKeys.contains(vowelClass) || vowelClass == SuffixHarmony.otherKey {
                throw vowelReader.failure(vowelClass, "a vowel class cannot be named like an ending key")
            }
            // One letter per scalar: a run of Hangul vowel jamo is a single grapheme cluster.
            for letter in Self.letters(letters) {
                if vowels[letter] != nil {
                    throw vowelReader.failure(vowelClass, "\"\(letter)\" is in two classes")
                }
                vowels[letter] = vowelClass
            }
        }
        guard !vowels.isEmpty else { throw reader.failure("vowels", "at least one vowel class is needed") }
        let classes = Set(vowels.values)
        var finalClasses: [String: Set<Character>] = [:]
        if let finalReader = try reader.optionalObject("finals") {
            for (finalClass, letters) in try finalReader.stringMap() {
                if SuffixHarmony.endingKeys.contains(finalClass) || finalClass == SuffixHarmony.otherKey
                    || classes.contains(finalClass)
                {
                    throw finalReader.failure(
                        finalClass, "a final class cannot be named like an ending key or vowel class")
                }
                let set = Set(Self.letters(letters))
                guard !set.isEmpty else { throw finalReader.failure(finalClass, "no letters") }
                if let vowel = set.first(where: { vowels[$0] != nil }) {
                    throw finalReader.failure(finalClass, "\"\(vowel)\" is a vowel")
                }
                finalClasses[finalClass] = set
            }
        }
        let allowedKeys = classes.union(SuffixHarmony.endingKeys).union([SuffixHarmony.otherKey])
            .union(finalClasses.keys)
        let placeholderReader = try reader.object("placeholders")
        var placeholders: [String: [String: String]] = [:]
        for name in placeholderReader.keys {
            let table = try placeholderReader.object(name)
            try table.rejectUnknownKeys(allowedKeys)
            let choices = try table.stringMap()
            guard choices[SuffixHarmony.otherKey] != nil else { throw table.failure("*", "missing field") }
            placeholders[name] = choices
        }
        let caseReader = try reader.object("cases")
        var cases: [String: String] = [:]
        for (name, template) in try caseReader.stringMap() {
            try check(name, caseReader, name)
            guard let used = SuffixHarmony.placeholderNames(in: template) else {
                throw caseReader.failure(name, "unbalanced braces in \"\(template)\"")
            }
            for placeholder in used where placeholders[placeholder] == nil {
                throw caseReader.failure(name, "{\(placeholder)} is not in suffixes.placeholders")
            }
            cases[name] = template
        }
        let numberReader = try reader.object("numberWords")
        let numberWords = try numberReader.stringMap()
        var numberInfixes: [String: String] = [:]
        if let infixReader = try reader.optionalObject("numberInfixes") {
            numberInfixes = try infixReader.stringMap()
            for key in numberInfixes.keys where !isPlaceValue(key) {
                throw infixReader.failure(key, "not a place value (0, 1-9, 10-90, 100, 1000, 1000000)")
            }
        }
        var endings: [SuffixEnding] = []
        for entry in try reader.optionalObjects("endings") {
            let ending = try entry.string("ending")
            guard !ending.isEmpty, ending == ending.lowercased() else {
                throw entry.failure("ending", "an ending is a lower-case text")
            }
            var forms = try entry.stringMap()
            forms["ending"] = nil
            for name in forms.keys { try check(name, entry, name) }
            endings.append(SuffixEnding(ending: ending, forms: forms, wholeWord: ending.count > 1))
        }
        for key in numberWords.keys where !isPlaceValue(key) {
            throw numberReader.failure(key, "not a place value (0, 1-9, 10-90, 100, 1000, 1000000)")
        }
        let noVowel = try reader.string("noVowel")
        guard classes.contains(noVowel) else {
            throw reader.failure("noVowel", "\"\(noVowel)\" is not a vowel class of suffixes.vowels")
        }
        var harmony = SuffixHarmony(
            separator: try reader.string("separator"), vowels: vowels,
            voiceless: Set(Self.letters(try reader.string("voiceless"))),
            placeholders: placeholders, cases: cases,
            compoundWords: Set(try reader.optionalStrings("compoundWords")), numberWords: numberWords,
            noVowelClass: noVowel, decomposed: try reader.optionalBool("decompose") ?? false,
            finalClasses: finalClasses,
            letterWords: try reader.optionalObject("letterWords")?.stringMap() ?? [:])
        harmony.symbolSeparator = try reader.optionalString("symbolSeparator")
        harmony.neutralVowels = Set(Self.letters(try reader.optionalString("neutralVowels") ?? ""))
        for letter in harmony.neutralVowels where vowels[letter] == nil {
            throw reader.failure("neutralVowels", "\"\(letter)\" is not in suffixes.vowels")
        }
        harmony.numberInfixes = numberInfixes
        harmony.endings = endings
        harmony.wordsNeedEnding = try reader.optionalBool("wordsNeedEnding") ?? false
        return harmony
    }

    /// Whether `key` names a place value of a number's last word: 0, 1-9, 10-90, 100, 1000,
    /// 1000000.
    private static func isPlaceValue(_ key: String) -> Bool {
        ["0", "100", "1000", "1000000"].contains(key)
            || (key.count == 1 && key != "0" && key.allSatisfy(\.isNumber))
            || (key.count == 2 && key.hasSuffix("0") && key.first.map { $0.isNumber && $0 != "0" } == true)
    }
}
