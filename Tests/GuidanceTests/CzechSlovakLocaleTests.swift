import Foundation
import GuidanceModel
import Localization
import Speech
import Testing

@testable import Guidance

/// Czech and Slovak: every maneuver with and without a name and signs, roundabout exits 1 to 8,
/// lanes, distances, road numbers and arrivals with opening-hours notes, compared with the
/// reviewed golden files in Golden/ (the cases of MoreLocaleTestsA). Regenerate them with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter CzechSlovakLocaleTests`, then read every changed
/// line as a native speaker would.
@Suite struct CzechSlovakLocaleTests {
    static let tags = ["cs-CZ", "sk-SK"]

    static let samples: [String: MoreLocaleTestsA.Sample] = [
        "cs-CZ": MoreLocaleTestsA.Sample(
            road: "Vodičkova", number: "D1", towards: "Brno", roundabout: "Kulaťák", place: "Národní divadlo"),
        "sk-SK": MoreLocaleTestsA.Sample(
            road: "Obchodná", number: "D1", towards: "Žilina", roundabout: "Trnavské mýto",
            place: "Bratislavský hrad"),
    ]

    @Test(arguments: tags)
    func everyCaseMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try MoreLocaleTestsA.checkGolden(tag, try #require(Self.samples[tag]))
    }

    @Test(arguments: tags)
    func everyPromptRendersWithoutProblemsAsWellFormedSSML(_ tag: String) throws {
        try MoreLocaleTestsA.checkEveryPrompt(tag, try #require(Self.samples[tag]))
    }

    /// Sample prompts as a native driver expects them, said after a distance of 300 m.
    @Test(arguments: [
        ("cs-CZ", Maneuver.turnRight, "Vodičkova", "Za 300 metrů odbočte vpravo na Vodičkovu."),
        ("cs-CZ", Maneuver.turnLeft, "Palackého", "Za 300 metrů odbočte vlevo do ulice Palackého."),
        (
            "cs-CZ", Maneuver.turnRight, "Václavské náměstí",
            "Za 300 metrů odbočte vpravo na Václavské náměstí."
        ),
        ("cs-CZ", Maneuver.turnRight, "nám. Míru", "Za 300 metrů odbočte vpravo na náměstí Míru."),
        (
            "cs-CZ", Maneuver.turnLeft, "tř. Milady Horákové",
            "Za 300 metrů odbočte vlevo na třídu Milady Horákové."
        ),
        ("cs-CZ", Maneuver.straight, "Pražský okruh", "Za 300 metrů pokračujte rovně po Pražském okruhu."),
        ("cs-CZ", Maneuver.turnKeepLeft, "D1", "Za 300 metrů se držte vlevo a pokračujte po dé jedna."),
        ("cs-CZ", Maneuver.turnRight, "I/3", "Za 300 metrů odbočte vpravo na silnici první třídy 3."),
        ("cs-CZ", Maneuver.mergeLeft, "D1", "Za 300 metrů se připojte vlevo na dé jedna."),
        ("sk-SK", Maneuver.turnRight, "Obchodná", "O 300 metrov odbočte vpravo na Obchodnú."),
        ("sk-SK", Maneuver.turnLeft, "Za Kasárňou", "O 300 metrov odbočte vľavo na ulicu Za Kasárňou."),
        ("sk-SK", Maneuver.straight, "Hlavné námestie", "O 300 metrov pokračujte rovno po Hlavnom námestí."),
        ("sk-SK", Maneuver.turnRight, "Štúrova", "O 300 metrov odbočte vpravo na Štúrovu."),
        ("sk-SK", Maneuver.turnKeepRight, "R1", "O 300 metrov sa držte vpravo a pokračujte po er jedna."),
        ("sk-SK", Maneuver.turnLeft, "I/61", "O 300 metrov odbočte vľavo na cestu prvej triedy 61."),
    ])
    func preparePromptsReadAsANativeDriverExpects(tag: String, maneuver: Maneuver, road: String, said: String)
        throws
    {
        let rendering = try Shipped.renderer(tag).render(
            Shipped.prompt(.prepare, Shipped.step(maneuver, road: road), distance: 300))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.spoken == said, "\(rendering.text.spoken)")
    }

    // MARK: - Czech

