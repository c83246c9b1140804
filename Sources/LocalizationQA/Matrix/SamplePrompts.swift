import Guidance
import GuidanceModel

/// The prompts the QA renders without a drive (the matrix, the sentences of the names corpus,
/// the checks that render), built one way: no planner makes them, so id and route version are 0.
extension PlannedPrompt {
    /// A guidance prompt of `stage` about `step`.
    static func sample(
        _ stage: PromptStage, _ step: StepInfo?, distance: Double? = nil, following: StepInfo? = nil,
        lanes: LaneHint? = nil, road: String? = nil
    ) -> PlannedPrompt {
        PlannedPrompt(
            id: 0, stage: stage, promptClass: .guidance, step: step, following: following, currentRoad: road,
            distanceMeters: distance, lanes: lanes, routeVersion: 0)
    }

    /// An arrival at `waypoint`, with its opening-hours note when there is one.
    static func sampleArrival(_ waypoint: Waypoint, note: ArrivalNote? = nil) -> PlannedPrompt {
        var prompt = PlannedPrompt(
            id: 0, stage: .arrival, promptClass: .guidance, waypoint: waypoint, routeVersion: 0)
        prompt.arrivalNote = note
        return prompt
    }
}

extension StepInfo {
    /// The step of a sample prompt: always step 1, as no route surrounds it.
    static func sample(
        _ maneuver: Maneuver, road: String? = nil, exit: String? = nil, roundabout: Int = -1,
        towards: String? = nil
    ) -> StepInfo {
        StepInfo(
            maneuver: maneuver, simpleRoadName: road, exitNumber: exit, roundaboutTurnNumber: roundabout,
            stepNumber: 1, destinations: towards)
    }
}

extension Maneuver {
    /// The maneuver that stands for a family in the samples: its first.
    static func first(of family: ManeuverFamily) -> Maneuver {
        allCases.first { $0.family == family } ?? .unknown
    }
}
