import GuidanceModel
import Testing

@testable import Guidance

/// The planner places and shapes prompts by how long they take to say (docs/guidance.md,
/// "Timing"): durations come in as data, here as functions of the prompt.
struct PlannerTimingTests {
    /// A drive through step 1 (a right turn 600 m on, lanes to keep to, a left turn 60 m after
    /// it), one update a second at `speed` m/s, each with its time.
    static func drive(speed: Double = 10, from start: Double = 600) -> [(NavInfo, Double)] {
        let lanes = [
            Lane(directions: [LaneDirection(shape: .straight, isRecommended: false)]),
            Lane(directions: [LaneDirection(shape: .normalRight, isRecommended: true)]),
        ]
        let turn = StepInfo(
            maneuver: .turnRight, simpleRoadName: "Rua Augusta", stepNumber: 1,
            distanceFromPrevStepMeters: start,
            timeFromPrevStepSeconds: start / speed, lanes: lanes, destinations: "Centro")
        let next = StepInfo(
            maneuver: .turnLeft, simpleRoadName: "Rua Haddock Lobo", stepNumber: 2,
            distanceFromPrevStepMeters: 60,
            timeFromPrevStepSeconds: 6)
        var updates: [(NavInfo, Double)] = []
        var distance = start
        var time = 0.0
        while distance > 0 {
            let info = NavInfo(
                navState: .enroute, currentStep: turn, remainingSteps: [next],
                distanceToCurrentStepMeters: distance,
                timeToCurrentStepSeconds: distance / speed, speedMetersPerSecond: speed)
            updates.append((info, time))
            distance -= speed
            time += 1
        }
        return updates
    }

    static func run(
        _ updates: [(NavInfo, Double)], durations: @escaping PromptDurations
    ) -> [(prompt: PlannedPrompt, at: Double)] {
        var planner = AnnouncementPlanner()
        var said: [(PlannedPrompt, Double)] = []
        for (info, time) in updates {
            for prompt in planner.update(info, timestamp: time, durations: durations) {
                said.append((prompt, info.distanceToCurrentStepMeters ?? 0))
            }
        }
        return said
    }

    @Test func aLongFinalCueStartsEarlyEnoughToEndBeforeTheManeuver() throws {
        let said = Self.run(Self.drive()) { $0.stage == .now ? 5.5 : 2 }
        let now = try #require(said.first { $0.prompt.stage == .now })
        // 5.5 s, the 1 s margin and a second for the updates' pace at 10 m/s: by 75 m, where
        // the trigger alone says 50 m.
        #expect(now.at <= 75 && now.at > 65)
        #expect(now.prompt.omitted.isEmpty)
    }

    @Test func aPromptThatDoesNotFitIsShortenedDownTheLadder() throws {
        // The full prepare prompt (signs, lanes, the left turn after it) would take 30 s; without
        // signs, lanes and the following turn, 3 s.
        let said = Self.run(Self.drive()) { prompt in
            guard prompt.stage == .prepare else { return 2 }
            return prompt.omitted.contains(.following) ? 3 : 30
        }
        let prepare = try #require(said.first { $0.prompt.stage == .prepare }?.prompt)
        #expect(prepare.omitted == [.signs, .lanes, .following])
        #expect(prepare.lanes == nil)
        #expect(prepare.following == nil)
        // The left turn it left out is announced on its own.
        #expect(said.contains { $0.prompt.stage == .now })
    }

    @Test func theLastStageIsSaidBareWhenNothingFitsAndAnEarlierOneGivesWay() throws {
        // The final cue's zone starts at its latest (12 s, 120 m): from 130 m the prepare prompt
        // has no second left before it.
        let said = Self.run(Self.drive(from: 130)) { $0.omitted.contains(.names) ? 1 : 100 }
        #expect(!said.contains { $0.prompt.stage == .prepare })
        let now = try #require(said.first { $0.prompt.stage == .now }?.prompt)
        #expect(now.omitted == [.signs, .lanes, .following, .names])
    }

    @Test func aLongButFittingPromptIsShortenedToTheLongestFormWithinSixSeconds() throws {
        // The early prompt fits its window in full (9 s) but is long; without lanes it lasts 5 s.
        let said = Self.run(Self.drive(from: 1000)) { prompt in
            guard prompt.stage == .early else { return 2 }
            return prompt.omitted.contains(.lanes) ? 5 : 9
        }
        let early = try #require(said.first { $0.prompt.stage == .early }?.prompt)
        #expect(early.omitted == [.signs, .lanes])
        // When no form is within 6 s, the shortest that ends in time.
        let long = Self.run(Self.drive(from: 1000)) { prompt in
            guard prompt.stage == .early else { return 2 }
            return prompt.omitted.contains(.names) ? 7 : 9
        }
        #expect(
            long.first { $0.prompt.stage == .early }?.prompt.omitted == [.signs, .lanes, .following, .names])
    }

    @Test func theDistanceSaidIsWhatIsLeftWhenThePromptEnds() throws {
        let said = Self.run(Self.drive()) { _ in 2 }
        let prepare = try #require(said.first { $0.prompt.stage == .prepare })
        // 2 s and the 1 s margin at 10 m/s: 30 m less than where it was decided.
        #expect(abs((prepare.prompt.distanceMeters ?? 0) - (prepare.at - 30)) < 1e-9)
    }

    @Test func anEarlyPromptWaitsForThePromptBeingSaid() throws {
        var planner = AnnouncementPlanner()
        let updates = Self.drive(from: 2000)
        var continueAt: Double?
        var earlyAt: Double?
        for (info, time) in updates {
            // The "continue" prompt at the step's start lasts 120 s.
            for prompt in planner.update(
                info, timestamp: time, durations: { $0.stage == .continue ? 120 : 2 })
            {
                if prompt.stage == .continue { continueAt = time }
                if prompt.stage == .early { earlyAt = time }
            }
        }
        let start = try #require(continueAt)
        let early = try #require(earlyAt)
        #expect(early >= start + 120)
    }

    @Test func aPreparePromptSoonAfterTheEarlyOneIsNotSaid() {
        // At 20 m/s the early alert (at 520 m) and the prepare prompt (at 300 m) are 220 m but
        // only 11 s apart: the second would repeat the first.
        let said = Self.run(Self.drive(speed: 20, from: 520)) { _ in 1 }
        #expect(said.map(\.prompt.stage) == [.early, .now])
    }

    @Test func standingStillEveryPromptWaitsForThePromptBeingSaid() throws {
        var planner = AnnouncementPlanner()
        let turn = StepInfo(maneuver: .turnRight, simpleRoadName: "Rua Augusta", stepNumber: 1)
        // An arrival at a stop lasting 6 s, the next turn 40 m on, the car standing.
        _ = planner.arrive(at: Waypoint(title: "Stop"), timestamp: 0, durations: { _ in 6 })
        var said: [Double] = []
        for second in 1...10 {
            let info = NavInfo(
                navState: .enroute, currentStep: turn, distanceToCurrentStepMeters: 40,
                timeToCurrentStepSeconds: 4, speedMetersPerSecond: 0)
            if !planner.update(info, timestamp: Double(second), durations: { _ in 1 }).isEmpty {
                said.append(Double(second))
            }
        }
        #expect(said.first.map { $0 >= 6 } == true)
    }
}
