import Foundation
import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// Latin American Spanish, Italian, Dutch and Swedish: every maneuver with and without a name and
/// signs, roundabout exits 1 to 8, lanes, distances, road numbers and arrivals with opening-hours
/// notes, compared with the reviewed golden files in Golden/. Regenerate them with
/// `GUIDANCE_UPDATE_GOLDEN=1 swift test --filter MoreLocaleTestsA`, then read every changed line as
/// a native speaker would.
@Suite struct MoreLocaleTestsA {
    static let tags = ["es-419", "it-IT", "nl-NL", "sv-SE"]

    /// A street, a road number, a signposted destination, a roundabout and a place typical of
    /// each country.
    struct Sample {
        var road: String
        var number: String
        var towards: String
        var roundabout: String
        var place: String
    }

    static let samples: [String: Sample] = [
        "es-419": Sample(
            road: "Av. Insurgentes Sur", number: "MEX-57", towards: "Centro",
            roundabout: "Glorieta de Insurgentes",
            place: "Museo Soumaya"),
        "it-IT": Sample(
            road: "Via Roma", number: "A1", towards: "Centro", roundabout: "Piazzale Loreto",
            place: "Museo Egizio"),
        "nl-NL": Sample(
            road: "Laan van Meerdervoort", number: "A2", towards: "Centrum", roundabout: "Rembrandtplein",
            place: "Rijksmuseum"),
        "sv-SE": Sample(
            road: "Drottninggatan", number: "E4", towards: "Centrum", roundabout: "Gullmarsplan",
            place: "Vasamuseet"),
    ]

