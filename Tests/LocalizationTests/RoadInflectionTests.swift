import Foundation
import Localization
import Testing

/// Case forms of road names (`roads.cases`, the `case` a preposition governs, type words' `forms`
/// and `prepositions`, `roads.names`, `uninflected`) and case suffixes by vowel harmony
/// (`roads.suffixes`), with facts written for these tests rather than read from a shipped locale.
@Suite struct RoadInflectionTests {
    /// A declining grammar in the manner of Polish.
    static var declining: [String: Any] {
        [
            "articleByDefault": false,
            "articles": [String: String](),
            "cases": ["nominative", "accusative", "instrumental", "locative"],
            "prepositions": [
                "into": ["none": "w", "case": "accusative", "uninflected": "–"],
                "at": ["none": "na", "case": "locative", "uninflected": "–"],
                "along": ["none": "", "case": "instrumental"],
                "plain": ["none": "przy"],
            ],
            "types": [
                [
                    "word": "ulica", "abbreviations": ["ul."], "gender": "feminine",
                    "forms": ["accusative": "ulicę", "instrumental": "ulicą", "locative": "ulicy"],
                ],
                [
                    "word": "plac", "gender": "masculine",
                    "forms": ["accusative": "plac", "instrumental": "placem", "locative": "placu"],
                    "prepositions": ["into": "na"],
                ],
            ],
            "refs": [["prefixes": ["S"], "gender": "feminine", "prepositions": ["into": "na"]]],
            "names": [
                [
                    "name": "Nowy Świat", "gender": "masculine",
                    "forms": ["accusative": "Nowy Świat", "locative": "Nowym Świecie"],
                ]
            ],
        ]
    }

    /// Suffixes by vowel harmony in the manner of Turkish.
    static var harmonic: [String: Any] {
        [
            "articleByDefault": false,
            "articles": [String: String](),
            "prepositions": [String: Any](),
            "cases": ["nominative", "dative", "locative", "ablative"],
            "suffixes": [
                "separator": "'",
                "vowels": [
                    "back-unrounded": "aıAI", "back-rounded": "ouOU", "front-unrounded": "eiEİ",
                    "front-rounded": "öüÖÜ",
                ],
                "voiceless": "çfhkpsştÇFHKPSŞT",
                "placeholders": [
                    "A": ["back-unrounded": "a", "back-rounded": "a", "*": "e"],
                    "D": ["voiceless": "t", "*": "d"],
                    "Y": ["compound": "n", "vowel": "y", "*": ""],
                    "N": ["compound": "n", "*": ""],
                ],
                "cases": ["dative": "{Y}{A}", "locative": "{N}{D}{A}", "ablative": "{N}{D}{A}n"],
                "compoundWords": ["Caddesi", "Yolu"],
                "numberWords": [
                    "5": "beş", "4": "dört", "0": "sıfır", "10": "on", "40": "kırk", "100": "yüz",
                    "1000": "bin",
                ],
                "noVowel": "front-unrounded",
            ],
        ]
    }

    /// The en-US locale file with `roads` replaced.
    static func text(roads: [String: Any]) throws -> String {
        let shipped = try Data(contentsOf: URL(fileURLWithPath: TestData.directory + "/locales/en-US.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: shipped) as? [String: Any])
        object["roads"] = roads
        object.removeValue(forKey: "qa")
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])
        return try #require(String(data: data, encoding: .utf8))
    }

    static func facts(_ roads: [String: Any]) throws -> LocaleFacts {
        try LocaleFacts.decode(try text(roads: roads), file: "locales/en-US.json")
    }

    static func phrase(
        _ facts: LocaleFacts, _ name: String, _ preposition: String? = nil,
        case grammaticalCase: String? = nil
    ) throws -> RoadPhrase {
        try facts.roads.phrase(
            name, preposition: preposition, lexicon: facts.spoken, symbols: facts.number,
            grammaticalCase: grammaticalCase)
    }

    static func failure(_ roads: [String: Any]) throws -> String {
        do {
            _ = try facts(roads)
            return ""
        } catch {
            return "\(error)"
        }
    }

