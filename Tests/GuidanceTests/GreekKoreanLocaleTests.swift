import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// Greek and Korean: every maneuver with and without a name and signs, roundabout exits 1 to 8,
/// lanes, distances, road numbers and arrivals with opening-hours notes, compared with the
/// reviewed golden files in Golden/ (the cases of `MoreLocaleTestsA`). Regenerate them with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter GreekKoreanLocaleTests`, then read every changed
/// line as a native speaker would.
@Suite struct GreekKoreanLocaleTests {
    static let tags = ["el-GR", "ko-KR"]

    static let samples: [String: MoreLocaleTestsA.Sample] = [
        "el-GR": MoreLocaleTestsA.Sample(
            road: "Λεωφόρος Κηφισίας", number: "Α1", towards: "Θεσσαλονίκη", roundabout: "Πλατεία Ομονοίας",
            place: "Μουσείο Ακρόπολης"),
        "ko-KR": MoreLocaleTestsA.Sample(
            road: "세종대로", number: "경부고속도로", towards: "수원", roundabout: "광화문광장", place: "경복궁"),
    ]

    @Test(arguments: tags)
    func everyCaseMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try MoreLocaleTestsA.checkGolden(tag, try #require(Self.samples[tag]))
    }

    @Test(arguments: tags)
    func everyPromptRendersWithoutProblemsAsWellFormedSSML(_ tag: String) throws {
        try MoreLocaleTestsA.checkEveryPrompt(tag, try #require(Self.samples[tag]))
    }

    /// Sentences a native speaker checked, as the prompts say them.
    @Test(arguments: [
        (
            "el-GR", Maneuver.turnRight, "Πανεπιστημίου",
            "Σε 300 μέτρα, στρίψτε δεξιά στην οδό Πανεπιστημίου."
        ),
        (
            "el-GR", Maneuver.turnLeft, "Λεωφ. Κηφισίας",
            "Σε 300 μέτρα, στρίψτε αριστερά στη Λεωφόρο Κηφισίας."
        ),
        (
            "el-GR", Maneuver.turnRight, "Πλατεία Συντάγματος",
            "Σε 300 μέτρα, στρίψτε δεξιά στην Πλατεία Συντάγματος."
        ),
        ("el-GR", Maneuver.mergeUnspecified, "Α1", "Σε 300 μέτρα, μπείτε στον Α1."),
        ("el-GR", Maneuver.mergeUnspecified, "ΕΟ8", "Σε 300 μέτρα, μπείτε στην Εθνική Οδό 8."),
        (
            "el-GR", Maneuver.turnLeft, "Ελ. Βενιζέλου",
            "Σε 300 μέτρα, στρίψτε αριστερά στην οδό Ελευθερίου Βενιζέλου."
        ),
        ("ko-KR", Maneuver.turnRight, "세종대로", "300미터 앞에서 세종대로로 우회전하세요."),
        ("ko-KR", Maneuver.turnLeft, "강남역사거리", "300미터 앞에서 강남역사거리로 좌회전하세요."),
        ("ko-KR", Maneuver.turnRight, "테헤란로 152", "300미터 앞에서 테헤란로 152로 우회전하세요."),
        ("ko-KR", Maneuver.mergeUnspecified, "경부고속도로", "300미터 앞에서 경부고속도로로 합류하세요."),
        ("ko-KR", Maneuver.mergeUnspecified, "1번 국도", "300미터 앞에서 1번 국도로 합류하세요."),
        ("ko-KR", Maneuver.straight, "을지로", "300미터 앞에서 을지로를 따라 직진하세요."),
        ("ko-KR", Maneuver.straight, "강남역", "300미터 앞에서 강남역을 따라 직진하세요."),
    ])
    func preparePromptsReadAsANativeDriverExpects(tag: String, maneuver: Maneuver, road: String, said: String)
        throws
    {
        let rendering = try Shipped.renderer(tag).render(
            Shipped.prompt(.prepare, Shipped.step(maneuver, road: road), distance: 300))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.spoken == said, "\(rendering.text.spoken)")
    }

    // MARK: - Greek

