import Foundation
import GuidanceModel
import Speech
import Testing

@testable import Guidance
@testable import Localization

/// Finnish and Hungarian: every maneuver with and without a name and signs, roundabout exits 1 to
/// 8, lanes, distances, road numbers and arrivals with opening-hours notes, compared with the
/// reviewed golden files in Golden/ (the cases of MoreLocaleTestsA). Regenerate them with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter FinnishHungarianLocaleTests`, then read every
/// changed line as a native speaker would. Both languages mark a road's case with an ending
/// (locales/fi-FI.json and hu-HU.json, roads.suffixes), which the tests below pin.
@Suite struct FinnishHungarianLocaleTests {
    static let tags = ["fi-FI", "hu-HU"]

    static let samples: [String: MoreLocaleTestsA.Sample] = [
        "fi-FI": MoreLocaleTestsA.Sample(
            road: "Hämeenkatu", number: "E18", towards: "Tampere", roundabout: "Kalasatama", place: "Ateneum"),
        "hu-HU": MoreLocaleTestsA.Sample(
            road: "Andrássy út", number: "M1", towards: "Győr", roundabout: "Széll Kálmán tér",
            place: "Operaház"),
    ]

    @Test(arguments: tags)
    func everyCaseMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try MoreLocaleTestsA.checkGolden(tag, try #require(Self.samples[tag]))
    }

