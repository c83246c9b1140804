import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// The locales of other scripts and directions: Chinese and Japanese, written without spaces, and
/// Arabic and Hebrew, written right to left, compared with their reviewed golden files in Golden/ over every maneuver, roundabout exits 1
/// to 8, lanes, signs and arrivals with an opening-hours note. Regenerate the golden files with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter MoreLocaleTestsScripts`, then read every line as
/// a native speaker would.
@Suite struct MoreLocaleTestsScripts {
    static let tags = ["zh-CN", "ja-JP", "ar", "he-IL"]
    /// The locales written without spaces.
    static let unspaced = ["zh-CN", "ja-JP"]

    /// A road name and a signposted destination typical of each country.
    static let samples: [String: (road: String, towards: String, place: String)] = [
        "zh-CN": ("中山路", "G4: 北京, 天津", "故宫博物院"),
        "ja-JP": ("昭和通り", "E1: 名古屋, 豊田", "東京駅"),
        "ar": ("شارع الملك فهد", "E11: دبي, أبوظبي", "برج خليفة"),
        "he-IL": ("רחוב הרצל", "6: חיפה, נתניה", "קניון עזריאלי"),
    ]

    /// The golden transcript: every maneuver (GoldenRenderingTests), then roundabout exits 1 to 8,
    /// lanes, signs on a turn and arrivals with and without a place and a note.
    static func transcript(_ tag: String) throws -> String {
        let sample = try #require(samples[tag])
        var text = try GoldenRenderingTests.transcript(tag, road: sample.road, towards: sample.towards)
        let renderer = try Shipped.renderer(tag)
        var lines: [String] = []
        func add(_ label: String, _ rendering: RenderedPrompt) {
            lines.append(label)
            lines.append("  display: \(rendering.text.display)")
            lines.append("  spoken:  \(rendering.text.spoken)")
            lines.append("  ssml:    \(rendering.text.ssml)")
            for problem in rendering.problems { lines.append("  PROBLEM: \(problem)") }
        }
        for exit in 1...8 {
            for road in [sample.road, nil] {
                var step = Shipped.step(.roundaboutClockwise, road: road)
                step.roundaboutTurnNumber = exit
                add(
                    "roundabout exit=\(exit) road=\(road ?? "-")",
                    renderer.render(Shipped.prompt(.prepare, step)))
            }
        }
        for count in [1, 2, 3, 4] {
            for position in LaneHint.Position.allCases {
                var prompt = Shipped.prompt(
                    .prepare, Shipped.step(.turnRight, road: sample.road), distance: 800)
                prompt.lanes = LaneHint(count: count, position: position, total: count + 2)
                add("lanes count=\(count) position=\(position.rawValue)", renderer.render(prompt))
            }
        }
        let signed = Shipped.step(.turnLeft, road: nil, towards: sample.towards)
        add("signs turnLeft towards=\(sample.towards)", renderer.render(Shipped.prompt(.prepare, signed)))
        var following = Shipped.prompt(.now, Shipped.step(.turnRight, road: sample.road))
        following.following = Shipped.step(.turnLeft, road: nil)
        add("then turnRight+turnLeft", renderer.render(following))
        let notes: [ArrivalNote] = [
            .closesSoon(hour: 22, minute: 15), .closed(opensHour: 9, opensMinute: 30, day: .tomorrow),
            .closed(opensHour: 0, opensMinute: 0, day: .weekday(6)), .openAllDay,
        ]
        for (place, note) in [
            (sample.place, notes[0]), (sample.place, notes[1]), (nil, notes[2]), (nil, notes[3]),
        ] {
            var prompt = PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: place, side: .left, isFinal: true), routeVersion: 1)
            prompt.arrivalNote = note
            add("arrival place=\(place ?? "-") note=\(note)", renderer.render(prompt))
        }
        let stop = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance,
            waypoint: Waypoint(title: sample.place, side: .right, isFinal: false), routeVersion: 1)
        add("arrival stop place=\(sample.place)", renderer.render(stop))
        text += lines.joined(separator: "\n") + "\n"
        return text
    }

    @Test(arguments: tags)
    func everyPromptMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try GoldenRenderingTests.compare(try Self.transcript(tag), golden: tag)
    }

    /// Chinese and Japanese put no space around names, numbers or units, in any form: a space in
    /// the display, spoken or SSML text of a prompt is a stray one (the SSML's tags aside).
    @Test(arguments: unspaced)
    func promptsHaveNoStraySpaces(_ tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        let sample = try #require(Self.samples[tag])
        var checked = 0
        for road in [sample.road, nil] {
            for prompt in RenderingTests.everyPrompt(renderer, road: road) {
                #expect(prompt.problems.isEmpty, "\(tag): \(prompt.problems)")
                #expect(RenderingTests.isWellFormedXML(prompt.ssmlDocument), "\(tag): \(prompt.ssmlDocument)")
                #expect(!prompt.text.display.contains(" "), "\(tag) display: \(prompt.text.display)")
                #expect(!prompt.text.spoken.contains(" "), "\(tag) spoken: \(prompt.text.spoken)")
                let outsideTags = prompt.text.ssml.replacing(/<[^>]*>/, with: "")
                #expect(!outsideTags.contains(" "), "\(tag) ssml: \(prompt.text.ssml)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test func chineseSaysDistanceAndTurnWithoutSpaces() throws {
        let renderer = try Shipped.renderer("zh-CN")
        let prompt = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnRight, road: nil), distance: 500))
        #expect(prompt.text.display == "500米后右转。")
        let road = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnRight, road: "中山路"), distance: 1500))
        #expect(road.text.display == "1.5公里后右转进入中山路。")
        #expect(road.text.spoken == "一公里半后右转进入中山路。")
    }

    @Test func japanesePutsTheParticleAfterTheNameAndReadsKanjiAsKana() throws {
        let renderer = try Shipped.renderer("ja-JP")
        let prompt = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnRight, road: "昭和通り"), distance: 500))
        #expect(prompt.text.display == "500m先、右折して昭和通りに入ります。")
        #expect(prompt.text.spoken.hasPrefix("500めーとるさき、うせつして"))
        #expect(prompt.text.ssml.contains("<sub alias=\"うせつ\">右折</sub>"))
    }

    /// In right-to-left display text a Latin road number or name is isolated (FSI … PDI), so it
    /// keeps its order and does not take the punctuation around it along; a name in the
    /// locale's own script is not, and speech never carries the marks.
    @Test func arabicIsolatesLatinNamesInTheDisplayOnly() throws {
        let renderer = try Shipped.renderer("ar")
        let latin = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnRight, road: "E11"), distance: 500))
        #expect(latin.text.display == "بعد 500 م، انعطف يمينًا إلى \u{2068}E11\u{2069}.")
        #expect(latin.text.spoken == "بعد 500 متر، انعطف يمينًا إلى E11.")
        for form in [latin.text.spoken, latin.text.ssml, latin.ssmlDocument] {
            #expect(!form.contains("\u{2068}") && !form.contains("\u{2069}"))
        }
        let exit = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.offRampRight, road: nil, exit: "12A"), distance: 500))
        #expect(exit.text.display.contains("المخرج \u{2068}12A\u{2069}"))
        let arabic = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnRight, road: "شارع الملك فهد"), distance: 500))
        #expect(arabic.text.display == "بعد 500 م، انعطف يمينًا إلى شارع الملك فهد.")
        #expect(renderer.textDirection == "rtl")
        #expect(try Shipped.renderer("zh-CN").textDirection == "ltr")
    }

    /// The verb that says the side agrees with the place named before it: "يقع" after a masculine
    /// place, "تقع" after a feminine one; a place of unknown gender is not guessed, and the
    /// sentence says where the destination is ("وهي", agreeing with "وجهتك").
    @Test(arguments: [
        ("المتحف الوطني", true, "وصلت إلى المتحف الوطني. يقع على يسارك."),
        ("برج خليفة", true, "وصلت إلى برج خليفة. يقع على يسارك."),
        ("جامعة الملك سعود", true, "وصلت إلى جامعة الملك سعود. تقع على يسارك."),
        ("دبي مول", true, "وصلت إلى وجهتك، دبي مول، وهي على يسارك."),
        ("المتحف الوطني", false, "وصلت إلى نقطة توقفك، المتحف الوطني. يقع على يسارك."),
        ("دبي مول", false, "وصلت إلى نقطة توقفك، دبي مول، وهي على يسارك."),
    ])
    func arabicArrivalVerbsAgreeWithThePlace(place: String, isFinal: Bool, sentence: String) throws {
        let renderer = try Shipped.renderer("ar")
        let prompt = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance,
            waypoint: Waypoint(title: place, side: .left, isFinal: isFinal), routeVersion: 1)
        let rendering = renderer.render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.display == sentence)
    }

    /// Arabic counts with all six CLDR categories; spoken distances agree with each (genitive,
    /// after "بعد"): the dual for 2, the plural for 3 to 10, the singular accusative for 11 to 99.
    @Test(arguments: [
        (1000.0, "بعد كيلومتر واحد،"), (2000, "بعد كيلومترين،"), (1500, "بعد كيلومتر ونصف،"),
        (3000, "بعد 3 كيلومترات،"), (11000, "بعد 11 كيلومترًا،"), (100_000, "بعد 100 كيلومتر،"),
        (10, "بعد 10 أمتار،"), (50, "بعد 50 مترًا،"), (300, "بعد 300 متر،"),
    ])
    func arabicDistancesAgreeWithEveryPluralCategory(meters: Double, spoken: String) throws {
        let renderer = try Shipped.renderer("ar")
        let prompt = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnLeft, road: nil), distance: meters))
        #expect(prompt.text.spoken.hasPrefix(spoken), "\(prompt.text.spoken)")
    }

    /// Hebrew writes ב, ל and מ onto the name, with a hyphen before a number or a Latin name
    /// (isolated on screen); the abbreviation is read with the prefix inside its substitution.
    @Test(arguments: [
        ("רחוב הרצל", "בעוד 500 מ׳, פנו ימינה לרחוב הרצל.", "בעוד 500 מטרים, פנו ימינה לרחוב הרצל."),
        ("6", "בעוד 500 מ׳, פנו ימינה ל-6.", "בעוד 500 מטרים, פנו ימינה ל-6."),
        ("A1", "בעוד 500 מ׳, פנו ימינה ל-\u{2068}A1\u{2069}.", "בעוד 500 מטרים, פנו ימינה ל-A1."),
        ("רח׳ הרצל", "בעוד 500 מ׳, פנו ימינה לרח׳ הרצל.", "בעוד 500 מטרים, פנו ימינה לרחוב הרצל."),
    ])
    func hebrewJoinsItsPrepositionsToTheName(road: String, display: String, spoken: String) throws {
        let renderer = try Shipped.renderer("he-IL")
        let prompt = renderer.render(
            Shipped.prompt(.prepare, Shipped.step(.turnRight, road: road), distance: 500))
        #expect(prompt.text.display == display)
        #expect(prompt.text.spoken == spoken)
        #expect(prompt.problems.isEmpty)
    }

    /// eSpeak NG says every word of a prompt in the locale's own language: a word it cannot read
    /// (a kanji without a reading, a tone number of its own pinyin) comes out as an English
    /// "Chinese letter" or "three", marked `(en)` in its phonemes. Japanese is read from its
    /// readings, Chinese by the pinyin voice; distances and units are read as numbers and words.
    @Test(arguments: ["zh-CN", "ja-JP", "ar"])
    func everyWordOfAPromptIsReadInTheLocalesLanguage(_ tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        let voice = try LocaleCatalog(directory: Shipped.directory).facts(tag).voice
        let synthesizer = EspeakSynthesizer()
        for (maneuver, meters) in [
            (Maneuver.turnRight, 500.0), (.roundaboutClockwise, 1500), (.offRampLeft, 2000),
        ] {
            var step = Shipped.step(maneuver, road: nil)
            step.roundaboutTurnNumber = 3
            let spoken = renderer.render(Shipped.prompt(.prepare, step, distance: meters)).text.spoken
            let phonemes = try synthesizer.phonemesNow(spoken, voice: voice)
            #expect(!phonemes.contains("(en)"), "\(tag): \(spoken) → \(phonemes)")
        }
        let written = try synthesizer.phonemesNow("右折", voice: "ja")
        #expect(written.contains("(en)"), "eSpeak NG now reads kanji: the readings may go")
    }

    /// The SSML of a Japanese prompt (readings as `<sub alias>`) lasts as long as its spoken text.
    @Test func japaneseSSMLAndPlainTextLastAboutAsLong() async throws {
        let renderer = try Shipped.renderer("ja-JP")
        let synthesizer = EspeakSynthesizer()
        for maneuver in [Maneuver.turnRight, .mergeLeft, .roundaboutClockwise, .destinationLeft] {
            let prompt = renderer.render(Shipped.prompt(.prepare, Shipped.step(maneuver, road: nil)))
            let ssml = try await synthesizer.synthesize(
                SpeechRequest(text: prompt.ssmlDocument, isSSML: true, voice: "ja"))
            let plain = try await synthesizer.synthesize(SpeechRequest(text: prompt.text.spoken, voice: "ja"))
            let ratio = Double(ssml.durationMilliseconds) / Double(max(plain.durationMilliseconds, 1))
            let difference = abs(ssml.durationMilliseconds - plain.durationMilliseconds)
            #expect((ratio > 0.8 && ratio < 1.25) || difference < 500, "\(ratio) for \(prompt.ssmlDocument)")
        }
    }

    /// Scripts without case start no sentence with a capital: a Latin name that opens a
    /// Japanese sentence keeps the case it is written in.
    @Test func aLatinNameOpeningAJapaneseSentenceKeepsItsCase() throws {
        let renderer = try Shipped.renderer("ja-JP")
        let step = Shipped.step(.turnLeft, road: nil, towards: "bayside")
        let prompt = renderer.render(Shipped.prompt(.depart, step))
        #expect(prompt.text.display == "bayside方面へ左折します。")
        #expect(try !TestFacts.capitalizes("ja-JP") && TestFacts.capitalizes("pt-BR"))
    }
}

/// The facts of a shipped locale, for the checks above.
enum TestFacts {
    static func capitalizes(_ tag: String) throws -> Bool {
        try LocaleCatalog(directory: Shipped.directory).facts(tag).capitalizesSentences
    }
}