    @Test(arguments: [
        ("ulica Mickiewicza", "into", "w ulicę Mickiewicza"),
        ("Ulica Mickiewicza", "at", "na Ulicy Mickiewicza"),
        ("ulica Mickiewicza", "along", "ulicą Mickiewicza"),
        ("plac Defilad", "into", "na plac Defilad"),
        ("plac Defilad", "at", "na placu Defilad"),
        ("S8", "into", "na S8"),
        ("Nowy Świat", "at", "na Nowym Świecie"),
        ("Chmielna", "into", "– Chmielna"),
        ("Chmielna", "along", "Chmielna"),
        ("Chmielna", "plain", "przy Chmielna"),
    ])
    func theTypeWordDeclinesByTheCaseThePrepositionGoverns(name: String, preposition: String, display: String)
        throws
    {
        let facts = try Self.facts(Self.declining)
        #expect(try Self.phrase(facts, name, preposition).displayText == display)
    }

    @Test func anAbbreviationStaysWrittenAndIsSaidInTheCase() throws {
        let facts = try Self.facts(Self.declining)
        let phrase = try Self.phrase(facts, "ul. Mickiewicza", "at")
        #expect(phrase.displayText == "na ul. Mickiewicza")
        #expect(phrase.spokenText == "na ulicy Mickiewicza")
        #expect(phrase.ssml == "na <sub alias=\"ulicy\">ul.</sub> Mickiewicza")
        let nominative = try Self.phrase(facts, "ul. Mickiewicza")
        #expect(nominative.spokenText == "ulica Mickiewicza")
    }

    @Test func aCaseMayBeAskedForWithoutAPreposition() throws {
        let facts = try Self.facts(Self.declining)
        #expect(try Self.phrase(facts, "plac Defilad", case: "instrumental").displayText == "placem Defilad")
        #expect(try Self.phrase(facts, "Nowy Świat", case: "accusative").displayText == "Nowy Świat")
        #expect(
            throws: RoadPhraseError.unknownCase(
                "dative", known: ["nominative", "accusative", "instrumental", "locative"])
        ) {
            try Self.phrase(facts, "plac Defilad", case: "dative")
        }
    }

    @Test func aListedNameTakesTheClassItsEntryGives() throws {
        let facts = try Self.facts(Self.declining)
        #expect(facts.roads.analyze("Nowy Świat").genderKey == "masculine")
        #expect(facts.roads.analyze("Chmielna").genderKey == "unknown")
    }

    @Test(arguments: [
        ("Atatürk Caddesi", "dative", "Atatürk Caddesi'ne"),
        ("İstiklal Caddesi", "locative", "İstiklal Caddesi'nde"),
        ("Bağdat Caddesi", "ablative", "Bağdat Caddesi'nden"),
        ("Çevre Yolu", "dative", "Çevre Yolu'na"),
        ("Ankara", "dative", "Ankara'ya"),
        ("Ankara", "locative", "Ankara'da"),
        ("Kadıköy", "dative", "Kadıköy'e"),
        ("Üsküdar", "ablative", "Üsküdar'dan"),
        ("Beşiktaş", "locative", "Beşiktaş'ta"),
        ("Şişli", "dative", "Şişli'ye"),
        ("D100", "dative", "D100'e"),
        ("D100", "locative", "D100'de"),
        ("E5", "locative", "E5'te"),
        ("O-4", "ablative", "O-4'ten"),
        ("D400", "dative", "D400'e"),
        ("E40", "locative", "E40'ta"),
        ("E10", "dative", "E10'a"),
        ("PTT", "dative", "PTT'ye"),
    ])
    func harmonySuffixesFollowTheLastVowelAndTheFinalSound(
        name: String, grammaticalCase: String, display: String
    )
        throws
    {
        let facts = try Self.facts(Self.harmonic)
        #expect(try Self.phrase(facts, name, case: grammaticalCase).displayText == display)
    }

    @Test func aNumberWhoseLastWordIsNotKnownTakesNoSuffix() throws {
        let facts = try Self.facts(Self.harmonic)
        #expect(try Self.phrase(facts, "D7", case: "dative").displayText == "D7")
    }

    @Test func theLoaderRejectsCasesTheFileDoesNotDeclare() throws {
        var roads = Self.declining
        roads["prepositions"] = ["into": ["none": "w", "case": "dative"]]
        #expect(
            try Self.failure(roads).contains(
                "roads.prepositions.into.case: \"dative\" is not a case of roads.cases"))
        roads = Self.declining
        roads["types"] = [["word": "ulica", "gender": "feminine", "forms": ["vocative": "ulico"]]]
        #expect(try Self.failure(roads).contains("roads.types[0].forms.vocative: \"vocative\" is not a case"))
        roads = Self.declining
        roads["types"] = [["word": "plac", "gender": "masculine", "prepositions": ["onto": "na"]]]
        #expect(try Self.failure(roads).contains("roads.types[0].prepositions.onto: not a preposition"))
        roads = Self.declining
        roads["prepositions"] = ["plain": ["none": "przy", "uninflected": "–"]]
        #expect(try Self.failure(roads).contains("only a preposition that governs a case"))
        roads = Self.declining
        roads["names"] = [["name": "Nowy Świat", "gender": "masculine"]]
        #expect(try Self.failure(roads).contains("roads.names[0].forms: missing field"))
    }

    @Test func theLoaderRejectsBrokenSuffixRules() throws {
        func broken(_ change: (inout [String: Any]) -> Void) throws -> String {
            var roads = Self.harmonic
            var suffixes = try #require(roads["suffixes"] as? [String: Any])
            change(&suffixes)
            roads["suffixes"] = suffixes
            return try Self.failure(roads)
        }
        #expect(
            try broken { $0["cases"] = ["dative": "{Y}{Q}"] }.contains("{Q} is not in suffixes.placeholders"))
        #expect(try broken { $0["noVowel"] = "front" }.contains("\"front\" is not a vowel class"))
        #expect(
            try broken { $0["placeholders"] = ["A": ["back-unrounded": "a"]] }.contains(
                "placeholders.A.*: missing field"))
        #expect(try broken { $0["numberWords"] = ["15": "on beş"] }.contains("not a place value"))
        #expect(try broken { $0["cases"] = ["genitive": "{N}{I}n"] }.contains("\"genitive\" is not a case"))
    }
}

