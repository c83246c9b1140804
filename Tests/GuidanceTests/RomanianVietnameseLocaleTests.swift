import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// Romanian and Vietnamese: every maneuver with and without a name and signs, roundabout exits 1
/// to 8, lanes, distances, road numbers and arrivals with opening-hours notes, compared with the
/// reviewed golden files in Golden/ (the cases of MoreLocaleTestsA). Regenerate them with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter RomanianVietnameseLocaleTests`, then read every
/// changed line as a native speaker would.
@Suite struct RomanianVietnameseLocaleTests {
    static let tags = ["ro-RO", "vi-VN"]

    static let samples: [String: MoreLocaleTestsA.Sample] = [
        "ro-RO": MoreLocaleTestsA.Sample(
            road: "Bd. Unirii", number: "DN1", towards: "Pitești", roundabout: "Piața Victoriei",
            place: "Muzeul Satului"),
        "vi-VN": MoreLocaleTestsA.Sample(
            road: "Đường Lê Lợi", number: "QL1A", towards: "Biên Hòa", roundabout: "Vòng xuyến Cổ Linh",
            place: "Chợ Bến Thành"),
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
            "ro-RO", Maneuver.turnRight, "Bd. Unirii",
            "După 300 de metri, virați la dreapta pe Bulevardul Unirii."
        ),
        (
            "ro-RO", Maneuver.turnLeft, "Str. Dr. Iacob Felix",
            "După 300 de metri, virați la stânga pe Strada Doctor Iacob Felix."
        ),
        ("ro-RO", Maneuver.mergeUnspecified, "A1", "După 300 de metri, intrați în trafic pe A1."),
        (
            "ro-RO", Maneuver.straight, "Calea Victoriei",
            "După 300 de metri, mergeți înainte pe Calea Victoriei."
        ),
        ("vi-VN", Maneuver.turnRight, "Đ. Lê Lợi", "Sau 300 mét, rẽ phải vào Đường Lê Lợi."),
        ("vi-VN", Maneuver.turnLeft, "P. Hàng Bạc", "Sau 300 mét, rẽ trái vào Phố Hàng Bạc."),
        ("vi-VN", Maneuver.mergeUnspecified, "QL1A", "Sau 300 mét, nhập làn vào Quốc lộ 1A."),
        (
            "vi-VN", Maneuver.turnSlightRight, "Đại lộ Võ Văn Kiệt",
            "Sau 300 mét, chếch sang phải vào Đại lộ Võ Văn Kiệt."
        ),
    ])
    func preparePromptsReadAsANativeDriverExpects(tag: String, maneuver: Maneuver, road: String, said: String)
        throws
    {
        let rendering = try Shipped.renderer(tag).render(
            Shipped.prompt(.prepare, Shipped.step(maneuver, road: road), distance: 300))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.spoken == said, "\(rendering.text.spoken)")
    }

    // MARK: - Romanian

    /// CLDR's Romanian plurals: one (1), few (2 to 19 and every decimal), other (20 and up), which
    /// takes "de" between the number and the noun; halves are said in words.
    @Test(arguments: [
        (100.0, "100 m", "100 de metri"), (20.0, "20 m", "20 de metri"), (1000.0, "1 km", "un kilometru"),
        (1500.0, "1,5 km", "un kilometru și jumătate"), (2000.0, "2 km", "2 kilometri"),
        (2500.0, "2,5 km", "doi kilometri și jumătate"), (19000.0, "19 km", "19 kilometri"),
        (20000.0, "20 km", "20 de kilometri"),
    ])
    func romanianDistancesTakeDeFromTwenty(meters: Double, shown: String, said: String) throws {
        let text = try NewLocaleTests.prepare("ro-RO", .turnLeft, road: nil, distance: meters)
        #expect(text.display == "După \(shown), virați la stânga.")
        #expect(text.spoken == "După \(said), virați la stânga.")
    }

    /// Street names carry their own enclitic article, so the preposition takes them as written
    /// ("pe Bulevardul Unirii", "spre Calea Victoriei"); signs follow "în direcția".
    @Test func romanianNamesKeepTheirOwnArticle() throws {
        let exit = try NewLocaleTests.prepare(
            "ro-RO", .offRampRight, road: "Calea Victoriei", exit: "12", towards: "Pitești")
        #expect(
            exit.display
                == "După 200 m, luați ieșirea 12 din dreapta spre Calea Victoriei, în direcția Pitești.")
        let ramp = try NewLocaleTests.prepare("ro-RO", .onRampLeft, road: "A1", towards: "Pitești")
        #expect(ramp.display == "După 200 m, intrați pe breteaua din stânga spre A1, în direcția Pitești.")
        let renderer = try Shipped.renderer("ro-RO")
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: "Bd. Unirii"))
        then.following = Shipped.step(.turnLeft, road: "Șos. Kiseleff")
        let both = renderer.render(then).text
        #expect(both.display == "Virați la dreapta pe Bd. Unirii. Apoi virați la stânga pe Șos. Kiseleff.")
        #expect(
            both.spoken
                == "Virați la dreapta pe Bulevardul Unirii. Apoi virați la stânga pe Șoseaua Kiseleff.")
    }

    /// Roundabout exits are the feminine ordinal word with its particle ("prima", "a treia"), on
    /// screen too, since "ieșire" is feminine.
    @Test(arguments: [(1, "prima"), (2, "a doua"), (3, "a treia"), (11, "a unsprezecea")])
    func romanianRoundaboutExitsAreFeminineOrdinals(exit: Int, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "ro-RO", .roundaboutRightCounterClockwise, road: "Bd. Unirii", roundaboutExit: exit)
        #expect(text.display == "După 200 m, la sensul giratoriu, luați \(said) ieșire spre Bd. Unirii.")
        #expect(
            text.spoken
                == "După 200 de metri, la sensul giratoriu, luați \(said) ieșire spre Bulevardul Unirii.")
    }

    @Test func romanianNamedRoundaboutsAndArrivals() throws {
        let renderer = try Shipped.renderer("ro-RO")
        var named = Shipped.step(.roundaboutRightCounterClockwise, road: "Bd. Lascăr Catargiu")
        named.roundaboutTurnNumber = 2
        named.roundaboutName = "Piața Romană"
        #expect(
            renderer.render(Shipped.prompt(.now, named)).text.display
                == "În Piața Romană, luați a doua ieșire spre Bd. Lascăr Catargiu.")
        named.roundaboutName = "Arcul de Triumf"
        #expect(
            renderer.render(Shipped.prompt(.now, named)).text.display
                == "La sensul giratoriu Arcul de Triumf, luați a doua ieșire spre Bd. Lascăr Catargiu.")
        let final = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Muzeul Satului", side: .left, isFinal: true), routeVersion: 1))
        #expect(final.text.display == "Ați ajuns la destinație, Muzeul Satului. Se află pe stânga.")
        let stop = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Muzeul Satului", side: .right, isFinal: false), routeVersion: 1))
        #expect(stop.text.display == "Ați ajuns la punctul de oprire, Muzeul Satului. Se află pe dreapta.")
    }

    /// Romanian is written with the comma-below letters ș ț, never the cedilla forms ş ţ (U+015F,
    /// U+0163), in every message and fact of the locale.
    @Test func romanianUsesTheCommaBelowLetters() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let template = try String(
            contentsOf: root.appendingPathComponent("templates/ro-RO.mf2"), encoding: .utf8)
        #expect(template.contains("ț") && template.contains("ș"))
        #expect(!template.contains("\u{015F}") && !template.contains("\u{0163}"))
        #expect(!template.contains("\u{015E}") && !template.contains("\u{0162}"))
    }

    // MARK: - Vietnamese

    /// No plural and no classifier after a number; a half is "rưỡi" after the unit.
    @Test(arguments: [
        (300.0, "300 m", "300 mét"), (1000.0, "1 km", "một ki-lô-mét"),
        (1500.0, "1,5 km", "một ki-lô-mét rưỡi"), (5000.0, "5 km", "5 ki-lô-mét"),
    ])
    func vietnameseDistances(meters: Double, shown: String, said: String) throws {
        let text = try NewLocaleTests.prepare("vi-VN", .turnLeft, road: nil, distance: meters)
        #expect(text.display == "Sau \(shown), rẽ trái.")
        #expect(text.spoken == "Sau \(said), rẽ trái.")
    }

    /// The ordinal follows its noun ("lối ra thứ ba"), as a word on screen too.
    @Test(arguments: [(1, "thứ nhất"), (2, "thứ hai"), (3, "thứ ba"), (4, "thứ tư"), (11, "thứ mười một")])
    func vietnameseRoundaboutExitsAreOrdinals(exit: Int, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "vi-VN", .roundaboutRightCounterClockwise, road: "Đường Lê Lợi", roundaboutExit: exit)
        #expect(text.display == "Sau 200 m, tại vòng xuyến, đi theo lối ra \(said) vào Đường Lê Lợi.")
    }

    @Test func vietnameseExitsRampsNamedRoundaboutsAndArrivals() throws {
        let exit = try NewLocaleTests.prepare(
            "vi-VN", .offRampRight, road: "QL1A", exit: "12A", towards: "Biên Hòa")
        #expect(exit.display == "Sau 200 m, đi theo lối ra 12A bên phải vào QL1A, hướng về Biên Hòa.")
        #expect(exit.spoken == "Sau 200 mét, đi theo lối ra 12A bên phải vào Quốc lộ 1A, hướng về Biên Hòa.")
        let ramp = try NewLocaleTests.prepare(
            "vi-VN", .onRampRight, road: "Cao tốc Hà Nội – Hải Phòng", towards: "Hải Phòng")
        #expect(
            ramp.display
                == "Sau 200 m, đi vào đường dẫn bên phải lên Cao tốc Hà Nội – Hải Phòng, hướng về Hải Phòng.")
        let renderer = try Shipped.renderer("vi-VN")
        var named = Shipped.step(.roundaboutRightCounterClockwise, road: "Đường Nguyễn Văn Linh")
        named.roundaboutTurnNumber = 3
        named.roundaboutName = "Vòng xuyến Cổ Linh"
        #expect(
            renderer.render(Shipped.prompt(.now, named)).text.display
                == "Tại Vòng xuyến Cổ Linh, đi theo lối ra thứ ba vào Đường Nguyễn Văn Linh.")
        let final = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Chợ Bến Thành", side: .right, isFinal: true), routeVersion: 1))
        #expect(final.text.display == "Bạn đã tới điểm đến, Chợ Bến Thành. Điểm đến ở bên phải.")
        let stop = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Chợ Bến Thành", side: .left, isFinal: false), routeVersion: 1))
        #expect(stop.text.display == "Bạn đã tới điểm dừng, Chợ Bến Thành. Điểm dừng ở bên trái.")
    }

    /// Every message of the locale is written in precomposed letters (NFC), tone marks included,
    /// so that the voice and the screen get the same letters whatever produced them.
    @Test func vietnameseIsPrecomposed() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        for file in ["templates/vi-VN.mf2", "locales/vi-VN.json"] {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            #expect(
                text.unicodeScalars.elementsEqual(text.precomposedStringWithCanonicalMapping.unicodeScalars),
                "\(file)")
        }
    }

    /// "P." is "Phố" (a street) at a name's start and "phường" (a ward) inside an address; "Q." is
    /// "quận" (a district).
    @Test func vietnameseAmbiguousAbbreviationsAreSaidByTheirPlace() throws {
        let address = try NameReadingTests.turn("vi-VN", onto: "P. Hàng Bạc, P. Hàng Đào, Q. Hoàn Kiếm")
        #expect(address.text.spoken.contains("Phố Hàng Bạc, phường Hàng Đào, quận Hoàn Kiếm"))
    }

    /// eSpeak NG's Vietnamese voice reads each tone of the prompts' words: the phonemes of the six
    /// tones differ (ngang, huyền, sắc, hỏi, ngã, nặng).
    @Test func theVietnameseVoiceReadsTheTones() throws {
        let voice = try NameReadingTests.voice("vi-VN")
        let synthesizer = NameReadingTests.synthesizer
        let tones = try ["ma", "mà", "má", "mả", "mã", "mạ"].map {
            try synthesizer.phonemesNow($0, voice: voice)
        }
        #expect(Set(tones).count == 6, "\(tones)")
    }

    // MARK: - Names and clock times, read by eSpeak NG

    static let names: [NameReadingTests.Case] = [
        .init(tag: "ro-RO", written: "Bd. Unirii", intended: "Bulevardul Unirii"),
        .init(tag: "ro-RO", written: "Șos. Kiseleff", intended: "Șoseaua Kiseleff"),
        .init(tag: "ro-RO", written: "Spl. Independenței", intended: "Splaiul Independenței"),
        .init(
            tag: "ro-RO", written: "Str. Gen. Eremia Grigorescu", intended: "Strada General Eremia Grigorescu"
        ),
        .init(tag: "ro-RO", written: "Str. Sf. Vineri", intended: "Strada Sfânta Vineri"),
        .init(tag: "ro-RO", written: "Str. Sf. Gheorghe", intended: "Strada Sfântul Gheorghe"),
        .init(tag: "ro-RO", written: "Bd. Carol I", intended: "Bulevardul Carol Întâi"),
        .init(tag: "ro-RO", written: "Bd. 1 Decembrie 1918", intended: "Bulevardul Întâi Decembrie 1918"),
        .init(tag: "ro-RO", written: "Pța. Victoriei", intended: "Piața Victoriei"),
        .init(tag: "vi-VN", written: "Đ. Nguyễn Huệ", intended: "Đường Nguyễn Huệ"),
        .init(tag: "vi-VN", written: "QL1A", intended: "Quốc lộ 1A"),
        .init(tag: "vi-VN", written: "ĐT741", intended: "Đường tỉnh 741"),
        .init(tag: "vi-VN", written: "Đường 3/2", intended: "Đường 3 tháng 2"),
        .init(tag: "vi-VN", written: "Đường 30 Tháng 4", intended: "Đường 30 Tháng Tư"),
        .init(
            tag: "vi-VN", written: "Đường Lê Duẩn, Q.1, TP.HCM",
            intended: "Đường Lê Duẩn, quận 1, Thành phố Hồ Chí Minh"),
    ]

    @Test(arguments: names)
    func theNameIsShownAsWrittenAndSaidAsMeant(_ example: NameReadingTests.Case) throws {
        try NameReadingTests.check(example)
    }

    /// Romanian hours are feminine ("ora două", "ora douăzeci și două"), which eSpeak NG would
    /// say as the masculine number; eSpeak NG reads Vietnamese "22:15" without "giờ".
    @Test(arguments: [
        ("ro-RO", 22, 15, "la 22:15", "la ora douăzeci și două și un sfert"),
        ("ro-RO", 2, 30, "la 02:30", "la ora două și jumătate"),
        ("ro-RO", 12, 30, "la 12:30", "la ora douăsprezece și jumătate"),
        ("vi-VN", 22, 15, "lúc 22:15", "lúc 22 giờ 15"),
        ("vi-VN", 9, 30, "lúc 09:30", "lúc 9 giờ rưỡi"),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String
    ) throws {
        try NameReadingTests.checkClockTime(tag: tag, hour: hour, minute: minute, shown: shown, said: said)
    }
}
