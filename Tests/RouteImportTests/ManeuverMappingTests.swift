import GuidanceModel
import Testing

@testable import RouteImport

/// The full OSRM → navigator table, written out by hand for right-hand traffic; left-hand traffic
/// is derived by turning every rotation around (counter-clockwise ↔ clockwise).
@Suite struct ManeuverMappingTests {
    /// Modifier columns, in this order: none, uturn, sharp right, right, slight right, straight,
    /// slight left, left, sharp left.
    static let columns: [OSRMModifier?] = [
        nil, .uTurn, .sharpRight, .right, .slightRight, .straight, .slightLeft, .left, .sharpLeft,
    ]

    static let rightHandTable: [String: [Maneuver]] = [
        "depart": [.depart, .depart, .depart, .depart, .depart, .depart, .depart, .depart, .depart],
        "arrive": [
            .destination, .destination, .destinationRight, .destinationRight, .destinationRight, .destination,
            .destinationLeft, .destinationLeft, .destinationLeft,
        ],
        "turn": [
            .unknown, .turnUTurnCounterClockwise, .turnSharpRight, .turnRight, .turnSlightRight, .straight,
            .turnSlightLeft, .turnLeft, .turnSharpLeft,
        ],
        "end of road": [
            .unknown, .turnUTurnCounterClockwise, .turnSharpRight, .turnRight, .turnSlightRight, .straight,
            .turnSlightLeft, .turnLeft, .turnSharpLeft,
        ],
        "continue": [
            .straight, .turnUTurnCounterClockwise, .turnSharpRight, .turnRight, .turnKeepRight, .straight,
            .turnKeepLeft, .turnLeft, .turnSharpLeft,
        ],
        "use lane": [
            .straight, .turnUTurnCounterClockwise, .turnKeepRight, .turnKeepRight, .turnKeepRight, .straight,
            .turnKeepLeft, .turnKeepLeft, .turnKeepLeft,
        ],
        // A corner where the name changes is a turn; a bend or a straight name change is not.
        "new name": [
            .nameChange, .turnUTurnCounterClockwise, .turnSharpRight, .turnRight, .nameChange, .nameChange,
            .nameChange, .turnLeft, .turnSharpLeft,
        ],
        "notification": Array(repeating: .nameChange, count: 9),
        "merge": [
            .mergeUnspecified, .mergeUnspecified, .mergeRight, .mergeRight, .mergeRight, .mergeUnspecified,
            .mergeLeft, .mergeLeft, .mergeLeft,
        ],
        "on ramp": [
            .onRampUnspecified, .onRampUTurnCounterClockwise, .onRampSharpRight, .onRampRight,
            .onRampSlightRight, .onRampUnspecified, .onRampSlightLeft, .onRampLeft, .onRampSharpLeft,
        ],
        "off ramp": [
            .offRampUnspecified, .offRampUTurnCounterClockwise, .offRampSharpRight, .offRampRight,
            .offRampSlightRight, .offRampUnspecified, .offRampSlightLeft, .offRampLeft, .offRampSharpLeft,
        ],
        "fork": [
            .straight, .turnUTurnCounterClockwise, .forkRight, .forkRight, .forkRight, .straight, .forkLeft,
            .forkLeft, .forkLeft,
        ],
        "roundabout": roundaboutRow,
        "rotary": roundaboutRow,
        "roundabout turn": roundaboutRow,
        "exit roundabout": Array(repeating: .roundaboutExitCounterClockwise, count: 9),
        "exit rotary": Array(repeating: .roundaboutExitCounterClockwise, count: 9),
    ]

    static let roundaboutRow: [Maneuver] = [
        .roundaboutCounterClockwise, .roundaboutUTurnCounterClockwise, .roundaboutSharpRightCounterClockwise,
        .roundaboutRightCounterClockwise, .roundaboutSlightRightCounterClockwise,
        .roundaboutStraightCounterClockwise, .roundaboutSlightLeftCounterClockwise,
        .roundaboutLeftCounterClockwise, .roundaboutSharpLeftCounterClockwise,
    ]

    static func leftHand(_ maneuver: Maneuver) -> Maneuver {
        guard maneuver.wireName.hasSuffix("CounterClockwise") else { return maneuver }
        let name = maneuver.wireName.replacingOccurrences(of: "CounterClockwise", with: "Clockwise")
        return Maneuver(wireName: name) ?? .unknown
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var type: String
        var modifier: OSRMModifier?
        var side: DrivingSide
        var expected: Maneuver
        var testDescription: String { "\(type)/\(modifier?.rawValue ?? "-")/\(side) → \(expected)" }
    }

