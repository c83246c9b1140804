import GuidanceModel
import Testing

@testable import Guidance

/// Android and Flutter declare a navigation update's times and distances nullable. An unknown
/// figure is never a zero: the planner falls back as it does for a missing speed, screens leave
/// the figure out, and the next stop's figures come from wherever the navigator reports them.
@Suite struct UnknownFiguresTests {
    let steps = FeedBuilder.steps([(.turnLeft, 3000, "Rua Augusta"), (.turnRight, 2000, "Avenida Paulista")])

    func update(
        distance: Double? = nil, time: Double? = nil, speed: Double? = nil,
        toFinal: (Double?, Double?) = (nil, nil),
        toNext: (Double?, Double?) = (nil, nil), step: Int = 0, state: NavState = .enroute
    ) -> NavigatorEvent {
        NavigatorEvent(
            .navInfo(
                NavInfo(
                    navState: state, currentStep: state == .enroute ? steps[step] : nil,
                    remainingSteps: Array(steps[(step + 1)...]), distanceToCurrentStepMeters: distance,
                    timeToCurrentStepSeconds: time, distanceToFinalDestinationMeters: toFinal.0,
                    timeToFinalDestinationSeconds: toFinal.1, distanceToNextDestinationMeters: toNext.0,
                    timeToNextDestinationSeconds: toNext.1, speedMetersPerSecond: speed)))
    }

    // MARK: - Planner

    @Test func aMissingTimeFallsBackLikeAMissingSpeed() {
        let info = NavInfo(navState: .enroute, distanceToCurrentStepMeters: 400)
        #expect(AnnouncementPlanner.speed(of: info, fallback: 13.9) == 13.9)
        let timed = NavInfo(
            navState: .enroute, distanceToCurrentStepMeters: 400, timeToCurrentStepSeconds: 20)
        #expect(AnnouncementPlanner.speed(of: timed, fallback: 13.9) == 20)
    }

    @Test func aMissingDistanceIsTheTimeToTheStepAtTheCurrentSpeed() {
        let info = NavInfo(navState: .enroute, timeToCurrentStepSeconds: 12, speedMetersPerSecond: 10)
        #expect(AnnouncementPlanner.distance(of: info, speed: 10) == 120)
        #expect(AnnouncementPlanner.distance(of: NavInfo(navState: .enroute), speed: 10) == nil)
        var planner = AnnouncementPlanner()
        let prompts = planner.run([update(time: 12, speed: 10)])
        #expect(prompts.map(\.stage) == [.prepare])
        #expect(prompts.first?.distanceMeters == 120)
    }

    @Test func anUpdateKnowingNeitherDecidesNoStage() {
        var planner = AnnouncementPlanner()
        #expect(planner.run([update(speed: 10), update(speed: 10)]).isEmpty)
        // When the figure comes back, the stage it places the driver in is said.
        #expect(planner.run([update(distance: 140, speed: 10)]).map(\.stage) == [.prepare])
    }

    @Test func departNeedsNoDistance() {
        var planner = AnnouncementPlanner()
        let depart = StepInfo(maneuver: .depart, simpleRoadName: "Rua Augusta", stepNumber: 0)
        let prompts = planner.handle(
            NavigatorEvent(.navInfo(NavInfo(navState: .enroute, currentStep: depart, remainingSteps: steps))))
        #expect(prompts.map(\.stage) == [.depart])
    }

    // MARK: - Casting

    func cast(_ events: [NavigatorEvent]) -> [CastingRecord] {
        var records: [CastingRecord] = []
        let navigator = Navigator()
        navigator.addListener(CastingListener(renderer: StubRenderer()) { records.append($0) })
        for event in events { navigator.dispatch(event) }
        return records
    }

    @Test func unknownFiguresAreLeftOutNeverShownAsZero() {
        let records = cast([update(speed: 10)])
        let state = records.first?.state
        #expect(state?.primary == "turnLeft Rua Augusta")
        #expect(state?.distanceText == nil && state?.etaText == nil && state?.remainingText == nil)
        #expect(records.first?.textLine == "turnLeft Rua Augusta")
        let json = records.first?.json ?? ""
        #expect(
            !json.contains(#""distance""#) && !json.contains(#""eta""#) && !json.contains(#""remaining""#))
    }

    @Test func aFigureThatBecomesUnknownDisappears() {
        let records = cast([
            update(distance: 300, toFinal: (4000, 400)), update(distance: 300, toFinal: (nil, nil)),
        ])
        #expect(
            records.map(\.textLine) == [
                "300 m | turnLeft Rua Augusta | 7 min | 4000 m", "300 m | turnLeft Rua Augusta",
            ])
    }

    @Test func remainingTimeAndDistanceEventsReachTheScreen() {
        let records = cast([
            update(distance: 300, toFinal: (4000, 400)),
            NavigatorEvent(.remainingTime(seconds: 110)),
            NavigatorEvent(.remainingDistance(meters: 900)),
        ])
        #expect(records.map { $0.state.etaText } == ["7 min", "2 min", "2 min"])
        #expect(records.map { $0.state.remainingText } == ["4000 m", "4000 m", "900 m"])
        #expect(records.last?.textLine == "300 m | turnLeft Rua Augusta | 2 min | 900 m")
    }

    @Test func aDriveWithStopsShowsTheNextStopsFigures() {
        let records = cast([
            update(distance: 300, toFinal: (4000, 400), toNext: (1200, 130)),
            update(distance: 200, toFinal: (3900, 390), toNext: (1100, 120)),
            NavigatorEvent(.arrival(Waypoint(title: "Parque Trianon"))),
            update(distance: 200, toFinal: (2700, 270)),
            NavigatorEvent(.remainingDistance(meters: 2600)),
        ])
        #expect(records.map { $0.state.remainingText } == ["1200 m", "1100 m", "3900 m", "2700 m", "2600 m"])
        #expect(records.map { $0.state.etaText } == ["3 min", "2 min", "7 min", "5 min", "5 min"])
    }

    @Test func eventsWhileNotEnRouteShowNothingUntilTheNextUpdate() {
        let records = cast([
            NavigatorEvent(.remainingTime(seconds: 110)),
            update(state: .rerouting),
            NavigatorEvent(.remainingDistance(meters: 900)),
            update(distance: 300),
        ])
        #expect(records.map(\.state.mode) == [.rerouting, .enroute])
        #expect(records.last?.state.etaText == "2 min" && records.last?.state.remainingText == "900 m")
    }

    @Test func stoppedForgetsTheFiguresToGo() {
        let records = cast([
            NavigatorEvent(.remainingTime(seconds: 110)), update(distance: 300), update(state: .stopped),
            update(distance: 300),
        ])
        #expect(records.map { $0.state.etaText } == ["2 min", nil, nil])
    }
}