    /// "σε" and the article contract and agree with the name's type word, which goes into the
    /// accusative; the feminine keeps its ν before a vowel and κ, π, τ, ξ, ψ, the masculine
    /// always; a bare genitive name is a street ("στην οδό Ερμού").
    @Test(arguments: [
        ("Λεωφόρος Κηφισίας", "σε", "στη Λεωφόρο Κηφισίας", "στη Λεωφόρο Κηφισίας"),
        ("Λεωφ. Συγγρού", "σε", "στη Λεωφ. Συγγρού", "στη Λεωφόρο Συγγρού"),
        ("Οδός Αθηνάς", "σε", "στην Οδό Αθηνάς", "στην Οδό Αθηνάς"),
        ("Πλ. Συντάγματος", "σε", "στην Πλ. Συντάγματος", "στην Πλατεία Συντάγματος"),
        ("Ερμού", "σε", "στην οδό Ερμού", "στην οδό Ερμού"),
        ("Α1", "σε", "στον Α1", "στον Α1"),
        ("ΕΟ8", "σε", "στην ΕΟ8", "στην Εθνική Οδό 8"),
        (
            "Περιφερειακός Θεσσαλονίκης", "προς", "προς τον Περιφερειακό Θεσσαλονίκης",
            "προς τον Περιφερειακό Θεσσαλονίκης"
        ),
        ("Αττική Οδός", "για", "για την Αττική Οδό", "για την Αττική Οδό"),
        ("Πειραιάς", "κατεύθυνση", "προς Πειραιά", "προς Πειραιά"),
        ("Βόλος, Λαμία", "κατεύθυνση", "προς Βόλο, Λαμία", "προς Βόλο, Λαμία"),
        ("Άργος", "κατεύθυνση", "προς Άργος", "προς Άργος"),
    ])
    func greekArticlesContractAndTheTypeWordDeclines(
        name: String, preposition: String, shown: String, said: String
    )
        throws
    {
        let facts = try LocaleCatalog(directory: Shipped.directory).facts("el-GR")
        let phrase = try facts.roads.phrase(
            name, preposition: preposition, lexicon: facts.spoken, symbols: facts.number)
        #expect(phrase.displayText == shown)
        #expect(phrase.spokenText == said)
    }

