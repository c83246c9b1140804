import Guidance
import GuidanceModel

/// The product sentences a name of the corpus is heard in: a turn onto it, a roundabout exit
/// onto it, a signposted exit towards it, going on along it and arriving at it. Each is a
/// planned prompt the product's own renderer renders, so the name is declined, given its
/// article and expanded exactly as on a drive.
struct NameSentences: Sendable {
    /// Which sentence, for the finding's text.
    var label: String
    /// The prompt to render.
    var prompt: PlannedPrompt

    /// The sentences of one name.
    static func sentences(for name: String) -> [NameSentences] {
        let roundabout = Maneuver.allCases.first { $0.family == .roundabout } ?? .unknown
        let exit = Maneuver.allCases.first { $0.family == .offRamp } ?? .unknown
        func step(_ maneuver: Maneuver, road: String? = nil, turn: Int = -1, towards: String? = nil)
            -> StepInfo
        {
            StepInfo(
                maneuver: maneuver, simpleRoadName: road, roundaboutTurnNumber: turn, stepNumber: 1,
                destinations: towards)
        }
        func prompt(_ stage: PromptStage, _ step: StepInfo?, road: String? = nil, distance: Double)
            -> PlannedPrompt
        {
            PlannedPrompt(
                id: 0, stage: stage, promptClass: .guidance, step: step, currentRoad: road,
                distanceMeters: distance,
                routeVersion: 0)
        }
        return [
            NameSentences(
                label: "turn", prompt: prompt(.prepare, step(.turnRight, road: name), distance: 300)),
            NameSentences(
                label: "roundabout",
                prompt: prompt(.prepare, step(roundabout, road: name, turn: 3), distance: 300)),
            NameSentences(
                label: "towards", prompt: prompt(.prepare, step(exit, towards: name), distance: 500)),
            NameSentences(label: "continue", prompt: prompt(.continue, nil, road: name, distance: 5000)),
            NameSentences(
                label: "arrival",
                prompt: PlannedPrompt(
                    id: 0, stage: .arrival, promptClass: .guidance,
                    waypoint: Waypoint(title: name, isFinal: true),
                    routeVersion: 0)),
        ]
    }
}