    @Test(arguments: tags)
    func everyCaseMatchesTheReviewedGoldenFile(_ tag: String) throws {
        try Self.checkGolden(tag, try #require(Self.samples[tag]))
    }

    @Test(arguments: tags)
    func everyPromptRendersWithoutProblemsAsWellFormedSSML(_ tag: String) throws {
        try Self.checkEveryPrompt(tag, try #require(Self.samples[tag]))
    }

    /// The golden comparison of a sampled locale, for every locale's suite: the maneuver table
    /// onto the sample's road and the cases beyond it.
    static func checkGolden(_ tag: String, _ sample: Sample) throws {
        var transcript = try GoldenRenderingTests.transcript(tag, road: sample.road, towards: sample.towards)
        transcript += try extraCases(tag, sample)
        try GoldenRenderingTests.compare(transcript, golden: tag)
    }

    /// Every prompt of a sampled locale onto its road, its road number, a name with markup signs
    /// and no name: no problems, well-formed SSML, no doubled space, no placeholder left.
    static func checkEveryPrompt(_ tag: String, _ sample: Sample) throws {
        let renderer = try Shipped.renderer(tag)
        for road in [sample.road, sample.number, "Rue <Bar> & Fils", nil] {
            for prompt in RenderingTests.everyPrompt(renderer, road: road) {
                #expect(prompt.problems.isEmpty, "\(tag): \(prompt.problems)")
                #expect(RenderingTests.isWellFormedXML(prompt.ssmlDocument), "\(tag): \(prompt.ssmlDocument)")
                #expect(!prompt.text.display.contains("  "), "\(tag): \(prompt.text.display)")
                #expect(!prompt.text.display.contains("{"), "\(tag): \(prompt.text.display)")
            }
        }
    }

    // MARK: - The cases beyond the maneuver table

    /// One rendered prompt as transcript lines.
    static func lines(_ label: String, _ rendering: RenderedPrompt) -> [String] {
        var lines = [label, "  display: \(rendering.text.display)", "  spoken:  \(rendering.text.spoken)"]
        for problem in rendering.problems { lines.append("  PROBLEM: \(problem)") }
        return lines
    }

    /// Signs, roundabout exits 1 to 8, lanes, distances, road numbers, the "then" and continue
    /// stages and every kind of arrival.
    static func extraCases(_ tag: String, _ sample: Sample) throws -> String {
        let renderer = try Shipped.renderer(tag)
        var lines: [String] = []
        for maneuver in [Maneuver.turnRight, .straight, .mergeUnspecified, .roundaboutRightCounterClockwise] {
            for road in [sample.road, nil] {
                var step = Shipped.step(maneuver, road: road, towards: sample.towards)
                if maneuver.family == .roundabout { step.roundaboutTurnNumber = 2 }
                lines += Self.lines(
                    "signs \(maneuver.wireName) road=\(road ?? "-") towards=\(sample.towards)",
                    renderer.render(Shipped.prompt(.prepare, step)))
            }
        }
        for exit in 1...8 {
            for (road, name) in [(sample.road, nil), (nil, nil), (sample.road, sample.roundabout)] {
                var step = Shipped.step(.roundaboutRightCounterClockwise, road: road)
                step.roundaboutTurnNumber = exit
                step.roundaboutName = name
                lines += Self.lines(
                    "roundabout exit=\(exit) road=\(road ?? "-") name=\(name ?? "-")",
                    renderer.render(Shipped.prompt(.prepare, step)))
            }
        }
        for count in 1...4 {
            for position in [LaneHint.Position.left, .right, .middle] {
                var prompt = Shipped.prompt(.prepare, Shipped.step(.turnRight, road: sample.road))
                prompt.lanes = LaneHint(count: count, position: position, total: count + 1)
                lines += Self.lines("lanes count=\(count) position=\(position)", renderer.render(prompt))
            }
        }
        for meters in [5.0, 60, 150, 800, 1000, 1500, 2500, 4000] {
            lines += Self.lines(
                "distance \(Int(meters)) m",
                renderer.render(
                    Shipped.prompt(.prepare, Shipped.step(.turnLeft, road: nil), distance: meters)))
        }
        for maneuver in [Maneuver.turnLeft, .mergeUnspecified, .onRampRight, .destinationRight] {
            lines += Self.lines(
                "number \(maneuver.wireName) road=\(sample.number)",
                renderer.render(Shipped.prompt(.prepare, Shipped.step(maneuver, road: sample.number))))
        }
        for road in [sample.road, sample.number, nil] {
            var prompt = Shipped.prompt(.continue, Shipped.step(.turnLeft, road: road), distance: 2300)
            prompt.currentRoad = road
            lines += Self.lines("continue road=\(road ?? "-")", renderer.render(prompt))
        }
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: sample.road))
        then.following = Shipped.step(.turnLeft, road: sample.number)
        lines += Self.lines("then", renderer.render(then))
        for isFinal in [true, false] {
            for side in WaypointSide.allCases {
                for place in [sample.place, nil] {
                    let prompt = PlannedPrompt(
                        id: 1, stage: .arrival, promptClass: .guidance,
                        waypoint: Waypoint(title: place, side: side, isFinal: isFinal), routeVersion: 1)
                    lines += Self.lines(
                        "arrival final=\(isFinal) side=\(side) place=\(place ?? "-")", renderer.render(prompt)
                    )
                }
            }
        }
        let notes: [ArrivalNote] = [
            .closesSoon(hour: 17, minute: 30), .closesSoon(hour: 0, minute: 0),
            .closesSoon(hour: 21, minute: 5),
            .closed(opensHour: 9, opensMinute: 0, day: .today),
            .closed(opensHour: 1, opensMinute: 15, day: .tomorrow),
            .closed(opensHour: 12, opensMinute: 0, day: .weekday(6)),
            .closed(opensHour: 13, opensMinute: 45, day: .weekday(1)), .closedTemporarily, .closedPermanently,
            .openAllDay,
        ]
        for note in notes {
            var prompt = PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: sample.place, side: .right, isFinal: true), routeVersion: 1)
            prompt.arrivalNote = note
            lines += Self.lines("note \(note)", renderer.render(prompt))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - The grammar each language needs

