import GuidanceModel

/// The instruction message a maneuver is worded with: one message per family, whose variants
/// select on the maneuver's direction.
enum InstructionKey: String, CaseIterable, Sendable {
    case depart, straight, turn, uTurn, merge, fork, onRamp, offRamp, roundabout, roundaboutExit, ferry
    case nameChange, destination, unknown

    init(_ maneuver: Maneuver) {
        switch maneuver.family {
        case .unknown: self = .unknown
        case .depart: self = .depart
        case .arrive: self = .destination
        case .straight: self = .straight
        case .turn: self = .turn
        case .uTurn: self = .uTurn
        case .merge: self = .merge
        case .fork: self = .fork
        case .onRamp: self = .onRamp
        case .offRamp: self = .offRamp
        case .roundabout: self = .roundabout
        case .roundaboutExit: self = .roundaboutExit
        case .ferry: self = .ferry
        case .nameChange: self = .nameChange
        }
    }

    /// The catalog key of the message, e.g. `instruction.turn`.
    var messageID: String { "instruction." + rawValue }
}
