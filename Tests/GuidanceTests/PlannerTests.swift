import GuidanceModel
import Testing

@testable import Guidance

/// Builds feeds the way a navigator produces them: one update per second along a list of steps.
struct FeedBuilder {
    var steps: [StepInfo]
    var speed: Double = 10

    static func steps(_ lengths: [(Maneuver, Double, String?)]) -> [StepInfo] {
        lengths.enumerated().map { index, item in
            StepInfo(
                maneuver: item.0, simpleRoadName: item.2, stepNumber: index + 1,
                distanceFromPrevStepMeters: item.1, timeFromPrevStepSeconds: item.1 / 10)
        }
    }

    /// One update for the driver `distance` meters before step `index`'s maneuver.
    func update(step index: Int, distance: Double, state: NavState = .enroute, routeChanged: Bool = false)
        -> NavigatorEvent
    {
        NavigatorEvent(
            .navInfo(
                NavInfo(
                    navState: state, currentStep: steps[index], remainingSteps: Array(steps[(index + 1)...]),
                    routeChanged: routeChanged, distanceToCurrentStepMeters: distance,
                    timeToCurrentStepSeconds: distance / speed, speedMetersPerSecond: speed)))
    }

    /// Updates every second through step `index`, from its start to its maneuver point.
    func drive(step index: Int, from start: Double? = nil) -> [NavigatorEvent] {
        var events: [NavigatorEvent] = []
        var distance = start ?? steps[index].distanceFromPrevStepMeters
        while distance > 0 {
            events.append(update(step: index, distance: distance))
            distance -= speed
        }
        return events
    }
}

extension AnnouncementPlanner {
    mutating func run(_ events: [NavigatorEvent]) -> [PlannedPrompt] {
        events.flatMap { handle($0) }
    }
}

@Suite struct PlannerTests {
    let feed = FeedBuilder(
        steps: FeedBuilder.steps([
            (.turnLeft, 3000, "Rua Augusta"), (.turnRight, 2000, "Avenida Paulista"),
            (.turnRight, 100, "Rua Haddock Lobo"), (.destinationRight, 400, nil),
        ]))

    func stages(_ prompts: [PlannedPrompt]) -> [String] {
        prompts.map { "\($0.step?.stepNumber ?? 0):\($0.stage.rawValue)" }
    }

    @Test func aLongStepGetsEveryStageOnceInOrder() {
        var planner = AnnouncementPlanner()
        let prompts = planner.run(feed.drive(step: 0))
        #expect(stages(prompts) == ["1:continue", "1:early", "1:prepare", "1:now"])
        #expect(prompts.map(\.id) == [1, 2, 3, 4])
        let early = prompts[1].distanceMeters ?? 0
        #expect(early <= 600 && early > 590)
    }

    @Test func repeatedAndNoisyUpdatesNeverRepeatAStage() {
        var planner = AnnouncementPlanner()
        var events = feed.drive(step: 0, from: 700)
        events.insert(
            contentsOf: [feed.update(step: 0, distance: 140), feed.update(step: 0, distance: 160)], at: 60)
        events += [feed.update(step: 0, distance: 40), feed.update(step: 0, distance: 200)]
        let prompts = planner.run(events)
        #expect(stages(prompts) == ["1:early", "1:prepare", "1:now"])
    }

    @Test func aFeedThatStartsCloseSkipsTheOvertakenStages() {
        var planner = AnnouncementPlanner()
        #expect(stages(planner.run(feed.drive(step: 0, from: 150))) == ["1:prepare", "1:now"])
        var late = AnnouncementPlanner()
        #expect(stages(late.run(feed.drive(step: 0, from: 40))) == ["1:now"])
    }

    @Test func jumpingPastTriggersSaysOnlyTheLatestStage() {
        var planner = AnnouncementPlanner()
        let prompts = planner.run([feed.update(step: 0, distance: 700), feed.update(step: 0, distance: 20)])
        #expect(stages(prompts) == ["1:now"])
    }

    @Test func nothingIsSaidAtOrPastTheManeuverPoint() {
        var planner = AnnouncementPlanner()
        #expect(planner.run([feed.update(step: 0, distance: 2), feed.update(step: 0, distance: 0)]).isEmpty)
        let next = planner.run([feed.update(step: 1, distance: 1999)])
        #expect(!next.contains { $0.step?.stepNumber == 1 })
    }