    static let cases: [Case] = rightHandTable.keys.sorted().flatMap { type in
        zip(columns, rightHandTable[type] ?? []).flatMap { modifier, expected in
            [
                Case(type: type, modifier: modifier, side: .right, expected: expected),
                Case(type: type, modifier: modifier, side: .left, expected: leftHand(expected)),
            ]
        }
    }

    @Test func theTableCoversEverySupportedTypeAndModifier() {
        #expect(Set(Self.rightHandTable.keys) == Set(OSRMManeuverMapping.supportedTypes))
        #expect(Self.columns.compactMap { $0 }.count == OSRMModifier.allCases.count)
        #expect(Self.cases.count == OSRMManeuverMapping.supportedTypes.count * 9 * 2)
    }

    @Test(arguments: cases)
    func mapsTypeAndModifier(_ item: Case) {
        #expect(
            OSRMManeuverMapping.maneuver(type: item.type, modifier: item.modifier, drivingSide: item.side)
                == item.expected)
    }

    @Test func leftHandTrafficTurnsRoundaboutsClockwise() {
        let maneuver = OSRMManeuverMapping.maneuver(type: "roundabout", modifier: .left, drivingSide: .left)
        #expect(maneuver == .roundaboutLeftClockwise)
        #expect(maneuver?.isClockwise == true)
    }

    @Test func unknownTypesAreNotMapped() {
        #expect(OSRMManeuverMapping.maneuver(type: "teleport", modifier: .left, drivingSide: .right) == nil)
        #expect(OSRMManeuverMapping.maneuver(type: "Turn", modifier: .left, drivingSide: .right) == nil)
    }

    @Test func everyMappedManeuverKeepsTheModifiersDirection() {
        for item in Self.cases where item.modifier == .slightLeft && item.expected.family == .roundabout {
            #expect(item.expected.direction == .slightLeft)
        }
        for item in Self.cases where item.modifier == .sharpRight && item.expected.family == .offRamp {
            #expect(item.expected.direction == .sharpRight)
        }
    }
}

@Suite struct LaneMappingTests {
    @Test func indicationsMapToShapes() {
        let pairs: [(String, LaneShape)] = [
            ("straight", .straight), ("slight left", .slightLeft), ("slight right", .slightRight),
            ("left", .normalLeft), ("right", .normalRight), ("sharp left", .sharpLeft),
            ("sharp right", .sharpRight), ("none", .unknown), ("merge to left", .unknown),
        ]
        for (word, shape) in pairs {
            #expect(OSRMLaneMapping.shape(indication: word, drivingSide: .right) == shape)
        }
    }

    @Test func uTurnArrowsPointTowardOncomingTraffic() {
        #expect(OSRMLaneMapping.shape(indication: "uturn", drivingSide: .right) == .uTurnLeft)
        #expect(OSRMLaneMapping.shape(indication: "uturn", drivingSide: .left) == .uTurnRight)
    }

    @Test func validIndicationIsTheOnlyRecommendedArrow() {
        let lane = OSRMLaneMapping.lane(
            indications: ["left", "straight"], valid: true, validIndication: "straight", modifier: .left,
            drivingSide: .right)
        #expect(lane.directions.map(\.isRecommended) == [false, true])
    }

    @Test func withoutValidIndicationTheModifiersArrowIsRecommended() {
        let lane = OSRMLaneMapping.lane(
            indications: ["straight", "right"], valid: true, validIndication: nil, modifier: .right,
            drivingSide: .right)
        #expect(lane.directions.map(\.shape) == [.straight, .normalRight])
        #expect(lane.directions.map(\.isRecommended) == [false, true])
    }

    @Test func aValidLaneWithoutAMatchingArrowRecommendsAllItsArrows() {
        let lane = OSRMLaneMapping.lane(
            indications: ["straight", "slight right"], valid: true, validIndication: nil, modifier: .right,
            drivingSide: .right)
        #expect(lane.directions.allSatisfy { $0.isRecommended })
    }

    @Test func invalidLanesRecommendNothing() {
        let lane = OSRMLaneMapping.lane(
            indications: ["left"], valid: false, validIndication: nil, modifier: .left, drivingSide: .right)
        #expect(!lane.isRecommended)
    }
}