    @Test(arguments: tags)
    func everyPromptRendersWithoutProblemsAsWellFormedSSML(_ tag: String) throws {
        try MoreLocaleTestsA.checkEveryPrompt(tag, try #require(Self.samples[tag]))
    }

    static func road(_ tag: String, _ name: String, case grammaticalCase: String? = nil, prep: String? = nil)
        throws -> RoadPhrase
    {
        let facts = try LocaleCatalog(directory: Shipped.directory).facts(tag)
        return try facts.roads.phrase(
            name, preposition: prep, article: .definite, lexicon: facts.spoken,
            grammaticalCase: grammaticalCase)
    }

    static func arrival(_ tag: String, at place: String) throws -> RenderedText {
        let rendering = try Shipped.renderer(tag).render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: place, side: .unspecified, isFinal: true), routeVersion: 1))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        return rendering.text
    }

    // MARK: - Finnish

    /// The allative where a maneuver leads, by the endings table with its consonant gradation;
    /// the adessive where one drives on.
    @Test(arguments: [
        ("Hämeenkatu", "lle", "Hämeenkadulle"), ("Mannerheimintie", "lle", "Mannerheimintielle"),
        ("Kissapolku", "lle", "Kissapolulle"), ("Länsiväylä", "lle", "Länsiväylälle"),
        ("Hakaniemenranta", "lla", "Hakaniemenrannalla"), ("Pitkäsilta", "lle", "Pitkäsillalle"),
        ("Hämeenkatu", "lla", "Hämeenkadulla"), ("Mannerheimintie", "lla", "Mannerheimintiellä"),
        ("Rantaraitti", "lle", "Rantaraitille"), ("Kauppatori", "lla", "Kauppatorilla"),
        ("Kehä I", "lle", "Kehä I:lle"), ("Kehä III", "lla", "Kehä III:lla"),
        ("E18", "lle", "tielle E18"), ("51", "lla", "tiellä 51"), ("Kamppi", "lle", "tielle Kamppi"),
    ])
    func finnishRoadsTakeTheirCaseEnding(name: String, prep: String, display: String) throws {
        let phrase = try Self.road("fi-FI", name, prep: prep)
        #expect(phrase.displayText == display)
    }

    /// An abbreviated street word is written in full once it takes its ending.
    @Test func finnishAbbreviationsAreWrittenInFullInTheirCase() throws {
        let phrase = try Self.road("fi-FI", "Hämeenk.", prep: "lle")
        #expect(phrase.displayText == "Hämeenkadulle")
        #expect(phrase.spokenText == "Hämeenkadulle")
    }

    @Test func finnishSentences() throws {
        let street = try NewLocaleTests.prepare("fi-FI", .turnRight, road: "Hämeenkatu")
        #expect(street.display == "200 m päästä käänny oikealle Hämeenkadulle.")
        #expect(street.spoken == "Kahdensadan metrin päästä käänny oikealle Hämeenkadulle.")
        let half = try NewLocaleTests.prepare("fi-FI", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "1,5 km päästä käänny vasemmalle.")
        #expect(half.spoken == "Puolentoista kilometrin päästä käänny vasemmalle.")
        let number = try NewLocaleTests.prepare("fi-FI", .turnLeft, road: "E18")
        #expect(number.display == "200 m päästä käänny vasemmalle tielle E18.")
        let ring = try NewLocaleTests.prepare("fi-FI", .turnLeft, road: "Kehä I")
        #expect(ring.display == "200 m päästä käänny vasemmalle Kehä I:lle.")
        #expect(ring.spoken == "Kahdensadan metrin päästä käänny vasemmalle Kehä ykköselle.")
        let exit = try NewLocaleTests.prepare("fi-FI", .offRampRight, road: "Kehä III", exit: "12")
        #expect(exit.display == "200 m päästä poistu oikealle liittymästä 12 Kehä III:lle.")
        let continuing = try NewLocaleTests.continuing("fi-FI", on: "Hämeenkatu", distance: 2000)
        #expect(continuing.display.contains("Jatka Hämeenkadulla 2 km matkan."), "\(continuing.display)")
        #expect(
            continuing.spoken.contains("Jatka Hämeenkadulla kahden kilometrin matkan."),
            "\(continuing.spoken)")
    }

    /// "3. liittymä" is written with digits and said as the word; the object stays nominative.
    @Test(arguments: [
        (1, "1.", "ensimmäinen"), (3, "3.", "kolmas"), (5, "5.", "viides"), (11, "11.", "yhdestoista"),
    ])
    func finnishRoundaboutExitsAreOrdinals(exit: Int, written: String, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "fi-FI", .roundaboutRightCounterClockwise, road: "Hämeenkatu", roundaboutExit: exit)
        #expect(text.display == "200 m päästä aja liikenneympyrään ja ota \(written) liittymä Hämeenkadulle.")
        #expect(
            text.spoken
                == "Kahdensadan metrin päästä aja liikenneympyrään ja ota \(said) liittymä Hämeenkadulle.")
    }

    @Test func finnishArrivalsAndStops() throws {
        #expect(try Self.arrival("fi-FI", at: "Ateneum").display == "Olet saapunut määränpäähän: Ateneum.")
        let stop = try NewLocaleTests.prepare("fi-FI", .destinationRight, road: "Hämeenkatu")
        #expect(stop.display == "200 m päästä määränpää on Hämeenkadulla oikealla.")
    }

    // MARK: - Hungarian

    /// The article "a" or "az" by the first sound, numbers included; the sublative and the
    /// superessive by vowel harmony, with the final a/e lengthened; a road number's adjective
    /// ending after a hyphen.
    @Test(arguments: [
        ("Andrássy út", "sublative", "az Andrássy útra"), ("Váci utca", "sublative", "a Váci utcára"),
        ("Kossuth tér", "sublative", "a Kossuth térre"), ("Kossuth tér", "superessive", "a Kossuth téren"),
        ("Margit híd", "sublative", "a Margit hídra"), ("Margit híd", "superessive", "a Margit hídon"),
        ("Lánchíd", "superessive", "a Lánchídon"), ("Üllői út", "superessive", "az Üllői úton"),
        ("Szentendrei úti felüljáró", "sublative", "a Szentendrei úti felüljáróra"),
        ("Szentendrei úti felüljáró", "superessive", "a Szentendrei úti felüljárón"),
        ("Erzsébet krt.", "sublative", "az Erzsébet körútra"), ("Váci u.", "superessive", "a Váci utcán"),
        ("Duna-korzó", "sublative", "a Duna-korzóra"),
        ("Városligeti fasor", "superessive", "a Városligeti fasoron"),
        ("Fő utca", "superessive", "a Fő utcán"), ("Bem rakpart", "sublative", "a Bem rakpartra"),
        ("M1", "sublative", "az M1-esre"), ("M0", "sublative", "az M0-sra"),
        ("M7", "superessive", "az M7-esen"),
        ("E75", "sublative", "az E75-ösre"), ("5", "superessive", "az 5-ösön"),
        ("6", "sublative", "a 6-osra"),
        ("7", "sublative", "a 7-esre"), ("8", "superessive", "a 8-ason"), ("10", "sublative", "a 10-esre"),
        ("51", "sublative", "az 51-esre"), ("100", "sublative", "a 100-asra"),
        ("1", "sublative", "az 1-esre"),
    ])
    func hungarianRoadsTakeArticleAndEnding(name: String, grammaticalCase: String, display: String) throws {
        let phrase = try Self.road("hu-HU", name, case: grammaticalCase)
        #expect(phrase.displayText == display)
    }

    @Test func hungarianSentences() throws {
        let street = try NewLocaleTests.prepare("hu-HU", .turnRight, road: "Andrássy út")
        #expect(street.display == "200 m múlva forduljon jobbra az Andrássy útra.")
        #expect(street.spoken == "200 méter múlva forduljon jobbra az Andrássy útra.")
        let half = try NewLocaleTests.prepare("hu-HU", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "1,5 km múlva forduljon balra.")
        #expect(half.spoken == "Másfél kilométer múlva forduljon balra.")
        let motorway = try NewLocaleTests.prepare("hu-HU", .onRampRight, road: "M1", towards: "Győr")
        #expect(motorway.display == "200 m múlva forduljon jobbra, és hajtson fel az M1-esre, Győr felé.")
        let exit = try NewLocaleTests.prepare("hu-HU", .offRampRight, road: "Váci út", exit: "12")
        #expect(exit.display == "200 m múlva hajtson le jobbra a 12 számú kijáraton a Váci útra.")
        let five = try NewLocaleTests.prepare("hu-HU", .offRampRight, road: nil, exit: "5")
        #expect(five.display == "200 m múlva hajtson le jobbra az 5 számú kijáraton.")
        let continuing = try NewLocaleTests.continuing("hu-HU", on: "Andrássy út", distance: 2000)
        #expect(
            continuing.display.contains("Haladjon tovább az Andrássy úton 2 km hosszan."),
            "\(continuing.display)")
    }

    /// "3. kijárat" is said "harmadik kijárat"; "az" before "első" and "ötödik".
    @Test(arguments: [
        (1, "az 1.", "az első"), (2, "a 2.", "a második"), (3, "a 3.", "a harmadik"),
        (5, "az 5.", "az ötödik"),
        (11, "a 11.", "a tizenegyedik"),
    ])
    func hungarianRoundaboutExitsAreOrdinals(exit: Int, written: String, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "hu-HU", .roundaboutRightCounterClockwise, road: "Andrássy út", roundaboutExit: exit)
        #expect(
            text.display == "200 m múlva a körforgalomban hajtson ki \(written) kijáraton az Andrássy útra.")
        #expect(
            text.spoken == "200 méter múlva a körforgalomban hajtson ki \(said) kijáraton az Andrássy útra.")
    }

    @Test func hungarianArrivalsAndStops() throws {
        #expect(try Self.arrival("hu-HU", at: "Operaház").display == "Megérkezett az úti céljához: Operaház.")
        let stop = try NewLocaleTests.prepare("hu-HU", .destinationRight, road: "Andrássy út")
        #expect(stop.display == "200 m múlva az úti cél az Andrássy úton lesz, a jobb oldalon.")
    }

    // MARK: - Names and clock times, read by eSpeak NG

    /// Names as an arrival shows them (no case ending), said as meant.
    static let names: [NameReadingTests.Case] = [
        .init(tag: "fi-FI", written: "Kehä I", intended: "Kehä ykkönen"),
        .init(tag: "fi-FI", written: "Kehä III", intended: "Kehä kolmonen"),
        .init(tag: "fi-FI", written: "Tehtaank.", intended: "Tehtaankatu"),
        .init(tag: "fi-FI", written: "Prof. Keinäsen katu", intended: "Professori Keinäsen katu"),
        .init(tag: "fi-FI", written: "2. linja", intended: "Toinen linja"),
        .init(tag: "hu-HU", written: "Váci u.", intended: "Váci utca"),
        .init(tag: "hu-HU", written: "Erzsébet krt.", intended: "Erzsébet körút"),
        .init(tag: "hu-HU", written: "Havanna ltp.", intended: "Havanna lakótelep"),
        .init(tag: "hu-HU", written: "Dr. Szabó Lőrinc u.", intended: "Doktor Szabó Lőrinc utca"),
        .init(tag: "hu-HU", written: "Ifj. Ádám Jenő u.", intended: "Ifjabb Ádám Jenő utca"),
        .init(tag: "hu-HU", written: "Id. Antall József rkp.", intended: "Idősebb Antall József rakpart"),
    ]

    @Test(arguments: names)
    func theNameIsShownAsWrittenAndSaidAsMeant(_ example: NameReadingTests.Case) throws {
        try NameReadingTests.check(example, in: Self.arrival)
    }

    @Test(arguments: [
        ("fi-FI", 17, 30, "kello 17.30", "kello 17 30"),
        ("fi-FI", 21, 5, "kello 21.05", "kello 21 05"),
        ("hu-HU", 17, 30, "17:30", "17 óra 30"),
        ("hu-HU", 21, 5, "21:05", "21 óra 5"),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String
    ) throws {
        try NameReadingTests.checkClockTime(tag: tag, hour: hour, minute: minute, shown: shown, said: said)
    }

    // MARK: - The suffix rules themselves (data of no language)

    static let rules: SuffixHarmony = {
        var rules = SuffixHarmony(
            separator: "", vowels: ["a": "back", "o": "back", "e": "front", "i": "front"], voiceless: [],
            placeholders: ["R": ["back": "ra", "*": "re"]], cases: ["onto": "{R}"], compoundWords: [],
            numberWords: ["1": "ones", "2": "twos"], noVowelClass: "front")
        rules.symbolSeparator = "-"
        rules.neutralVowels = ["i"]
        rules.numberInfixes = ["1": "es", "2": "os"]
        rules.endings = [SuffixEnding(ending: "gate", forms: ["onto": "gadera"])]
        return rules
    }()

    @Test func listedEndingsReplaceTheLastWordsEnding() throws {
        let name = try #require(Self.rules.inflect(SpokenText(verbatim: "Northgate"), case: "onto"))
        #expect(name.displayText == "Northgadera")
    }

    @Test func neutralVowelsLeaveTheChoiceToTheVowelBefore() throws {
        #expect(Self.rules.inflect(SpokenText(verbatim: "Marit"), case: "onto")?.displayText == "Maritra")
        #expect(Self.rules.inflect(SpokenText(verbatim: "Kit"), case: "onto")?.displayText == "Kitre")
        // The last word decides.
        #expect(Self.rules.inflect(SpokenText(verbatim: "Oak Kit"), case: "onto")?.displayText == "Oak Kitre")
    }

    @Test func numbersTakeTheSymbolSeparatorAndTheirInfix() throws {
        #expect(Self.rules.inflect(SpokenText(verbatim: "M1"), case: "onto")?.displayText == "M1-esre")
        #expect(Self.rules.inflect(SpokenText(verbatim: "52"), case: "onto")?.displayText == "52-osra")
        #expect(Self.rules.numberEndings().contains("esre"))
    }

    @Test func wordsThatNeedAListedEndingAreNotGuessed() throws {
        var rules = Self.rules
        rules.wordsNeedEnding = true
        #expect(rules.inflect(SpokenText(verbatim: "Marit"), case: "onto") == nil)
        #expect(rules.inflect(SpokenText(verbatim: "Northgate"), case: "onto")?.displayText == "Northgadera")
    }

    @Test func anAbbreviationBeforeAJoinedSuffixIsWrittenInFull() throws {
        let name = SpokenText(segments: [.text("Oak "), .substitution(written: "Rd.", spoken: "Road")])
        #expect(Self.rules.inflect(name, case: "onto")?.displayText == "Oak Roadra")
    }

    @Test(arguments: [
        ("5", "5#", false), ("51-es", "5#", true), ("510", "5#", false), ("M1-es", "M#", true),
        ("M10", "M#", false),
        ("Mária", "M#", false), ("1000", "1###", true),
    ])
    func elisionPatternsMatchWholeNumbers(text: String, pattern: String, matches: Bool) {
        #expect(RoadFacts.starts(text, withElisionPattern: pattern) == matches)
    }

}
