import GuidanceModel

/// Which stages a kind of maneuver is announced at. A maneuver that asks the driver to act
/// (turn, take a ramp, a roundabout) gets the early warning, the main prompt and the final cue;
/// one that asks nothing (the road changes its name, the route goes straight on) gets a single
/// confirmation without a distance, since "in 300 m, continue" says nothing a driver can act on.
/// docs/guidance.md gives the table and its reasons.
public enum ManeuverStages: Sendable, Hashable {
    /// Only the departure sentence, at the first update of the route.
    case departure
    /// Early and prepare prompts; the navigator's arrival event says the arrival itself.
    case arrival
    /// One final cue (`now`, no distance), said once the prepare trigger is passed, so that it
    /// comes before the road changes and never stacks up with an early warning.
    case confirmation
    /// Early, prepare and now.
    case full

    /// The stages for a family of maneuvers.
    public init(_ family: ManeuverFamily) {
        switch family {
        case .depart: self = .departure
        case .arrive: self = .arrival
        case .straight, .nameChange: self = .confirmation
        default: self = .full
        }
    }

    /// The stages a step of this kind may be announced at, in speaking order (the `continue`
    /// prompt that follows the previous maneuver belongs to the road driven, not to this list).
    public var stages: [PromptStage] {
        switch self {
        case .departure: [.depart]
        case .arrival: [.early, .prepare]
        case .confirmation: [.now]
        case .full: [.early, .prepare, .now]
        }
    }

    /// Whether a step of this kind is worth adding to the prompt of the maneuver before it
    /// ("…, then turn right"): a confirmation is not, it would only lengthen the prompt.
    public var joinsPreviousPrompt: Bool { self != .confirmation && self != .departure }

    /// The stage said when the driver is in a trigger zone, or nil for none: a confirmation is
    /// said from the prepare zone on and never in the early one.
    func stage(inZone zone: PromptStage) -> PromptStage? {
        switch self {
        case .confirmation: zone == .early ? nil : .now
        case .arrival: zone == .now ? nil : zone
        case .departure: nil
        case .full: zone
        }
    }
}