    @Test func closeManeuversAreAnnouncedTogether() {
        var planner = AnnouncementPlanner()
        let prompts = planner.run(feed.drive(step: 1, from: 150) + feed.drive(step: 2))
        #expect(stages(prompts) == ["2:prepare", "2:now", "3:now"])
        #expect(prompts[0].following?.stepNumber == 3)
        #expect(prompts[1].following?.stepNumber == 3)
        #expect(prompts[2].following == nil)
    }

    @Test func continuePromptNamesTheRoadBeingDriven() {
        var planner = AnnouncementPlanner()
        let prompts = planner.run(feed.drive(step: 0, from: 50) + feed.drive(step: 1))
        let continuePrompt = prompts.first { $0.stage == .continue }
        #expect(continuePrompt?.step?.stepNumber == 2)
        #expect(continuePrompt?.currentRoad == "Rua Augusta")
        // A named road is no number: it has no other name beside it.
        #expect(continuePrompt?.currentRoadName == nil)
        #expect(continuePrompt?.distanceMeters == 2000)
    }

    @Test func reroutingIsSaidOnceAndTheNewRouteStartsFresh() {
        var planner = AnnouncementPlanner()
        var events = feed.drive(step: 1, from: 600)
        events += Array(repeating: feed.update(step: 1, distance: 500, state: .rerouting), count: 3)
        events.append(NavigatorEvent(.routeChanged))
        let detour = FeedBuilder(steps: FeedBuilder.steps([(.turnLeft, 800, "Rua Bela Cintra")]))
        events += detour.drive(step: 0)
        events += Array(repeating: detour.update(step: 0, distance: 300, state: .rerouting), count: 2)
        events.append(detour.update(step: 0, distance: 250, routeChanged: true))
        let prompts = planner.run(events)
        #expect(prompts.filter { $0.stage == .rerouting }.count == 2)
        let afterFirst = prompts.drop { $0.stage != .rerouting }.dropFirst()
        #expect(afterFirst.first?.routeVersion ?? 0 > prompts.first?.routeVersion ?? 0)
        #expect(!afterFirst.contains { $0.step?.simpleRoadName == "Avenida Paulista" })
        #expect(afterFirst.contains { $0.step?.simpleRoadName == "Rua Bela Cintra" && $0.stage == .prepare })
    }

    @Test func aRerouteKeepingTheSameTurnDoesNotRepeatIt() {
        var planner = AnnouncementPlanner()
        var events = feed.drive(step: 0, from: 150)
        events.append(NavigatorEvent(.routeChanged))
        let renumbered = FeedBuilder(steps: FeedBuilder.steps([(.turnLeft, 130, "Rua Augusta")]))
        events.append(renumbered.update(step: 0, distance: 100))
        let prompts = planner.run(events)
        #expect(stages(prompts) == ["1:prepare", "1:now"])
    }

    @Test func stoppedClearsEverything() {
        var planner = AnnouncementPlanner()
        let first = planner.run(feed.drive(step: 0, from: 100))
        let stop = planner.run([feed.update(step: 0, distance: 0, state: .stopped)])
        let again = planner.run(feed.drive(step: 0, from: 100))
        #expect(stages(first) == stages(again))
        #expect(stop.isEmpty)
    }

    @Test func arrivalIsSaidOnceAndNothingFollowsTheFinalOne() {
        var planner = AnnouncementPlanner()
        let destination = Waypoint(title: "Museu do Ipiranga", side: .right, isFinal: true)
        var events = feed.drive(step: 3, from: 140)
        events += [NavigatorEvent(.arrival(destination)), NavigatorEvent(.arrival(destination))]
        events += feed.drive(step: 3, from: 50)
        events.append(NavigatorEvent(.delayCategory(.heavy)))
        let prompts = planner.run(events)
        #expect(stages(prompts) == ["4:prepare", "0:arrival"])
    }

    @Test func intermediateWaypointsDoNotEndGuidance() {
        var planner = AnnouncementPlanner()
        let stop = Waypoint(title: "Padaria", side: .left, isFinal: false)
        let prompts = planner.run([NavigatorEvent(.arrival(stop))] + feed.drive(step: 0, from: 100))
        #expect(stages(prompts) == ["0:arrival", "1:prepare", "1:now"])
    }