    /// Roundabout exits are written "3η" (feminine, for "έξοδος") and said as the word; the article
    /// drops its ν before the δ of "δεύτερη"; the road the exit leads to follows "για", as after a
    /// motorway exit, so that a sign's "προς" is never doubled.
    @Test(arguments: [
        (1, "την", "1η", "πρώτη"), (2, "τη", "2η", "δεύτερη"), (3, "την", "3η", "τρίτη"),
        (11, "την", "11η", "ενδέκατη"), (12, "τη", "12η", "δωδέκατη"),
    ])
    func greekRoundaboutExitsAreFeminineOrdinals(exit: Int, article: String, written: String, said: String)
        throws
    {
        let text = try NewLocaleTests.prepare(
            "el-GR", .roundaboutRightCounterClockwise, road: "Λεωφόρος Κηφισίας", roundaboutExit: exit)
        #expect(
            text.display
                == "Σε 200 m, στον κυκλικό κόμβο, πάρτε \(article) \(written) έξοδο για τη Λεωφόρο Κηφισίας.")
        #expect(
            text.spoken
                == "Σε 200 μέτρα, στον κυκλικό κόμβο, πάρτε \(article) \(said) έξοδο για τη Λεωφόρο Κηφισίας."
        )
    }

    @Test func greekHalvesArrivalsAndSigns() throws {
        let half = try NewLocaleTests.prepare("el-GR", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "Σε 1,5 km, στρίψτε αριστερά.")
        #expect(half.spoken == "Σε ενάμισι χιλιόμετρο, στρίψτε αριστερά.")
        let exit = try NewLocaleTests.prepare(
            "el-GR", .offRampRight, road: "Αττική Οδός", exit: "12Α", towards: "Ελευσίνα")
        #expect(
            exit.display == "Σε 200 m, πάρτε την έξοδο 12Α στα δεξιά για την Αττική Οδό, προς Ελευσίνα.")
        let destination = try NewLocaleTests.prepare("el-GR", .destinationRight, road: nil)
        #expect(destination.display == "Σε 200 m, ο προορισμός σας θα είναι στα δεξιά.")
    }

    // MARK: - Korean

    /// The particle after a name follows its final sound: 로 after a vowel or ㄹ, else 으로; 를 after
    /// a vowel, else 을. Digits are read in Sino-Korean, so the last digit's reading decides ("3"
    /// 삼 → 으로, "1" 일 → 로); a Latin acronym ends in its letter's name.
    @Test(arguments: [
        ("세종대로", "directional", "세종대로로"), ("강남역", "directional", "강남역으로"),
        ("을지로", "accusative", "을지로를"), ("강남역", "accusative", "강남역을"),
        ("종로1가", "accusative", "종로1가를"), ("1번 국도", "directional", "1번 국도로"),
        ("A1", "directional", "A1로"), ("국도 3", "directional", "국도 3으로"),
        ("국도 10", "directional", "국도 10으로"), ("국도 2", "directional", "국도 2로"),
        ("판교IC", "directional", "판교IC로"), ("서울TG", "accusative", "서울TG를"),
        ("TEL", "directional", "TEL로"), ("올림픽대로", "nominative", "올림픽대로가"),
        ("강남역", "nominative", "강남역이"), ("서울역", "topic", "서울역은"), ("서울", "topic", "서울은"),
        ("부산", "dative", "부산에"), ("광화문광장", "locative", "광화문광장에서"),
    ])
    func koreanParticlesFollowTheFinalSound(name: String, grammaticalCase: String, shown: String) throws {
        let facts = try LocaleCatalog(directory: Shipped.directory).facts("ko-KR")
        let phrase = try facts.roads.phrase(
            name, preposition: nil, lexicon: facts.spoken, symbols: facts.number,
            grammaticalCase: grammaticalCase)
        #expect(phrase.displayText == shown)
    }

    /// The rules are data: the same engine with a decomposition, a class of finals and the names
    /// of letters gives any script's particles.
    @Test func finalSoundRulesAreLanguageNeutralData() throws {
        let rules = SuffixHarmony(
            separator: "",
            vowels: Dictionary(
                uniqueKeysWithValues: (0x1161...0x1175).map {
                    (Character(Unicode.Scalar($0)!), "open")
                }), voiceless: [], placeholders: ["RO": ["vowel": "로", "liquid": "로", "*": "으로"]],
            cases: ["directional": "{RO}"], compoundWords: [],
            numberWords: ["1": "일", "3": "삼", "10": "십"], noVowelClass: "open", decomposed: true,
            finalClasses: ["liquid": ["\u{11AF}"]], letterWords: ["L": "엘", "C": "씨"])
        #expect(rules.suffix(for: "세종대로", case: "directional") == "로")
        #expect(rules.suffix(for: "강남역", case: "directional") == "으로")
        #expect(rules.suffix(for: "서울", case: "directional") == "로")
        #expect(rules.suffix(for: "A1", case: "directional") == "로")
        #expect(rules.suffix(for: "E3", case: "directional") == "으로")
        #expect(rules.suffix(for: "E10", case: "directional") == "으로")
        #expect(rules.suffix(for: "E5", case: "directional") == nil)
        #expect(rules.suffix(for: "TEL", case: "directional") == "로")
        #expect(rules.suffix(for: "IC", case: "directional") == "로")
        #expect(rules.suffix(for: "세종대로", case: "accusative") == nil)
        // Without decomposition a syllable block is one letter, no vowel: the acronym rule.
        var whole = rules
        whole.decomposed = false
        #expect(whole.suffix(for: "강남역", case: "directional") == "로")
    }

    /// The new facts are checked when the file loads: a class of finals named like an ending key or
    /// holding a vowel, and an elided form for a class that does not exist, are errors that name
    /// the field.
    @Test(arguments: [
        ("ko-KR", ["roads", "suffixes", "finals"], #"{"vowel": "\u11af"}"#, "cannot be named"),
        ("ko-KR", ["roads", "suffixes", "finals"], #"{"liquid": "\u1169"}"#, "is a vowel"),
        ("ko-KR", ["roads", "suffixes", "finals"], #"{"liquid": ""}"#, "no letters"),
        ("ko-KR", ["roads", "suffixes", "decompose"], #""yes""#, "decompose"),
        ("el-GR", ["roads", "articles", "feminine.elidded"], #""την""#, "unknown field"),
    ])
    func malformedFinalSoundAndElisionFactsAreRejected(
        tag: String, path: [String], value: String, message: String
    ) throws {
        let url = URL(fileURLWithPath: Shipped.directory).appendingPathComponent("locales/\(tag).json")
        var json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let replacement = try JSONSerialization.jsonObject(with: Data(value.utf8), options: .fragmentsAllowed)
        func set(_ object: inout [String: Any], _ keys: ArraySlice<String>) {
            guard let key = keys.first else { return }
            if keys.count == 1 {
                object[key] = replacement
            } else {
                var inner = object[key] as? [String: Any] ?? [:]
                set(&inner, keys.dropFirst())
                object[key] = inner
            }
        }
        set(&json, path[...])
        let text = try #require(
            String(data: try JSONSerialization.data(withJSONObject: json), encoding: .utf8))
        do {
            _ = try LocaleFacts.decode(text, file: "locales/\(tag).json")
            Issue.record("\(path) = \(value) was accepted")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    @Test func koreanDistancesArrivalsAndRoundabouts() throws {
        let half = try NewLocaleTests.prepare("ko-KR", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "1.5km 앞에서 좌회전하세요.")
        #expect(half.spoken == "일 점 오 킬로미터 앞에서 좌회전하세요.")
        let round = try NewLocaleTests.prepare(
            "ko-KR", .roundaboutRightCounterClockwise, road: "세종대로", roundaboutExit: 3)
        #expect(round.display == "200m 앞에서 회전교차로 세 번째 출구로 나가 세종대로로 진입하세요.")
        let exit = try NewLocaleTests.prepare(
            "ko-KR", .offRampRight, road: "경부고속도로", exit: "12A", towards: "수원")
        #expect(exit.display == "200m 앞에서 오른쪽 12A번 출구로 나가서 수원 방면 경부고속도로로 진입하세요.")
        let destination = try NewLocaleTests.prepare("ko-KR", .destinationRight, road: nil)
        #expect(destination.display == "200m 앞에서 오른쪽에 목적지가 나옵니다.")
    }
}

/// NameReadingTests for Greek and Korean: abbreviations, titles and ordinals written with digits
/// are shown as written and said as meant, checked by eSpeak NG's phonemes.
@Suite struct GreekKoreanNameReadingTests {
    static let cases: [NameReadingTests.Case] = [
        .init(tag: "el-GR", written: "Λεωφ. Κηφισίας", intended: "Λεωφόρος Κηφισίας"),
        .init(tag: "el-GR", written: "Ελ. Βενιζέλου", intended: "Ελευθερίου Βενιζέλου"),
        .init(tag: "el-GR", written: "Αγ. Κωνσταντίνου", intended: "Αγίου Κωνσταντίνου"),
        .init(tag: "el-GR", written: "Αγ. Παρασκευής", intended: "Αγίας Παρασκευής"),
        .init(tag: "el-GR", written: "Λεωφ. Βασ. Σοφίας", intended: "Λεωφόρος Βασιλίσσης Σοφίας"),
        .init(tag: "el-GR", written: "28ης Οκτωβρίου", intended: "Εικοστής Ογδόης Οκτωβρίου"),
        .init(tag: "el-GR", written: "Κων/νου Παλαιολόγου", intended: "Κωνσταντίνου Παλαιολόγου"),
        .init(tag: "ko-KR", written: "판교IC", intended: "판교아이씨"),
        .init(tag: "ko-KR", written: "신갈JC", intended: "신갈제이씨"),
    ]

    @Test(arguments: cases) func theNameIsShownAsWrittenAndSaidAsMeant(_ example: NameReadingTests.Case)
        throws
    {
        let written = try NameReadingTests.turn(example.tag, onto: example.written)
        let meant = try NameReadingTests.turn(example.tag, onto: example.intended)
        #expect(written.text.display.contains(example.written))
        #expect(written.text.spoken == meant.text.spoken)
        let voice = try NameReadingTests.voice(example.tag)
        let synthesizer = NameReadingTests.synthesizer
        #expect(
            try synthesizer.phonemesNow(written.text.spoken, voice: voice)
                == synthesizer.phonemesNow(meant.text.spoken, voice: voice))
    }

    /// Opening hours: Greek hours are feminine ("στη μία", "στις τρεις"), which eSpeak NG would say
    /// as the neuter number; Korean hours are native words on the 12-hour clock ("오후 열 시"), which
    /// eSpeak NG would read in Sino-Korean.
    @Test(arguments: [
        ("el-GR", 22, 15, "στις 22:15", "στις 22 και τέταρτο"),
        ("el-GR", 1, 30, "στη 1:30", "στη μία και μισή"),
        ("el-GR", 23, 0, "στις 23:00", "στις είκοσι τρεις"),
        ("ko-KR", 22, 15, "22:15", "오후 열 시 15분"),
        ("ko-KR", 9, 30, "9:30", "오전 아홉 시 반"),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String
    ) throws {
        var prompt = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance, waypoint: Waypoint(isFinal: true), routeVersion: 1
        )
        prompt.arrivalNote = .closesSoon(hour: hour, minute: minute)
        let rendering = try Shipped.renderer(tag).render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.display.contains(shown), "\(rendering.text.display)")
        #expect(rendering.text.spoken.contains(said), "\(rendering.text.spoken)")
        let synthesizer = NameReadingTests.synthesizer
        let voice = try NameReadingTests.voice(tag)
        #expect(
            try synthesizer.phonemesNow(rendering.text.spoken, voice: voice)
                != synthesizer.phonemesNow(rendering.text.display, voice: voice))
    }
}
