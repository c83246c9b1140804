import Foundation
import FoundationXML
import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// Checks that hold for every rendering: well-formed SSML with names only as escaped text,
/// Portuguese agreement from the road lexicon, no guessed articles, no English in Portuguese.
@Suite struct RenderingTests {
    static func isWellFormedXML(_ document: String) -> Bool {
        XMLParser(data: Data(document.utf8)).parse()
    }

    /// The text content of an SSML document, as an XML parser sees it.
    static func textContent(_ document: String) -> String {
        final class Collector: NSObject, XMLParserDelegate {
            var text = ""
            func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
        }
        let collector = Collector()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = collector
        _ = parser.parse()
        return collector.text
    }

    static func everyPrompt(_ renderer: TemplateRenderer, road: String?) -> [RenderedPrompt] {
        var prompts: [RenderedPrompt] = []
        for maneuver in Maneuver.allCases {
            let step = Shipped.step(maneuver, road: road, exit: "12A", towards: road)
            for stage in [PromptStage.early, .prepare, .now, .depart] {
                var prompt = Shipped.prompt(stage, step)
                prompt.following = Shipped.step(.turnLeft, road: road)
                prompt.lanes = LaneHint(count: 2, position: .left, total: 3)
                prompts.append(renderer.render(prompt))
            }
        }
        for side in WaypointSide.allCases {
            for isFinal in [true, false] {
                prompts.append(
                    renderer.render(
                        PlannedPrompt(
                            id: 1, stage: .arrival, promptClass: .guidance,
                            waypoint: Waypoint(title: road, side: side, isFinal: isFinal), routeVersion: 1)))
            }
        }
        var continuePrompt = Shipped.prompt(.continue, Shipped.step(.turnLeft, road: road), distance: 2300)
        continuePrompt.currentRoad = road
        prompts.append(renderer.render(continuePrompt))
        let alerts: [PlannedPrompt.Alert] =
            [.traffic(.heavy), .traffic(.medium), .speeding(.minor), .speeding(.major)]
            + RouteStatus.allCases.filter { $0 != .ok }.map { .routeFailed($0) }
        for alert in alerts {
            prompts.append(
                renderer.render(
                    PlannedPrompt(id: 1, stage: .alert, promptClass: .alert, alert: alert, routeVersion: 1)))
        }
        prompts.append(
            renderer.render(PlannedPrompt(id: 1, stage: .rerouting, promptClass: .guidance, routeVersion: 1)))
        return prompts
    }