/// `:road case=` in messages of the shipped inflecting locales.
@Suite struct RoadCaseOptionTests {
    @Test(arguments: [
        ("pl-PL", "{$r :road case=instrumental}", "plac Defilad", "placem Defilad"),
        ("pl-PL", "{$r :road prep=na-msc}", "Aleje Jerozolimskie", "w Alejach Jerozolimskich"),
        ("pl-PL", "{$r :road prep=w-bier}", "Chmielna", "w Chmielną"),
        ("pl-PL", "{$r :road prep=w-bier}", "Mickiewicza", "– Mickiewicza"),
        ("ru-RU", "{$r :road prep=по-дат}", "проспект Мира", "по проспекту Мира"),
        ("ru-RU", "{$r :road prep=на-вин}", "переулок Гривцова", "в переулок Гривцова"),
        ("uk-UA", "{$r :road prep=орудн}", "Хрещатик", "Хрещатиком"),
        ("tr-TR", "{$r :road case=dative}", "Atatürk Caddesi", "Atatürk Caddesi'ne"),
        ("tr-TR", "{$r :road case=locative}", "Taksim Meydanı", "Taksim Meydanı'nda"),
        ("tr-TR", "{$r :road case=ablative}", "D100", "D100'den"),
    ])
    func theCaseComesFromTheOptionOrThePreposition(tag: String, source: String, name: String, display: String)
        throws
    {
        let rendered = try Bundles.render(try Bundles.load(tag), source, ["r": .string(name)])
        #expect(rendered.errors.isEmpty)
        #expect(rendered.display == display)
    }

    @Test func anAbbreviationIsSaidInTheCaseOfItsWord() throws {
        let polish = try Bundles.render(
            try Bundles.load("pl-PL"), "{$r :road case=instrumental}", ["r": .string("ul. Mickiewicza")])
        #expect(polish.display == "ul. Mickiewicza")
        #expect(polish.spoken == "ulicą Mickiewicza")
        let turkish = try Bundles.render(
            try Bundles.load("tr-TR"), "{$r :road case=dative}", ["r": .string("Atatürk Cd.")])
        #expect(turkish.display == "Atatürk Cd.'ne")
        #expect(turkish.spoken == "Atatürk Caddesi'ne")
    }

    @Test func aCaseTheLocaleDoesNotHaveIsABadOption() throws {
        let german = try Bundles.render(
            try Bundles.load("de-DE"), "{$r :road case=dative}", ["r": .string("A 9")])
        #expect(german.errors.contains { "\($0)".contains("case must be one of none") })
        let polish = try Bundles.render(
            try Bundles.load("pl-PL"), "{$r :road case=vocative}", ["r": .string("A2")])
        #expect(polish.errors.contains { "\($0)".contains("case must be one of nominative") })
    }
}
