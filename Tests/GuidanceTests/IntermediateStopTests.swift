import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// An intermediate waypoint is a stop in every prompt about it, in every locale; only the last
/// one is the destination. The planner knows which arrive steps are stops (more steps follow
/// them, or Android's next stop is nearer than the final destination); the templates word them.
@Suite struct IntermediateStopTests {
    /// A route with a stop on the left, then a turn and the destination on the right.
    let feed = FeedBuilder(
        steps: FeedBuilder.steps([
            (.destinationLeft, 600, "Rua Augusta"), (.turnRight, 400, "Rua Haddock Lobo"),
            (.destinationRight, 600, "Alameda Santos"),
        ]))

    /// The words that name a stop and the destination, per locale, as the arrival says them.
    static let words: [(tag: String, stop: String, destination: String)] = [
        ("en-US", "your stop", "your destination"), ("en-GB", "your stop", "your destination"),
        ("pt-BR", "sua parada", "seu destino"), ("pt-PT", "sua paragem", "seu destino"),
        ("es-ES", "su parada", "su destino"), ("fr-FR", "votre étape", "votre destination"),
        ("de-DE", "Ihr Zwischenziel", "Ihr Ziel "), ("es-419", "su parada", "su destino"),
        ("it-IT", "la tua tappa", "la tua destinazione"), ("nl-NL", "uw tussenstop", "uw bestemming"),
        ("sv-SE", "ditt delmål", "ditt resmål"), ("da-DK", "dit delmål", "din destination"),
        ("nb-NO", "stoppet ditt", "destinasjonen din"), ("ca-ES", "la vostra parada", "la vostra destinació"),
        ("id-ID", "perhentian Anda", "tujuan Anda"),
        ("zh-CN", "途经点", "目的地"), ("ja-JP", "経由地", "目的地"),
        ("ar", "نقطة توقفك", "وجهتك"), ("he-IL", "נקודת העצירה שלכם", "יעד שלכם"),
        // The inflecting locales: the stem the cases share ("przystanek", "do przystanku").
        ("pl-PL", "przystan", "cel podróży"), ("ru-RU", "остановк", "пункт назначения"),
        ("uk-UA", "зупинк", "пункт призначення"), ("tr-TR", "durağınız", "varış noktanız"),
        ("cs-CZ", "zastáv", "cíl"), ("sk-SK", "zastáv", "cieľ"),
        ("ro-RO", "opri", "destinați"), ("vi-VN", "điểm dừng", "điểm đến"),
        ("el-GR", "στάση σας", "προορισμ"), ("ko-KR", "경유지", "목적지"),
        ("fi-FI", "välietappi", "määränpää"), ("hu-HU", "köztes cél", "úti cél"),
    ]

    @Test func everyShippedLocaleIsCovered() {
        #expect(Set(Self.words.map(\.tag)) == Set(Shipped.allLocales))
    }

    func approachPrompts(_ step: Int) -> [PlannedPrompt] {
        var planner = AnnouncementPlanner()
        return planner.run(feed.drive(step: step)).filter { $0.step?.maneuver.family == .arrive }
    }

    @Test func thePlannerMarksAnArriveStepFollowedByMoreStepsAsAStop() {
        let stop = approachPrompts(0)
        #expect(!stop.isEmpty)
        #expect(stop.allSatisfy { $0.intermediateStops.contains(1) })
        let destination = approachPrompts(2)
        #expect(!destination.isEmpty)
        #expect(destination.allSatisfy { !$0.intermediateStops.contains(3) })
    }

    @Test func anArrivalThatDoesNotSayItIsFinalIsTheDestinationAtTheRoutesLastStep() {
        // iOS and Flutter arrivals carry no finality: the route tells, as for the approach.
        var planner = AnnouncementPlanner()
        _ = planner.run(feed.drive(step: 0))
        let atStop = planner.arrive(at: Waypoint(title: "Padaria"), timestamp: nil)
        #expect(atStop.map { $0.waypoint?.isFinal } == [false])
        _ = planner.run(feed.drive(step: 2))
        let atEnd = planner.arrive(at: Waypoint(title: "Casa"), timestamp: nil)
        #expect(atEnd.map { $0.waypoint?.isFinal } == [true])
        let renderer = try? Shipped.renderer("pt-BR")
        let said = atEnd.first.flatMap { renderer?.render($0).text.display } ?? ""
        #expect(said.contains("destino"), "\(said)")
    }