    @Test(arguments: Shipped.allLocales)
    func everySSMLDocumentIsWellFormedAndEveryPromptRendersCleanly(_ tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        for prompt in Self.everyPrompt(renderer, road: "Rua Augusta") + Self.everyPrompt(renderer, road: nil)
        {
            #expect(Self.isWellFormedXML(prompt.ssmlDocument), "\(prompt.ssmlDocument)")
            #expect(prompt.problems.isEmpty, "\(prompt.problems)")
            #expect(!prompt.text.display.isEmpty && !prompt.text.spoken.isEmpty)
            // A sentence starts with a capital where its script has case (and no number first).
            let start = prompt.text.display.first { $0.isLetter || $0.isNumber }
            #expect(
                start.map { $0.isNumber || !$0.isCased || $0.isUppercase } == true, "\(prompt.text.display)")
            #expect(!prompt.text.display.contains("  "), "\(prompt.text.display)")
        }
    }

    @Test(arguments: Shipped.allLocales)
    func hostileNamesStayEscapedText(_ tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        let hostile = #"Rua <Augusta> & Filhos "Ltda" <break time="9s"/>"#
        for prompt in Self.everyPrompt(renderer, road: hostile) {
            #expect(Self.isWellFormedXML(prompt.ssmlDocument), "\(prompt.ssmlDocument)")
            #expect(!prompt.ssmlDocument.contains("<Augusta>"))
            #expect(!prompt.ssmlDocument.contains("<break"))
            if prompt.text.display.contains("Filhos") {
                #expect(Self.textContent(prompt.ssmlDocument).contains(#"<Augusta> & Filhos "Ltda""#))
            }
        }
    }

    @Test func portugueseContractionsFollowTheRoadsGender() throws {
        for tag in ["pt-BR", "pt-PT"] {
            let renderer = try Shipped.renderer(tag)
            func turn(_ road: String) -> String {
                renderer.render(Shipped.prompt(.now, Shipped.step(.turnLeft, road: road))).text.display
            }
            #expect(turn("Avenida Paulista").contains(" Avenida Paulista"))
            let masculine = turn("Largo do Arouche")
            let feminine = turn("Rua Augusta")
            #expect(masculine.contains("o Largo do Arouche"), "\(masculine)")
            #expect(feminine.contains("a Rua Augusta"), "\(feminine)")
            #expect(!masculine.contains("na Largo") && !masculine.contains("à Largo"), "\(masculine)")
        }
    }

    /// Brazilian signposts take the crase before a feminine destination the road facts know
    /// ("em direção à Zona Sul"), the contraction before a masculine one, and nothing before a
    /// city, which takes no article.
    @Test(arguments: [
        ("Zona Sul", "em direção à Zona Sul"), ("Zona Leste, Centro", "em direção à Zona Leste, Centro"),
        ("Marginal Pinheiros", "em direção à Marginal Pinheiros"),
        ("Linha Vermelha", "em direção à Linha Vermelha"),
        ("Lapa", "em direção à Lapa"), ("Alto de Pinheiros", "em direção ao Alto de Pinheiros"),
        ("Centro", "em direção ao Centro"), ("Campinas", "em direção a Campinas"),
    ])
    func brazilianSignpostsTakeTheCraseBeforeAFeminineDestination(towards: String, phrase: String) throws {
        let renderer = try Shipped.renderer("pt-BR")
        let step = Shipped.step(.offRampRight, road: nil, towards: towards)
        let text = renderer.render(Shipped.prompt(.prepare, step)).text
        #expect(text.display == "Em 200 m, pegue a saída à direita, \(phrase).")
    }

    @Test func unknownHeadWordsGetNoGuessedArticle() throws {
        for tag in ["pt-BR", "pt-PT"] {
            let renderer = try Shipped.renderer(tag)
            for maneuver in [Maneuver.turnLeft, .roundaboutLeftCounterClockwise, .nameChange, .mergeLeft] {
                let text = renderer.render(
                    Shipped.prompt(.now, Shipped.step(maneuver, road: "Xpto Boulevard"))
                ).text
                for article in [
                    "na Xpto", "no Xpto", "à Xpto", "ao Xpto", "pela Xpto", "pelo Xpto", "a Xpto", "o Xpto",
                ] {
                    #expect(
                        !text.display.lowercased().contains(" \(article.lowercased())"), "\(text.display)")
                }
            }
        }
    }

    @Test func roundaboutExitsUseFeminineOrdinalsInPortuguese() throws {
        for tag in ["pt-BR", "pt-PT"] {
            let renderer = try Shipped.renderer(tag)
            var step = Shipped.step(.roundaboutRightCounterClockwise, road: "Rua Augusta")
            step.roundaboutTurnNumber = 3
            let text = renderer.render(Shipped.prompt(.now, step)).text
            #expect(text.display.contains("3ª") || text.display.contains("3.ª"), "\(text.display)")
            #expect(text.spoken.contains("terceira"), "\(text.spoken)")
            #expect(!text.display.contains("3º"))
        }
    }

    @Test func portugueseHasNoEnglishWords() throws {
        let english: Set<String> = [
            "turn", "left", "right", "exit", "then", "onto", "toward", "roundabout", "lane", "lanes", "ramp",
            "merge", "keep", "destination", "arrived", "traffic", "speed", "route", "the", "and", "take",
            "your",
        ]
        for tag in ["pt-BR", "pt-PT"] {
            let renderer = try Shipped.renderer(tag)
            for prompt in Self.everyPrompt(renderer, road: nil) {
                let words = prompt.text.spoken.lowercased().split { !$0.isLetter }.map(String.init)
                for word in words where english.contains(word) {
                    Issue.record("\(tag): \"\(word)\" in \(prompt.text.spoken)")
                }
            }
        }
    }

    @Test func abbreviationsAreShownAsWrittenAndSpokenInFull() throws {
        let renderer = try Shipped.renderer("pt-BR")
        let text = renderer.render(Shipped.prompt(.now, Shipped.step(.turnRight, road: "Av. Paulista"))).text
        #expect(text.display.contains("Av. Paulista"))
        #expect(text.spoken.contains("Avenida Paulista"))
        #expect(text.ssml.contains(#"<sub alias="Avenida">Av.</sub>"#))
    }

    @Test func distancesFollowTheUnitOverride() throws {
        let metric = try Shipped.renderer("en-US", units: .metric)
        let imperial = try Shipped.renderer("en-US")
        let step = Shipped.step(.turnLeft, road: "Main Street")
        #expect(metric.render(Shipped.prompt(.prepare, step, distance: 400)).text.display.contains("400 m"))
        #expect(imperial.render(Shipped.prompt(.prepare, step, distance: 400)).text.display.contains("ft"))
        #expect(metric.distance(1234).text == "1.2 km")
    }

    @Test func arrivalNotesSayOpeningHoursInEachLocale() throws {
        func arrival(_ tag: String, _ note: ArrivalNote) throws -> String {
            var prompt = PlannedPrompt(
                id: 1, stage: .arrival, promptClass: .guidance,
                waypoint: Waypoint(title: "Museu do Ipiranga", side: .right, isFinal: true), routeVersion: 1)
            prompt.arrivalNote = note
            return try Shipped.renderer(tag).render(prompt).text.display
        }
        #expect(try arrival("pt-BR", .closesSoon(hour: 17, minute: 30)).hasSuffix("Fecha às 17h30."))
        #expect(
            try arrival("pt-BR", .closed(opensHour: 9, opensMinute: 0, day: .tomorrow)).contains(
                "amanhã às 9h"))
        #expect(
            try arrival("pt-PT", .closed(opensHour: 9, opensMinute: 0, day: .weekday(6))).contains(
                "no sábado às 9h00"))
        #expect(try arrival("en-US", .closesSoon(hour: 17, minute: 0)).hasSuffix("It closes at 5 PM."))
        #expect(
            try arrival("en-US", .closed(opensHour: 0, opensMinute: 30, day: .today)).contains(
                "today at 12:30 AM"))
        #expect(try arrival("pt-BR", .closedPermanently).contains("fechou definitivamente"))
        #expect(try arrival("pt-BR", .openAllDay).contains("24 horas"))
        #expect(
            try arrival("pt-BR", .closesSoon(hour: 17, minute: 30)).hasPrefix(
                "Você chegou ao seu destino, o Museu do Ipiranga."))
    }

    @Test func travelModeChangesTheWording() throws {
        let bundle = try Shipped.bundle("pt-BR")
        let walking = try TemplateRenderer(bundle: bundle, mode: .walk)
        var prompt = Shipped.prompt(.continue, Shipped.step(.turnLeft, road: "Rua Augusta"), distance: 600)
        prompt.currentRoad = "Avenida Paulista"
        #expect(walking.render(prompt).text.display.hasPrefix("Caminhe pela Avenida Paulista"))
        #expect(
            try Shipped.renderer("pt-BR").render(prompt).text.display.hasPrefix(
                "Continue pela Avenida Paulista"))
    }
}
