/// The catalog messages around the instruction clauses that every guidance prompt renders,
/// named by a case rather than a key built and hashed per call; each has a message program.
enum SentenceKey: Int, CaseIterable, Sendable {
    case depart, early, prepare, now, then, `continue`, lanes, join, towards, castingThen

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
        }
    }
}
