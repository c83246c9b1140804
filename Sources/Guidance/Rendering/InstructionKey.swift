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
    var messageID: String { Self.messageIDs[position] }

    /// Made once: a clause names its message in its notes, and a concatenation allocated.
    private static let messageIDs = allCases.map { "instruction." + $0.rawValue }
}

extension InstructionKey {
    /// The key's position in `allCases`, for tables indexed by key.
    var position: Int {
        switch self {
        case .depart: 0
        case .straight: 1
        case .turn: 2
        case .uTurn: 3
        case .merge: 4
        case .fork: 5
        case .onRamp: 6
        case .offRamp: 7
        case .roundabout: 8
        case .roundaboutExit: 9
        case .ferry: 10
        case .nameChange: 11
        case .destination: 12
        case .unknown: 13
        }
    }
}
