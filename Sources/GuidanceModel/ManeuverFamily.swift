/// Groups the 66 maneuvers by what a driver does, so that templates and the planner can treat
/// all roundabout entries or all arrivals alike without listing raw cases.
public enum ManeuverFamily: String, Sendable, CaseIterable {
    case unknown, depart, arrive, straight, turn, uTurn, merge, fork, onRamp, offRamp
    case roundabout, roundaboutExit, ferry, nameChange
}

extension Maneuver {
    /// The family this maneuver belongs to.
    public var family: ManeuverFamily {
        switch self {
        case .unknown: .unknown
        case .depart: .depart
        case .destination, .destinationLeft, .destinationRight: .arrive
        case .straight: .straight
        case .turnUTurnClockwise, .turnUTurnCounterClockwise: .uTurn
        case .turnLeft, .turnRight, .turnKeepLeft, .turnKeepRight, .turnSlightLeft, .turnSlightRight,
            .turnSharpLeft, .turnSharpRight:
            .turn
        case .mergeUnspecified, .mergeLeft, .mergeRight: .merge
        case .forkLeft, .forkRight: .fork
        case .roundaboutExitClockwise, .roundaboutExitCounterClockwise: .roundaboutExit
        case .ferryBoat, .ferryTrain: .ferry
        case .nameChange: .nameChange
        default:
            switch rawValue {
            case 21...31: .onRamp
            case 32...42: .offRamp
            default: .roundabout
            }
        }
    }

    /// Whether the maneuver happens on a roundabout that turns clockwise (left-hand traffic).
    public var isClockwise: Bool {
        wireName.hasSuffix("Clockwise") && !wireName.hasSuffix("CounterClockwise")
    }

    /// The direction word of the maneuver without its family and rotation, e.g. `slightLeft` for
    /// `offRampSlightLeft`, `left` for `turnLeft`, `uTurn` for `roundaboutUTurnClockwise`;
    /// `none` where the maneuver has no direction.
    public var direction: ManeuverDirection {
        Self.directionTable[rawValue]
    }

    private static let directionTable: [ManeuverDirection] = allCases.map { $0.computeDirection() }

    private func computeDirection() -> ManeuverDirection {
        var name = wireName
        for suffix in ["CounterClockwise", "Clockwise"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
        }
        for prefix in ["roundabout", "onRamp", "offRamp", "turn", "merge", "fork", "destination"]
        where name.hasPrefix(prefix) {
            name.removeFirst(prefix.count)
        }
        // What is left names the direction ("Left", "UTurn", and `straight` itself), or none.
        return ManeuverDirection(rawValue: name.prefix(1).lowercased() + name.dropFirst()) ?? .none
    }
}

/// The direction part of a maneuver, shared by turns, ramps, forks, merges and roundabouts.
public enum ManeuverDirection: String, Sendable, CaseIterable {
    case none, straight, left, right, keepLeft, keepRight, slightLeft, slightRight, sharpLeft, sharpRight
    case uTurn
}