    /// A turn leads "na" the road in the accusative: the street's adjective declines ("na
    /// Vodičkovu"), a name the endings cannot settle follows "do ulice" in the nominative, a road
    /// number stays. Distances agree with their number ("2 kilometry", "jeden a půl kilometru").
    @Test func czechDeclinesTheStreetAfterItsPreposition() throws {
        let street = try NewLocaleTests.prepare("cs-CZ", .turnRight, road: "Vodičkova")
        #expect(street.display == "Za 200 m odbočte vpravo na Vodičkovu.")
        #expect(street.spoken == "Za 200 metrů odbočte vpravo na Vodičkovu.")
        let genitive = try NewLocaleTests.prepare("cs-CZ", .turnLeft, road: "U Nemocnice")
        #expect(genitive.display == "Za 200 m odbočte vlevo do ulice U Nemocnice.")
        let half = try NewLocaleTests.prepare("cs-CZ", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "Za 1,5 km odbočte vlevo.")
        #expect(half.spoken == "Za jeden a půl kilometru odbočte vlevo.")
        let two = try NewLocaleTests.prepare("cs-CZ", .turnLeft, road: nil, distance: 2000)
        #expect(two.spoken == "Za 2 kilometry odbočte vlevo.")
        let one = try NewLocaleTests.prepare("cs-CZ", .turnLeft, road: nil, distance: 1000)
        #expect(one.spoken == "Za kilometr odbočte vlevo.")
        let along = try NewLocaleTests.continuing("cs-CZ", on: "Václavské náměstí", distance: 5000)
        #expect(along.spoken == "Pokračujte 5 kilometrů po Václavském náměstí.")
    }

    /// A number ending in one above twenty is said as Czech names a number, "dvacet jedna", not
    /// "dvacet jeden", eSpeak NG's masculine: in a class I-III road number and in kilometres.
    @Test func czechSaysNumbersEndingInOneAsNumbers() throws {
        let road = try NewLocaleTests.prepare("cs-CZ", .turnRight, road: "I/21")
        #expect(road.display == "Za 200 m odbočte vpravo na silnici I/21.")
        #expect(road.spoken == "Za 200 metrů odbočte vpravo na silnici první třídy 20 jedna.")
        let eleven = try NewLocaleTests.prepare("cs-CZ", .turnRight, road: "II/611")
        #expect(eleven.spoken == "Za 200 metrů odbočte vpravo na silnici druhé třídy 611.")
        let far = try NewLocaleTests.continuing("cs-CZ", on: "D1", distance: 21000)
        #expect(far.display == "Pokračujte 21 km po D1.")
        #expect(far.spoken == "Pokračujte dvacet jedna kilometrů po dé jedna.")
    }

