import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// Danish and Norwegian Bokmål: every maneuver with and without a name and signs, roundabout exits
/// 1 to 8, lanes, distances, road numbers and arrivals with opening-hours notes, compared with the
/// reviewed golden files in Golden/ (the cases of MoreLocaleTestsA). Regenerate them with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter NordicLocaleTests`, then read every changed line
/// as a native speaker would.
@Suite struct NordicLocaleTests {
    static let tags = ["da-DK", "nb-NO"]

    static let samples: [String: MoreLocaleTestsA.Sample] = [
        "da-DK": MoreLocaleTestsA.Sample(
            road: "Vesterbrogade", number: "E45", towards: "Centrum", roundabout: "Trianglen", place: "Tivoli"
        ),
        "nb-NO": MoreLocaleTestsA.Sample(
            road: "Karl Johans gate", number: "E18", towards: "Sentrum", roundabout: "Sinsenkrysset",
            place: "Operahuset"),
    ]

    @Test(arguments: tags)
    func everyCaseMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try MoreLocaleTestsA.checkGolden(tag, try #require(Self.samples[tag]))
    }

    @Test(arguments: tags)
    func everyPromptRendersWithoutProblemsAsWellFormedSSML(_ tag: String) throws {
        try MoreLocaleTestsA.checkEveryPrompt(tag, try #require(Self.samples[tag]))
    }

    // MARK: - Danish

    /// After a lead-in the Danish voice says what is coming with "skal du" and the infinitive;
    /// alone the clause is the imperative. A turn goes "ad" the new road. No colon anywhere.
    @Test func danishSaysSkalDuAfterALeadIn() throws {
        let street = try NewLocaleTests.prepare("da-DK", .turnRight, road: "Vesterbrogade")
        #expect(street.display == "Om 200 m skal du dreje til højre ad Vesterbrogade.")
        #expect(street.spoken == "Om 200 meter skal du dreje til højre ad Vesterbrogade.")
        let half = try NewLocaleTests.prepare("da-DK", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "Om 1,5 km skal du dreje til venstre.")
        #expect(half.spoken == "Om halvanden kilometer skal du dreje til venstre.")
        let renderer = try Shipped.renderer("da-DK")
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: "Vesterbrogade"))
        then.following = Shipped.step(.offRampRight, road: "E45", exit: "12A")
        #expect(
            renderer.render(then).text.display
                == "Drej til højre ad Vesterbrogade. Derefter skal du tage frakørsel 12A til højre ind på E45."
        )
        let destination = try NewLocaleTests.prepare("da-DK", .destinationRight, road: nil)
        #expect(destination.display == "Om 200 m ligger din destination på højre side.")
    }

    /// Roundabout exits are written "3." and said as the word, with no article; a named roundabout
    /// comes before the exit, so that it is never heard as the road the exit leads to.
    @Test(arguments: [(1, "1.", "første"), (2, "2.", "anden"), (3, "3.", "tredje"), (11, "11.", "ellevte")])
    func danishRoundaboutExitsAreOrdinals(exit: Int, written: String, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "da-DK", .roundaboutRightCounterClockwise, road: "E45", roundaboutExit: exit)
        #expect(text.display == "Om 200 m skal du tage \(written) afkørsel i rundkørslen ind på E45.")
        #expect(text.spoken == "Om 200 meter skal du tage \(said) afkørsel i rundkørslen ind på E45.")
    }

    @Test func danishNamedRoundaboutsAndArrivals() throws {
        let renderer = try Shipped.renderer("da-DK")
        var named = Shipped.step(.roundaboutRightCounterClockwise, road: "Østerbrogade")
        named.roundaboutTurnNumber = 3
        named.roundaboutName = "Trianglen"
        #expect(
            renderer.render(Shipped.prompt(.now, named)).text.display
                == "Kør ind i rundkørslen ved Trianglen og tag 3. afkørsel ind på Østerbrogade.")
        let final = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Tivoli", side: .left, isFinal: true), routeVersion: 1))
        #expect(final.text.display == "Du er fremme ved din destination, Tivoli. Den ligger på venstre side.")
        let stop = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Tivoli", side: .right, isFinal: false), routeVersion: 1))
        #expect(stop.text.display == "Du er fremme ved dit delmål, Tivoli. Det ligger på højre side.")
    }

    // MARK: - Norwegian Bokmål

    /// After a lead-in the Norwegian verb comes second, with "du"; alone the clause is the
    /// imperative. A turn leads "inn på" the new road. No colon anywhere.
    @Test func norwegianPutsTheVerbSecondAfterALeadIn() throws {
        let street = try NewLocaleTests.prepare("nb-NO", .turnRight, road: "Karl Johans gate")
        #expect(street.display == "Om 200 m tar du til høyre inn på Karl Johans gate.")
        #expect(street.spoken == "Om 200 meter tar du til høyre inn på Karl Johans gate.")
        let half = try NewLocaleTests.prepare("nb-NO", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "Om 1,5 km tar du til venstre.")
        #expect(half.spoken == "Om halvannen kilometer tar du til venstre.")
        let renderer = try Shipped.renderer("nb-NO")
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: "Karl Johans gate"))
        then.following = Shipped.step(.offRampRight, road: "E18", exit: "12A")
        #expect(
            renderer.render(then).text.display
                == "Ta til høyre inn på Karl Johans gate. Deretter tar du avkjøring 12A til høyre inn på E18."
        )
        let destination = try NewLocaleTests.prepare("nb-NO", .destinationRight, road: nil)
        #expect(destination.display == "Om 200 m ligger destinasjonen din på høyre side.")
    }

    @Test(arguments: [(1, "1.", "første"), (2, "2.", "andre"), (3, "3.", "tredje"), (11, "11.", "ellevte")])
    func norwegianRoundaboutExitsAreOrdinals(exit: Int, written: String, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "nb-NO", .roundaboutRightCounterClockwise, road: "E18", roundaboutExit: exit)
        #expect(text.display == "Om 200 m tar du \(written) avkjøring i rundkjøringen inn på E18.")
        #expect(text.spoken == "Om 200 meter tar du \(said) avkjøring i rundkjøringen inn på E18.")
    }

    @Test func norwegianNamedRoundaboutsAndArrivals() throws {
        let renderer = try Shipped.renderer("nb-NO")
        var named = Shipped.step(.roundaboutRightCounterClockwise, road: "Trondheimsveien")
        named.roundaboutTurnNumber = 3
        named.roundaboutName = "Sinsenkrysset"
        #expect(
            renderer.render(Shipped.prompt(.now, named)).text.display
                == "Kjør inn i rundkjøringen ved Sinsenkrysset og ta 3. avkjøring inn på Trondheimsveien.")
        let final = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Operahuset", side: .left, isFinal: true), routeVersion: 1))
        #expect(
            final.text.display
                == "Du har kommet frem til destinasjonen din, Operahuset. Den ligger på venstre side.")
        let stop = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Operahuset", side: .right, isFinal: false), routeVersion: 1))
        #expect(
            stop.text.display == "Du har kommet frem til stoppet ditt, Operahuset. Det ligger på høyre side.")
    }

    // MARK: - Names and clock times, read by eSpeak NG

    static let names: [NameReadingTests.Case] = [
        .init(tag: "da-DK", written: "Gl. Kongevej", intended: "Gammel Kongevej"),
        .init(tag: "da-DK", written: "Kgs. Nytorv", intended: "Kongens Nytorv"),
        .init(tag: "da-DK", written: "Skt. Annæ Plads", intended: "Sankt Annæ Plads"),
        .init(tag: "da-DK", written: "Sdr. Boulevard", intended: "Sønder Boulevard"),
        .init(tag: "da-DK", written: "2. Tværvej", intended: "Anden Tværvej"),
        .init(tag: "da-DK", written: "Christian IX's Gade", intended: "Christian den Niendes Gade"),
        .init(tag: "nb-NO", written: "St. Olavs gate", intended: "Sankt Olavs gate"),
        .init(tag: "nb-NO", written: "Prinsens gt.", intended: "Prinsens gate"),
        .init(tag: "nb-NO", written: "Storgt.", intended: "Storgata"),
        .init(tag: "nb-NO", written: "Haakon VIIs gate", intended: "Haakon den syvendes gate"),
        .init(tag: "nb-NO", written: "Rv. 4", intended: "Riksvei 4"),
        .init(tag: "nb-NO", written: "3. Tverrvei", intended: "Tredje Tverrvei"),
        .init(tag: "nb-NO", written: "Ø. Slottsgate", intended: "Øvre Slottsgate"),
    ]

    @Test(arguments: names)
    func theNameIsShownAsWrittenAndSaidAsMeant(_ example: NameReadingTests.Case) throws {
        try NameReadingTests.check(example)
    }

    @Test(arguments: [
        ("da-DK", 17, 30, "kl. 17.30", "klokken 17 30"),
        ("da-DK", 21, 5, "kl. 21.05", "klokken 21 05"),
        ("nb-NO", 17, 30, "kl. 17.30", "klokken 17 30"),
        ("nb-NO", 21, 5, "kl. 21.05", "klokken 21 05"),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String
    ) throws {
        try NameReadingTests.checkClockTime(tag: tag, hour: hour, minute: minute, shown: shown, said: said)
    }
}
