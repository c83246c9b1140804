import Foundation
import Testing

@testable import GuidanceModel

@Suite struct ManeuverTests {
    @Test func thereAreSixtySixManeuversNumberedWithoutGaps() {
        #expect(Maneuver.allCases.count == 66)
        #expect(Maneuver.allCases.map(\.rawValue) == Array(0...65))
    }

    @Test(arguments: Maneuver.allCases)
    func everyManeuverDecodesFromNameAndRawValueAndEncodesBack(_ maneuver: Maneuver) throws {
        let decoder = JSONDecoder()
        let fromName = try decoder.decode(Maneuver.self, from: Data("\"\(maneuver.wireName)\"".utf8))
        let fromNumber = try decoder.decode(Maneuver.self, from: Data("\(maneuver.rawValue)".utf8))
        #expect(fromName == maneuver)
        #expect(fromNumber == maneuver)
        let encoded = try JSONEncoder().encode(maneuver)
        #expect(String(decoding: encoded, as: UTF8.self) == "\"\(maneuver.wireName)\"")
    }

    @Test func sdkRawValuesMatchTheReferenceTable() {
        #expect(Maneuver(rawValue: 7) == .turnRight)
        #expect(Maneuver(rawValue: 14) == .turnUTurnClockwise)
        #expect(Maneuver(rawValue: 32) == .offRampUnspecified)
        #expect(Maneuver(rawValue: 43) == .roundaboutClockwise)
        #expect(Maneuver(rawValue: 46) == .roundaboutStraightCounterClockwise)
        #expect(Maneuver(rawValue: 60) == .roundaboutUTurnCounterClockwise)
        #expect(Maneuver(rawValue: 65) == .nameChange)
    }

    @Test func namesMatchIgnoringCaseAndSeparators() {
        #expect(Maneuver(wireName: "TURN_LEFT") == .turnLeft)
        #expect(Maneuver(wireName: "off-ramp-keep-right") == .offRampKeepRight)
        #expect(Maneuver(wireName: "turnLeftt") == nil)
    }

    @Test func familiesAndDirections() {
        #expect(Maneuver.offRampSlightLeft.family == .offRamp)
        #expect(Maneuver.offRampSlightLeft.direction == .slightLeft)
        #expect(Maneuver.roundaboutUTurnClockwise.family == .roundabout)
        #expect(Maneuver.roundaboutUTurnClockwise.direction == .uTurn)
        #expect(Maneuver.roundaboutUTurnClockwise.isClockwise)
        #expect(!Maneuver.roundaboutUTurnCounterClockwise.isClockwise)
        #expect(Maneuver.destinationRight.family == .arrive)
        #expect(Maneuver.destinationRight.direction == .right)
        #expect(Maneuver.turnUTurnCounterClockwise.family == .uTurn)
        #expect(Maneuver.mergeUnspecified.direction == ManeuverDirection.none)
        #expect(Maneuver.roundaboutExitClockwise.family == .roundaboutExit)
        #expect(Maneuver.straight.direction == .straight)
        let families = Set(Maneuver.allCases.map(\.family))
        #expect(families == Set(ManeuverFamily.allCases))
    }
}