    /// The reflexive "se" comes second: after a lead-in it stands before the verb ("Za 200 metrů
    /// se otočte", "Potom se držte vlevo"), alone after it ("Otočte se."). After a lead-in the
    /// destination's verb comes second too.
    @Test func czechPutsTheReflexiveSecond() throws {
        let uTurn = try NewLocaleTests.prepare("cs-CZ", .turnUTurnClockwise, road: nil)
        #expect(uTurn.display == "Za 200 m se otočte.")
        let renderer = try Shipped.renderer("cs-CZ")
        #expect(
            renderer.render(Shipped.prompt(.now, Shipped.step(.turnUTurnClockwise, road: nil))).text.display
                == "Otočte se.")
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: "Národní"))
        then.following = Shipped.step(.turnKeepLeft, road: nil)
        #expect(renderer.render(then).text.display == "Odbočte vpravo na Národní. Potom se držte vlevo.")
        let fork = try NewLocaleTests.prepare("cs-CZ", .forkLeft, road: "D1", towards: "Brno")
        #expect(fork.display == "Za 200 m se na rozcestí držte vlevo a pokračujte po D1, směr Brno.")
        let destination = try NewLocaleTests.prepare("cs-CZ", .destinationRight, road: "Dlouhá")
        #expect(destination.display == "Za 200 m bude cíl po pravé straně na Dlouhé.")
    }

    /// Roundabout exits are written "3." and said as the masculine ordinal in the accusative,
    /// which is its nominative ("použijte třetí výjezd").
    @Test(arguments: [(1, "1.", "první"), (2, "2.", "druhý"), (3, "3.", "třetí"), (11, "11.", "jedenáctý")])
    func czechRoundaboutExitsAreOrdinals(exit: Int, written: String, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "cs-CZ", .roundaboutRightCounterClockwise, road: "D1", roundaboutExit: exit)
        #expect(text.display == "Za 200 m na kruhovém objezdu použijte \(written) výjezd na D1.")
        #expect(text.spoken == "Za 200 metrů na kruhovém objezdu použijte \(said) výjezd na dé jedna.")
    }

    @Test func czechNamedRoundaboutsExitsAndArrivals() throws {
        let renderer = try Shipped.renderer("cs-CZ")
        var named = Shipped.step(.roundaboutRightCounterClockwise, road: "Evropská")
        named.roundaboutTurnNumber = 3
        named.roundaboutName = "Kulaťák"
        #expect(
            renderer.render(Shipped.prompt(.now, named)).text.display
                == "Na kruhovém objezdu Kulaťák použijte 3. výjezd na Evropskou.")
        let exit = try NewLocaleTests.prepare("cs-CZ", .offRampRight, road: "D0", exit: "21", towards: "Brno")
        #expect(exit.display == "Za 200 m sjeďte vpravo sjezdem 21 na D0, směr Brno.")
        let final = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Národní divadlo", side: .left, isFinal: true), routeVersion: 1))
        #expect(final.text.display == "Jste v cíli cesty: Národní divadlo. Cíl je po levé straně.")
        let stop = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Národní divadlo", side: .right, isFinal: false), routeVersion: 1))
        #expect(stop.text.display == "Jste na zastávce: Národní divadlo. Zastávka je po pravé straně.")
    }

    // MARK: - Slovak

    /// A turn leads "na" the road in the accusative ("na Obchodnú"); a name the endings cannot
    /// settle follows "na ulicu" in the nominative; distances follow "o".
    @Test func slovakDeclinesTheStreetAfterItsPreposition() throws {
        let street = try NewLocaleTests.prepare("sk-SK", .turnRight, road: "Obchodná")
        #expect(street.display == "O 200 m odbočte vpravo na Obchodnú.")
        #expect(street.spoken == "O 200 metrov odbočte vpravo na Obchodnú.")
        let half = try NewLocaleTests.prepare("sk-SK", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "O 1,5 km odbočte vľavo.")
        #expect(half.spoken == "O jeden a pol kilometra odbočte vľavo.")
        let two = try NewLocaleTests.prepare("sk-SK", .turnLeft, road: nil, distance: 2000)
        #expect(two.spoken == "O 2 kilometre odbočte vľavo.")
        let along = try NewLocaleTests.continuing("sk-SK", on: "Hviezdoslavovo námestie", distance: 5000)
        #expect(along.spoken == "Pokračujte 5 kilometrov po Hviezdoslavovom námestí.")
        let uTurn = try NewLocaleTests.prepare("sk-SK", .turnUTurnClockwise, road: nil)
        #expect(uTurn.display == "O 200 m sa otočte.")
        let destination = try NewLocaleTests.prepare("sk-SK", .destinationLeft, road: "Obchodná")
        #expect(destination.display == "O 200 m bude cieľ po ľavej strane na Obchodnej.")
    }

    @Test(arguments: [(1, "1.", "prvý"), (2, "2.", "druhý"), (3, "3.", "tretí"), (11, "11.", "jedenásty")])
    func slovakRoundaboutExitsAreOrdinals(exit: Int, written: String, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "sk-SK", .roundaboutRightCounterClockwise, road: "D1", roundaboutExit: exit)
        #expect(text.display == "O 200 m na kruhovom objazde použite \(written) výjazd na D1.")
        #expect(text.spoken == "O 200 metrov na kruhovom objazde použite \(said) výjazd na dé jedna.")
    }

    @Test func slovakExitsAndArrivals() throws {
        let renderer = try Shipped.renderer("sk-SK")
        let exit = try NewLocaleTests.prepare(
            "sk-SK", .offRampRight, road: "R1", exit: "12", towards: "Nitra")
        #expect(exit.display == "O 200 m zíďte vpravo výjazdom 12 na R1, smer Nitra.")
        let final = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Bratislavský hrad", side: .left, isFinal: true), routeVersion: 1))
        #expect(final.text.display == "Ste v cieli cesty: Bratislavský hrad. Cieľ je po ľavej strane.")
        let stop = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Bratislavský hrad", side: .right, isFinal: false), routeVersion: 1)
        )
        #expect(stop.text.display == "Ste na zastávke: Bratislavský hrad. Zastávka je po pravej strane.")
    }

    // MARK: - Names and clock times, read by eSpeak NG

    static let names: [NameReadingTests.Case] = [
        .init(tag: "cs-CZ", written: "nám. Míru", intended: "náměstí Míru"),
        .init(tag: "cs-CZ", written: "tř. Milady Horákové", intended: "třída Milady Horákové"),
        .init(tag: "cs-CZ", written: "nábř. Kpt. Jaroše", intended: "nábřeží Kapitána Jaroše"),
        .init(tag: "cs-CZ", written: "28. října", intended: "Dvacátého osmého října"),
        .init(
            tag: "cs-CZ", written: "Arm. gen. Heliodora Píky", intended: "Armádního generála Heliodora Píky"),
        .init(tag: "cs-CZ", written: "Nám. Karla IV.", intended: "náměstí Karla Čtvrtého"),
        .init(tag: "cs-CZ", written: "sv. Anežky České", intended: "svaté Anežky České"),
        .init(tag: "cs-CZ", written: "Ing. Miloše Nového", intended: "Inženýra Miloše Nového"),
        .init(tag: "sk-SK", written: "nám. SNP", intended: "námestie SNP"),
        .init(tag: "sk-SK", written: "ul. 29. augusta", intended: "ulica Dvadsiateho deviateho augusta"),
        .init(
            tag: "sk-SK", written: "Nábr. arm. gen. L. Svobodu",
            intended: "nábrežie armádneho generála L. Svobodu"),
        .init(tag: "sk-SK", written: "Ul. gen. M. R. Štefánika", intended: "ulica generála M. R. Štefánika"),
        .init(tag: "sk-SK", written: "sv. Cyrila a Metoda", intended: "svätého Cyrila a Metoda"),
        .init(tag: "sk-SK", written: "Ing. Kožucha", intended: "Inžiniera Kožucha"),
    ]

    @Test(arguments: names)
    func theNameIsShownAsWrittenAndSaidAsMeant(_ example: NameReadingTests.Case) throws {
        try NameReadingTests.check(example)
    }

    /// Czech hours after "v" are in the accusative ("v jednu", "ve dvacet jedna"), which eSpeak NG
    /// says as "jedna", "dvacet jeden"; Slovak hours are feminine ordinals in the locative ("o
    /// sedemnástej"), which digits would not say.
    @Test(arguments: [
        ("cs-CZ", 21, 5, "ve 21:05", "ve dvacet jedna 05"),
        ("cs-CZ", 1, 5, "v 1:05", "v jednu 05"),
        ("sk-SK", 17, 30, "o 17:30", "o sedemnástej 30"),
        ("sk-SK", 21, 5, "o 21:05", "o dvadsiatej prvej 05"),
    ])
    func clockTimesAreSaidAsANativeSpeakerSaysThem(
        tag: String, hour: Int, minute: Int, shown: String, said: String
    ) throws {
        try NameReadingTests.checkClockTime(tag: tag, hour: hour, minute: minute, shown: shown, said: said)
    }

    /// Czech takes "ve" before the hours whose word begins with two consonants, 13 and 14
    /// included ("ve třináct", "ve čtrnáct"), on screen as in speech.
    @Test(arguments: [
        (13, 45, "ve 13:45", "ve třináct 45"),
        (14, 0, "ve 14:00", "ve čtrnáct."),
        (15, 0, "v 15:00", "v 15."),
    ])
    func czechClockTimesTakeTheRightPreposition(hour: Int, minute: Int, shown: String, said: String) throws {
        var prompt = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance, waypoint: Waypoint(isFinal: true), routeVersion: 1
        )
        prompt.arrivalNote = .closesSoon(hour: hour, minute: minute)
        let rendering = try Shipped.renderer("cs-CZ").render(prompt)
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.display.contains(shown), "\(rendering.text.display)")
        #expect(rendering.text.spoken.contains(said), "\(rendering.text.spoken)")
    }
}