    @Test func androidsNextStopFiguresMakeTheCurrentArriveStepAStop() {
        let step = StepInfo(maneuver: .destination, stepNumber: 4)
        var info = NavInfo(
            navState: .enroute, currentStep: step, distanceToFinalDestinationMeters: 9000,
            distanceToNextDestinationMeters: 400)
        #expect(info.intermediateStops == [4])
        info.distanceToNextDestinationMeters = 8990
        #expect(info.intermediateStops.isEmpty)
    }

    @Test(arguments: words.map(\.tag))
    func everyPromptAboutAStopCallsItAStop(tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        let words = try #require(Self.words.first { $0.tag == tag })
        for prompt in approachPrompts(0) {
            let text = renderer.render(prompt).text
            #expect(text.display.contains(words.stop), "\(text.display)")
            #expect(!text.display.contains(words.destination), "\(text.display)")
            // A language read from its readings (Japanese) says the stop's word in kana.
            let readings = try LocaleCatalog(directory: Shipped.directory).facts(tag).spoken.readings
            #expect(text.spoken.contains(readings.apply(to: words.stop).spokenText))
        }
        for prompt in approachPrompts(2) {
            let text = renderer.render(prompt).text
            #expect(text.display.contains(words.destination), "\(text.display)")
            #expect(!text.display.contains(words.stop), "\(text.display)")
        }
        let arrival = PlannedPrompt(
            id: 1, stage: .arrival, promptClass: .guidance, waypoint: Waypoint(side: .left, isFinal: false),
            routeVersion: 1)
        // The arrival may open with the stop's word ("Durağınıza ulaştınız").
        let arrived = renderer.render(arrival).text.display.lowercased()
        #expect(arrived.contains((words.stop.split(separator: " ").last ?? "").lowercased()), "\(arrived)")
    }

    @Test(arguments: words.map(\.tag))
    func aScreenCallsAStopAStop(tag: String) throws {
        let renderer = try Shipped.renderer(tag)
        let words = try #require(Self.words.first { $0.tag == tag })
        let step = feed.steps[0]
        let stop = renderer.instruction(for: step, endsAtStop: true).display
        let destination = renderer.instruction(for: step, endsAtStop: false).display
        #expect(stop.lowercased().contains(words.stop.lowercased()), "\(stop)")
        #expect(destination.lowercased().contains(words.destination.lowercased()), "\(destination)")
    }

    @Test func castingShowsTheStopOnTheScreen() throws {
        var records: [CastingRecord] = []
        let navigator = Navigator()
        navigator.addListener(CastingListener(renderer: try Shipped.renderer("pt-BR")) { records.append($0) })
        navigator.dispatch(feed.update(step: 0, distance: 300))
        #expect(records.last?.state.primary == "Sua parada estará à esquerda, na Rua Augusta")
        navigator.dispatch(feed.update(step: 2, distance: 300))
        #expect(records.last?.state.primary == "Seu destino estará à direita, na Alameda Santos")
    }

    /// German: after a lead-in the verb comes second ("In 200 m befindet sich Ihr Ziel …"); alone,
    /// the subject comes first, or the line reads as a question.
    @Test func germanDestinationLinesAreStatementsAloneAndAfterALeadIn() throws {
        let renderer = try Shipped.renderer("de-DE")
        let step = Shipped.step(.destinationLeft, road: "Hauptstraße")
        #expect(
            renderer.instruction(for: step).display
                == "Ihr Ziel befindet sich auf der linken Seite, Hauptstraße")
        let prepare = renderer.render(Shipped.prompt(.prepare, step)).text.display
        #expect(prepare == "In 200 m befindet sich Ihr Ziel auf der linken Seite, Hauptstraße.")
        let ahead = renderer.instruction(for: Shipped.step(.destination, road: nil)).display
        #expect(ahead == "Sie erreichen Ihr Ziel")
    }
}
