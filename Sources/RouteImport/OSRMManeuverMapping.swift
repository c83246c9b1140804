import GuidanceModel

/// The OSRM v5 `maneuver.modifier` values: the direction of the turn relative to the direction
/// of travel.
public enum OSRMModifier: String, Sendable, Hashable, CaseIterable {
    case uTurn = "uturn"
    case sharpRight = "sharp right"
    case right
    case slightRight = "slight right"
    case straight
    case slightLeft = "slight left"
    case left
    case sharpLeft = "sharp left"
}

/// Maps OSRM v5 (and Valhalla's OSRM-compatible) `maneuver.type` / `modifier` pairs onto the
/// navigator's 66 maneuvers. The driving side decides the rotation of roundabouts and U-turns:
/// with left-hand traffic a roundabout turns clockwise and a U-turn goes clockwise (to the right).
public enum OSRMManeuverMapping {
    /// Every `maneuver.type` the mapping understands.
    public static let supportedTypes: [String] = [
        "depart", "arrive", "turn", "new name", "continue", "merge", "on ramp", "off ramp", "fork",
        "end of road", "use lane", "roundabout", "rotary", "roundabout turn", "exit roundabout",
        "exit rotary", "notification",
    ]

    /// The navigator maneuver for an OSRM step, or nil when the type is not an OSRM type.
    /// A missing or unknown modifier maps to the type's undirected form.
    public static func maneuver(type: String, modifier: OSRMModifier?, drivingSide: DrivingSide) -> Maneuver?
    {
        let clockwise = drivingSide == .left
        switch type {
        case "depart":
            return .depart
        case "arrive":
            return sided(modifier, left: .destinationLeft, right: .destinationRight, otherwise: .destination)
        case "turn", "end of road":
            return turn(modifier, clockwise: clockwise) ?? .unknown
        case "continue":
            switch modifier {
            case .slightLeft: return .turnKeepLeft
            case .slightRight: return .turnKeepRight
            case nil, .straight: return .straight
            default: return turn(modifier, clockwise: clockwise)
            }
        case "use lane":
            return modifier == .uTurn
                ? turn(modifier, clockwise: clockwise)
                : sided(modifier, left: .turnKeepLeft, right: .turnKeepRight, otherwise: .straight)
        case "notification":
            return .nameChange
        case "new name":
            // A name that changes at a corner is a turn onto the new road, and is said as one.
            switch modifier {
            case .left, .right, .sharpLeft, .sharpRight, .uTurn: return turn(modifier, clockwise: clockwise)
            default: return .nameChange
            }
        case "merge":
            return sided(modifier, left: .mergeLeft, right: .mergeRight, otherwise: .mergeUnspecified)
        case "on ramp":
            return ramp(modifier, clockwise: clockwise, base: Maneuver.onRampUnspecified.rawValue)
        case "off ramp":
            return ramp(modifier, clockwise: clockwise, base: Maneuver.offRampUnspecified.rawValue)
        case "fork":
            return modifier == .uTurn
                ? turn(modifier, clockwise: clockwise)
                : sided(modifier, left: .forkLeft, right: .forkRight, otherwise: .straight)
        case "roundabout", "rotary", "roundabout turn":
            return roundabout(modifier, clockwise: clockwise)
        case "exit roundabout", "exit rotary":
            return clockwise ? .roundaboutExitClockwise : .roundaboutExitCounterClockwise
        default:
            return nil
        }
    }

    /// `left` for a modifier toward the left, `right` toward the right, `otherwise` for none,
    /// straight or a U-turn.
    private static func sided(
        _ modifier: OSRMModifier?, left: Maneuver, right: Maneuver, otherwise: Maneuver
    ) -> Maneuver {
        switch modifier {
        case .left, .slightLeft, .sharpLeft: left
        case .right, .slightRight, .sharpRight: right
        case nil, .straight, .uTurn: otherwise
        }
    }

    private static func turn(_ modifier: OSRMModifier?, clockwise: Bool) -> Maneuver? {
        switch modifier {
        case .left: .turnLeft
        case .right: .turnRight
        case .slightLeft: .turnSlightLeft
        case .slightRight: .turnSlightRight
        case .sharpLeft: .turnSharpLeft
        case .sharpRight: .turnSharpRight
        case .straight: .straight
        case .uTurn: clockwise ? .turnUTurnClockwise : .turnUTurnCounterClockwise
        case nil: nil
        }
    }

    /// On and off ramps share one layout: unspecified, left, right, keepLeft, keepRight, slightLeft,
    /// slightRight, sharpLeft, sharpRight, uTurnClockwise, uTurnCounterClockwise.
    private static func ramp(_ modifier: OSRMModifier?, clockwise: Bool, base: Int) -> Maneuver? {
        let offset: Int
        switch modifier {
        case nil, .straight: offset = 0
        case .left: offset = 1
        case .right: offset = 2
        case .slightLeft: offset = 5
        case .slightRight: offset = 6
        case .sharpLeft: offset = 7
        case .sharpRight: offset = 8
        case .uTurn: offset = clockwise ? 9 : 10
        }
        return Maneuver(rawValue: base + offset)
    }

    /// Roundabout entries carry the direction of the exit relative to the entry, clockwise first.
    private static func roundabout(_ modifier: OSRMModifier?, clockwise: Bool) -> Maneuver? {
        let rotation = clockwise ? 0 : 1
        let index: Int
        switch modifier {
        case nil: return clockwise ? .roundaboutClockwise : .roundaboutCounterClockwise
        case .straight: index = 0
        case .left: index = 1
        case .right: index = 2
        case .slightLeft: index = 3
        case .slightRight: index = 4
        case .sharpLeft: index = 5
        case .sharpRight: index = 6
        case .uTurn: index = 7
        }
        return Maneuver(rawValue: Maneuver.roundaboutStraightClockwise.rawValue + index * 2 + rotation)
    }
}
