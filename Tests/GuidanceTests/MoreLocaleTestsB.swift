import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// Catalan and Indonesian: every maneuver with and without a name and signs,
/// roundabout exits 1 to 8, lanes, distances, road numbers and arrivals with opening-hours notes,
/// compared with the reviewed golden files in Golden/ (the cases of `MoreLocaleTestsA`).
/// Regenerate them with `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter MoreLocaleTestsB`, then
/// read every changed line as a native speaker would.
@Suite struct MoreLocaleTestsB {
    static let tags = ["ca-ES", "id-ID"]

    static let samples: [String: MoreLocaleTestsA.Sample] = [
        "ca-ES": MoreLocaleTestsA.Sample(
            road: "Carrer de Balmes", number: "C-32", towards: "Girona", roundabout: "Plaça de les Glòries",
            place: "Museu Picasso"),
        "id-ID": MoreLocaleTestsA.Sample(
            road: "Jl. Jend. Sudirman", number: "Tol Jagorawi", towards: "Bogor", roundabout: "Bundaran HI",
            place: "Monas"),
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
            "ca-ES", Maneuver.turnRight, "Carrer de Balmes",
            "D'aquí a 300 metres, gireu a la dreta pel carrer de Balmes."
        ),
        (
            "ca-ES", Maneuver.turnLeft, "Avinguda Diagonal",
            "D'aquí a 300 metres, gireu a l'esquerra per l'avinguda Diagonal."
        ),
        ("ca-ES", Maneuver.mergeUnspecified, "AP-7", "D'aquí a 300 metres, incorporeu-vos a l'A P 7."),
        (
            "ca-ES", Maneuver.straight, "Rambla de Catalunya",
            "D'aquí a 300 metres, continueu recte per la rambla de Catalunya."
        ),
        (
            "id-ID", Maneuver.turnRight, "Jl. Jend. Sudirman",
            "Dalam 300 meter, belok kanan ke Jalan Jenderal Sudirman."
        ),
        ("id-ID", Maneuver.turnLeft, "Gg. Kenari II", "Dalam 300 meter, belok kiri ke Gang Kenari II."),
        ("id-ID", Maneuver.mergeUnspecified, "Tol Jagorawi", "Dalam 300 meter, bergabung ke Tol Jagorawi."),
    ])
    func preparePromptsReadAsANativeDriverExpects(tag: String, maneuver: Maneuver, road: String, said: String)
        throws
    {
        let rendering = try Shipped.renderer(tag).render(
            Shipped.prompt(.prepare, Shipped.step(maneuver, road: road), distance: 300))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.spoken == said, "\(rendering.text.spoken)")
    }
}

/// NameReadingTests for Catalan and Indonesian: abbreviations, titles, ordinals written with
/// digits and regnal numbers are shown as written and said as meant, checked by eSpeak NG's
/// phonemes.
@Suite struct MoreNameReadingTestsB {
    static let cases: [NameReadingTests.Case] = [
        .init(tag: "ca-ES", written: "Av. Diagonal", intended: "Avinguda Diagonal"),
        .init(tag: "ca-ES", written: "Pg. de Gràcia", intended: "Passeig de Gràcia"),
        .init(tag: "ca-ES", written: "C/ del Dr. Trueta", intended: "Carrer del Doctor Trueta"),
        .init(
            tag: "ca-ES", written: "C/ de Mn. Jacint Verdaguer", intended: "Carrer de Mossèn Jacint Verdaguer"
        ),
        .init(tag: "ca-ES", written: "Pl. de Jaume I", intended: "Plaça de Jaume primer"),
        .init(tag: "ca-ES", written: "C/ 1r de Maig", intended: "Carrer primer de Maig"),
        .init(tag: "id-ID", written: "Jl. Jend. Sudirman", intended: "Jalan Jenderal Sudirman"),
        .init(tag: "id-ID", written: "Jl. K.H. Wahid Hasyim", intended: "Jalan Kiai Haji Wahid Hasyim"),
        .init(tag: "id-ID", written: "Jl. H. Agus Salim", intended: "Jalan Haji Agus Salim"),
        .init(tag: "id-ID", written: "Jl. Prof. Dr. Satrio", intended: "Jalan Profesor Doktor Satrio"),
        .init(tag: "id-ID", written: "Gg. Mawar", intended: "Gang Mawar"),
    ]

    @Test(arguments: cases)
    func theNameIsShownAsWrittenAndSaidAsMeant(_ example: NameReadingTests.Case) throws {
        try NameReadingTests.check(example)
    }

    /// Opening hours: hours are feminine in Catalan ("la una", "les vint-i-dues"), which eSpeak NG
    /// would say as the masculine number from the written time.
    @Test(arguments: [
        ("ca-ES", 22, 15, "a les 22:15", "a les vint-i-dues i quart"),
        ("ca-ES", 1, 30, "a la 1:30", "a la una i mitja"),
        ("id-ID", 17, 30, "pukul 17.30", "pukul 17 lewat 30"),
        ("id-ID", 9, 15, "pukul 09.15", "pukul 9 lewat seperempat"),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String
    ) throws {
        try NameReadingTests.checkClockTime(tag: tag, hour: hour, minute: minute, shown: shown, said: said)
    }

    @Test(arguments: [("ca-ES", "Fase II"), ("id-ID", "Blok II")])
    func aRomanNumeralThatIsNoRegnalNumberStaysAsWritten(tag: String, name: String) throws {
        let rendering = try NameReadingTests.turn(tag, onto: name)
        #expect(rendering.text.spoken.range(of: name, options: .caseInsensitive) != nil)
    }
}
