/// The catalog messages of the prompts besides the instruction clauses (stage sentences, lanes,
/// signs, arrivals, alerts, the screens' durations), named by a case rather than a key built and hashed per call; each
/// has a message program.
enum SentenceKey: Int, CaseIterable, Sendable {
    case depart, early, prepare, now, then, `continue`, lanes, join, towards, castingThen
    case waypoint, final, rerouting, traffic, speeding, routeFailed, duration

    /// The stage sentence of a prompt stage that speaks a maneuver.
    init?(_ stage: PromptStage) {
        switch stage {
        case .depart: self = .depart
        case .early: self = .early
        case .prepare: self = .prepare
        case .now: self = .now
        case .continue: self = .continue
        case .arrival, .rerouting, .alert: return nil
        }
    }

    /// The catalog key.
    var messageID: String {
        switch self {
        case .depart: "stage.depart"
        case .early: "stage.early"
        case .prepare: "stage.prepare"
        case .now: "stage.now"
        case .then: "stage.then"
        case .continue: "stage.continue"
        case .lanes: "lanes.use"
        case .join: "text.join"
        case .towards: "signs.towards"
        case .castingThen: "casting.then"
        case .waypoint: "arrival.waypoint"
        case .final: "arrival.final"
        case .rerouting: "alert.rerouting"
        case .traffic: "alert.traffic"
        case .speeding: "alert.speeding"
        case .routeFailed: "alert.routeFailed"
        case .duration: "casting.duration"
        }
    }
}