    @Test func departIsSaidFirstAndOnce() {
        var planner = AnnouncementPlanner()
        let route = FeedBuilder(
            steps: [StepInfo(maneuver: .depart, simpleRoadName: "Rua Augusta", stepNumber: 0)]
                + FeedBuilder.steps([(.turnLeft, 500, "Rua Oscar Freire")]))
        let prompts = planner.run([route.update(step: 0, distance: 0), route.update(step: 0, distance: 0)])
        #expect(prompts.map(\.stage) == [.depart])
        #expect(prompts.first?.following?.stepNumber == 1)
    }

    @Test func alertsAreTheirOwnClassAndAreNotRepeated() {
        var planner = AnnouncementPlanner()
        let events: [NavigatorEvent] = [
            NavigatorEvent(.delayCategory(.heavy)), NavigatorEvent(.delayCategory(.heavy)),
            NavigatorEvent(.delayCategory(.light)), NavigatorEvent(.delayCategory(.medium)),
            NavigatorEvent(.speeding(percentage: 5, severity: .minor)),
            NavigatorEvent(.speeding(percentage: 6, severity: .minor)),
            NavigatorEvent(.speeding(percentage: 25, severity: .major)),
            NavigatorEvent(.speeding(percentage: 0, severity: .notSpeeding)),
            NavigatorEvent(.speeding(percentage: 5, severity: .minor)),
            NavigatorEvent(.routeStatus(.ok)), NavigatorEvent(.routeStatus(.networkError)),
        ]
        let prompts = planner.run(events)
        #expect(
            prompts.map(\.alert) == [
                .traffic(.heavy), .traffic(.medium), .speeding(.minor), .speeding(.major), .speeding(.minor),
                .routeFailed(.networkError),
            ])
        #expect(prompts.allSatisfy { $0.promptClass == .alert })
    }

    @Test func laneHintsDescribeContiguousLanes() {
        func lanes(_ flags: [Bool]) -> [Lane] {
            flags.map { Lane(directions: [LaneDirection(shape: .straight, isRecommended: $0)]) }
        }
        #expect(LaneHint(lanes: lanes([true, true, false])) == LaneHint(count: 2, position: .left, total: 3))
        #expect(
            LaneHint(lanes: lanes([false, false, true])) == LaneHint(count: 1, position: .right, total: 3))
        #expect(
            LaneHint(lanes: lanes([false, true, false])) == LaneHint(count: 1, position: .middle, total: 3))
        #expect(LaneHint(lanes: lanes([true, true])) == nil)
        #expect(LaneHint(lanes: lanes([true, false, true])) == nil)
        #expect(LaneHint(lanes: []) == nil)
    }

    @Test func anEarlyAlertTooCloseToThePreparePromptIsSkipped() {
        var planner = AnnouncementPlanner()
        #expect(stages(planner.run(feed.drive(step: 0, from: 240))) == ["1:prepare", "1:now"])
        var roomy = AnnouncementPlanner()
        #expect(stages(roomy.run(feed.drive(step: 0, from: 340))) == ["1:early", "1:prepare", "1:now"])
        // Room for an early alert, but the prepare prompt would come within 150 m of it: it would
        // repeat the alert (docs/guidance.md, "Timing"), and only the final cue follows.
        var close = AnnouncementPlanner()
        #expect(stages(close.run(feed.drive(step: 0, from: 260))) == ["1:early", "1:now"])
    }

    @Test func leavingARoundaboutWhoseExitWasNamedIsNotAnnounced() {
        var steps = FeedBuilder.steps([
            (.roundaboutRightCounterClockwise, 600, "Rua Cerro Corá"),
            (.roundaboutExitCounterClockwise, 60, "Rua Cerro Corá"),
            (.turnLeft, 300, "Rua Heitor Penteado"),
        ])
        steps[0].roundaboutTurnNumber = 3
        let route = FeedBuilder(steps: steps)
        var planner = AnnouncementPlanner()
        let prompts = planner.run(
            route.drive(step: 0, from: 150) + route.drive(step: 1) + route.drive(step: 2))
        #expect(stages(prompts) == ["1:prepare", "1:now", "3:early", "3:prepare", "3:now"])
        #expect(prompts[0].following == nil)
    }
}