    @Test func latinAmericanSpanishTurnsHappenOnTheStreetAndSaysItsAbbreviations() throws {
        let street = try NewLocaleTests.prepare("es-419", .turnRight, road: "Cra. 7", distance: 300)
        #expect(street.display == "En 300 m, gire a la derecha en la Cra. 7.")
        #expect(street.spoken == "En 300 metros, gire a la derecha en la Carrera 7.")
        let uTurn = try NewLocaleTests.prepare("es-419", .turnUTurnCounterClockwise, road: nil)
        #expect(uTurn.display == "En 200 m, dé vuelta en U.")
        let half = try NewLocaleTests.prepare("es-419", .turnLeft, road: nil, distance: 1500)
        #expect(half.display == "En 1.5 km, gire a la izquierda.")
        #expect(half.spoken == "En un kilómetro y medio, gire a la izquierda.")
    }

    /// A roundabout is "la glorieta"; a named one keeps the word its name starts with, and a name
    /// of unknown type follows "la glorieta".
    @Test(arguments: [
        (nil, "En la glorieta, tome la 3.ª salida."),
        ("Glorieta de Insurgentes", "En la Glorieta de Insurgentes, tome la 3.ª salida."),
        ("Óvalo Gutiérrez", "En el Óvalo Gutiérrez, tome la 3.ª salida."),
        ("Colón", "En la glorieta Colón, tome la 3.ª salida."),
    ])
    func latinAmericanSpanishRoundaboutsAreGlorietas(name: String?, sentence: String) throws {
        var step = Shipped.step(.roundaboutRightCounterClockwise, road: nil)
        step.roundaboutTurnNumber = 3
        step.roundaboutName = name
        let rendering = try Shipped.renderer("es-419").render(Shipped.prompt(.now, step))
        #expect(rendering.problems.isEmpty, "\(rendering.problems)")
        #expect(rendering.text.display == sentence)
    }

    @Test func italianFusesPrepositionsAndElidesTheOrdinalsArticle() throws {
        let street = try NewLocaleTests.prepare("it-IT", .turnRight, road: "Via Roma")
        #expect(street.display == "Tra 200 m, svolta a destra in via Roma.")
        let motorway = try NewLocaleTests.prepare("it-IT", .turnLeft, road: "SS36")
        #expect(motorway.display == "Tra 200 m, svolta a sinistra sulla SS36.")
        #expect(motorway.spoken == "Tra 200 metri, svolta a sinistra sulla statale 36.")
        let third = try NewLocaleTests.prepare(
            "it-IT", .roundaboutRightCounterClockwise, road: nil, roundaboutExit: 3)
        #expect(third.display == "Tra 200 m, alla rotonda, prendi la 3ª uscita.")
        let eighth = try NewLocaleTests.prepare(
            "it-IT", .roundaboutRightCounterClockwise, road: nil, roundaboutExit: 8)
        #expect(eighth.display == "Tra 200 m, alla rotonda, prendi l'8ª uscita.")
        #expect(eighth.spoken == "Tra 200 metri, alla rotonda, prendi l'ottava uscita.")
    }

    @Test func dutchRoadNumbersTakeDeAndCompoundNamesNoArticle() throws {
        let motorway = try NewLocaleTests.prepare("nl-NL", .turnRight, road: "A2")
        #expect(motorway.display == "Over 200 m slaat u rechtsaf naar de A2.")
        let street = try NewLocaleTests.prepare("nl-NL", .turnLeft, road: "Kalverstraat")
        #expect(street.display == "Over 200 m slaat u linksaf naar Kalverstraat.")
        let square = try NewLocaleTests.prepare("nl-NL", .turnLeft, road: "Plein 1944")
        #expect(square.display == "Over 200 m slaat u linksaf naar het Plein 1944.")
        let roundabout = try NewLocaleTests.prepare(
            "nl-NL", .roundaboutRightCounterClockwise, road: nil, roundaboutExit: 3)
        #expect(roundabout.display == "Over 200 m neemt u op de rotonde de 3e afslag.")
        #expect(roundabout.spoken == "Over 200 meter neemt u op de rotonde de derde afslag.")
    }

    /// After a lead-in the Dutch verb comes second ("Over 200 meter slaat u rechtsaf", "Daarna
    /// neemt u ..."); alone the clause is the imperative. No colon anywhere.
    @Test func dutchPutsTheVerbSecondAfterALeadIn() throws {
        let renderer = try Shipped.renderer("nl-NL")
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: "Kalverstraat"))
        then.following = Shipped.step(.offRampRight, road: "A2", exit: "12A")
        #expect(
            renderer.render(then).text.display
                == "Sla rechtsaf naar Kalverstraat. Daarna neemt u afslag 12A aan de rechterkant naar de A2.")
        let destination = try NewLocaleTests.prepare("nl-NL", .destinationLeft, road: nil, distance: 1000)
        #expect(destination.display == "Over 1 km ligt uw bestemming links.")
        #expect(destination.spoken == "Over een kilometer ligt uw bestemming links.")
        let arrival = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Rijksmuseum", side: .left, isFinal: true), routeVersion: 1))
        #expect(
            arrival.text.display == "U hebt uw bestemming, Rijksmuseum, bereikt. Die ligt aan de linkerkant.")
    }

    @Test(arguments: [(1, "1:a", "första"), (2, "2:a", "andra"), (3, "3:e", "tredje"), (11, "11:e", "elfte")])
    func swedishOrdinalsTakeAOrE(exit: Int, written: String, said: String) throws {
        let text = try NewLocaleTests.prepare(
            "sv-SE", .roundaboutRightCounterClockwise, road: "E4", roundaboutExit: exit)
        #expect(text.display == "Om 200 m tar du \(written) avfarten i rondellen in på E4.")
        #expect(text.spoken == "Om 200 meter tar du \(said) avfarten i rondellen in på E4.")
    }

    /// Swedish puts the verb second after a lead-in ("Om 200 meter svänger du", "Sedan tar du");
    /// a roundabout is "rondellen", and alone its place leads: "I rondellen tar du 3:e avfarten",
    /// "I rondellen vid Sergels torg tar du ...". No colon anywhere.
    @Test func swedishPutsTheVerbSecondAndSaysRondellen() throws {
        let renderer = try Shipped.renderer("sv-SE")
        var named = Shipped.step(.roundaboutRightCounterClockwise, road: "Sveavägen")
        named.roundaboutTurnNumber = 3
        named.roundaboutName = "Sergels torg"
        #expect(
            renderer.render(Shipped.prompt(.now, named)).text.display
                == "I rondellen vid Sergels torg tar du 3:e avfarten in på Sveavägen.")
        #expect(
            renderer.render(Shipped.prompt(.prepare, named)).text.display
                == "Om 200 m kör du in i rondellen vid Sergels torg och tar 3:e avfarten in på Sveavägen.")
        var then = Shipped.prompt(.now, Shipped.step(.turnRight, road: "Drottninggatan"))
        then.following = Shipped.step(.offRampRight, road: "E4", exit: "12A")
        #expect(
            renderer.render(then).text.display
                == "Sväng höger in på Drottninggatan. Sedan tar du avfart 12A åt höger till E4.")
        let destination = try NewLocaleTests.prepare("sv-SE", .destinationRight, road: nil)
        #expect(destination.display == "Om 200 m ligger ditt resmål till höger.")
        let arrival = renderer.render(
            PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Vasamuseet", side: .left, isFinal: true), routeVersion: 1))
        #expect(
            arrival.text.display
                == "Du har kommit fram till ditt resmål, Vasamuseet. Det ligger till vänster.")
    }
}
