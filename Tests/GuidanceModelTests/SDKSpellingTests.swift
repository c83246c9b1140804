import Foundation
import Testing

@testable import GuidanceModel

/// Every spelling of docs/events.md's table decodes, on both paths alike: the platforms' field
/// names, their enum names and prefixes, and the rule that the first spelling present wins.
@Suite struct SDKSpellingTests {
    /// Decodes with both decoders, requires them to agree, and returns the fast one's answer.
    func decode(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> Result<
        NavigatorEvent, EventLineError
    > {
        let fast = EventDecoder().decode(Array(line.utf8), lineNumber: 1)
        let reference = EventDecoder().decodeWithFoundation(Array(line.utf8), lineNumber: 1)
        switch (fast, reference) {
        case (.success(let a), .success(let b)):
            #expect(a == b, "the decoders disagree on \(line)", sourceLocation: sourceLocation)
        case (.failure(let a), .failure(let b)):
            #expect(a == b, "the decoders disagree on \(line)", sourceLocation: sourceLocation)
        default:
            Issue.record("fast \(fast) vs reference \(reference)", sourceLocation: sourceLocation)
        }
        return fast
    }

    func step(_ fields: String, sourceLocation: SourceLocation = #_sourceLocation) -> StepInfo? {
        let line = #"{"type":"navInfo","navState":"enroute","currentStep":{"# + fields + "}}"
        guard case .success(let event) = decode(line, sourceLocation: sourceLocation),
            case .navInfo(let info) = event.payload
        else { return nil }
        return info.currentStep
    }

    func failure(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) -> EventLineError? {
        guard case .failure(let error) = decode(line, sourceLocation: sourceLocation) else {
            Issue.record("accepted \(line)", sourceLocation: sourceLocation)
            return nil
        }
        return error
    }

    // MARK: - Lanes

    @Test func iOSLanesDecode() {
        let lanes = step(
            #""maneuver":7,"lanes":[{"laneDirections":[{"laneShape":1,"recommended":false}]},"#
                + #"{"laneDirections":[{"laneShape":"GMSNavigationLaneShapeNormalRight","recommended":true}]}]"#
        )?
        .lanes
        #expect(
            lanes == [
                Lane(directions: [LaneDirection(shape: .straight, isRecommended: false)]),
                Lane(directions: [LaneDirection(shape: .normalRight, isRecommended: true)]),
            ])
    }

    @Test func androidAndFlutterLanesDecode() {
        let android = step(
            #""maneuver":"TURN_LEFT","lanes":[{"laneDirections":[{"laneShape":"U_TURN_LEFT","isRecommended":true},"#
                + #"{"laneShape":"LaneShape.SLIGHT_LEFT","isRecommended":false}]}]"#)?.lanes
        let flutter = step(
            #""maneuver":"Maneuver.turnLeft","lanes":[{"laneDirections":[{"laneShape":"uTurnLeft","isRecommended":true},"#
                + #"{"laneShape":"LaneShape.slightLeft","isRecommended":false}]}]"#)?.lanes
        let expected = [
            Lane(directions: [
                LaneDirection(shape: .uTurnLeft, isRecommended: true),
                LaneDirection(shape: .slightLeft, isRecommended: false),
            ])
        ]
        #expect(android == expected)
        #expect(flutter == expected)
    }

    @Test func theFirstSpellingPresentWinsAndTheOthersAreNotRead() {
        let lanes = step(
            #""maneuver":7,"lanes":[{"laneDirections":[{"laneShape":99,"shape":"straight","#
                + #""isRecommended":"yes","recommended":true}],"directions":[{"shape":"sharpLeft","recommended":false}]}]"#
        )?.lanes
        #expect(lanes == [Lane(directions: [LaneDirection(shape: .sharpLeft, isRecommended: false)])])
    }

    @Test func errorsNameTheSpellingReadAndMissingFieldsOurs() {
        let base = #"{"type":"navInfo","currentStep":{"maneuver":7,"lanes":[{"laneDirections":[{"laneShape":"#
        let bad = failure(base + #""curvy","isRecommended":true}]}]}}"#)
        #expect(bad?.field == "currentStep.lanes[0].laneDirections[0].laneShape")
        #expect(bad?.reason == #"unknown lane shape "curvy""#)
        let wrongType = failure(base + #"1,"isRecommended":1}]}]}}"#)
        #expect(wrongType?.field == "currentStep.lanes[0].laneDirections[0].isRecommended")
        #expect(wrongType?.reason == "expected true or false")
        let missing = failure(base + #"1}]}]}}"#)
        #expect(missing?.field == "currentStep.lanes[0].laneDirections[0].recommended")
        #expect(missing?.reason == "missing")
        let noDirections = failure(#"{"type":"navInfo","currentStep":{"maneuver":7,"lanes":[{}]}}"#)
        #expect(noDirections?.field == "currentStep.lanes[0].directions")
        #expect(noDirections?.reason == "missing")
    }

    // MARK: - Steps and updates

    @Test func everyInstructionSpellingIsKept() {
        #expect(
            step(#""maneuver":7,"fullInstructionText":"Vire à direita""#)?.fullInstructionText
                == "Vire à direita")
        #expect(
            step(#""maneuver":7,"fullInstructions":"Vire à direita""#)?.fullInstructionText
                == "Vire à direita")
        #expect(
            step(#""maneuver":7,"instruction":"Vire à direita""#)?.fullInstructionText == "Vire à direita")
        #expect(
            step(#""maneuver":7,"instruction":"B","fullInstructionText":"A""#)?.fullInstructionText == "A")
    }

    @Test func reactNativesStepFiguresAndRemainingStepsDecode() throws {
        let line =
            #"{"type":"navInfo","navState":1,"currentStep":{"maneuver":7,"distanceMeters":120,"durationSeconds":"NaN"},"#
            + #""getRemainingSteps":[{"maneuver":6,"instruction":"Vire à esquerda","stepNumber":4}]}"#
        guard case .navInfo(let info) = try decode(line).get().payload else {
            Issue.record("not a navInfo")
            return
        }
        #expect(info.currentStep?.distanceFromPrevStepMeters == 120)
        #expect(info.currentStep?.timeFromPrevStepSeconds == 0)
        #expect(info.remainingSteps.map(\.maneuver) == [.turnLeft])
        #expect(info.remainingSteps.first?.fullInstructionText == "Vire à esquerda")
        let bad = failure(
            #"{"type":"navInfo","getRemainingSteps":[{"maneuver":6},{"maneuver":"TURN_LEFTT"}]}"#)
        #expect(bad?.field == "getRemainingSteps[1].maneuver")
    }

    @Test func absentAndNullFiguresAreUnknownAndWrongTypesStillFail() throws {
        let line =
            #"{"type":"navInfo","navState":"ENROUTE","distanceToCurrentStepMeters":null,"#
            + #""timeToFinalDestinationSeconds":null,"distanceToFinalDestinationMeters":1200}"#
        guard case .navInfo(let info) = try decode(line).get().payload else {
            Issue.record("not a navInfo")
            return
        }
        #expect(info.distanceToCurrentStepMeters == nil)
        #expect(info.timeToCurrentStepSeconds == nil)
        #expect(info.timeToFinalDestinationSeconds == nil)
        #expect(info.distanceToFinalDestinationMeters == 1200)
        let bad = failure(#"{"type":"navInfo","timeToCurrentStepSeconds":"soon"}"#)
        #expect(bad?.field == "timeToCurrentStepSeconds")
        #expect(bad?.reason == "expected a number")
    }

    @Test func absentFiguresStayAbsentWhenEncoded() throws {
        let info = NavInfo(navState: .enroute, distanceToCurrentStepMeters: 40)
        let text = String(decoding: try JSONEncoder().encode(NavigatorEvent(.navInfo(info))), as: UTF8.self)
        #expect(text.contains(#""distanceToCurrentStepMeters":40"#))
        #expect(!text.contains("timeToCurrentStepSeconds"))
        #expect(!text.contains("FinalDestination"))
    }

    // MARK: - Enum names

    @Test func routeStatusesInEveryPlatformsSpelling() {
        let cases: [(String, RouteStatus)] = [
            ("OK", .ok), ("NO_ROUTE_FOUND", .noRouteFound), ("NETWORK_ERROR", .networkError),
            ("QUOTA_CHECK_FAILED", .quotaExceeded), ("ROUTE_CANCELED", .canceled),
            ("LOCATION_DISABLED", .locationUnavailable), ("LOCATION_UNKNOWN", .locationUnavailable),
            ("WAYPOINT_ERROR", .waypointError), ("DUPLICATE_WAYPOINTS_ERROR", .duplicateWaypointsError),
            ("INVALID_PLACE_ID", .waypointError), ("UNKNOWN", .internalError),
            ("Navigator.RouteStatus.QUOTA_CHECK_FAILED", .quotaExceeded),
            ("statusOk", .ok), ("routeNotFound", .noRouteFound), ("statusCanceled", .canceled),
            ("quotaCheckFailed", .quotaExceeded), ("locationUnknown", .locationUnavailable),
            ("unknown", .internalError), ("NavigationRouteStatus.apiKeyNotAuthorized", .apiKeyNotAuthorized),
            ("GMSRouteStatusOK", .ok), ("GMSRouteStatusAPIKeyNotAuthorized", .apiKeyNotAuthorized),
            ("travelModeUnsupported", .travelModeUnsupported), ("noWaypointsError", .noWaypointsError),
        ]
        for (name, status) in cases {
            let event = try? decode(#"{"type":"routeStatus","status":""# + name + #""}"#).get()
            #expect(event?.payload == .routeStatus(status), "\(name)")
        }
        let aliased = try? decode(#"{"type":"routeStatus","routeStatus":"ROUTE_CANCELED"}"#).get()
        #expect(aliased?.payload == .routeStatus(.canceled))
        let missing = failure(#"{"type":"routeStatus","state":"OK"}"#)
        #expect(missing?.field == "status" && missing?.reason == "missing")
        let unknown = failure(#"{"type":"routeStatus","routeStatus":"LOST"}"#)
        #expect(unknown?.field == "routeStatus" && unknown?.reason == #"unknown route status "LOST""#)
    }

    @Test func voiceGuidanceInEveryPlatformsSpelling() {
        let cases: [(String, VoiceGuidance)] = [
            (#""setting":"VOICE_ALERTS_ONLY""#, .alertsOnly),
            (#""setting":"VOICE_ALERTS_AND_GUIDANCE""#, .alertsAndGuidance),
            (#""setting":"SILENT""#, .silent),
            (#""audioGuidance":"Navigator.AudioGuidance.VOICE_ALERTS_ONLY""#, .alertsOnly),
            (#""voiceGuidance":"GMSNavigationVoiceGuidanceAlertsOnly""#, .alertsOnly),
            (#""voiceGuidance":1"#, .alertsOnly),
            (#""guidanceType":"alertsAndGuidance""#, .alertsAndGuidance),
            (#""guidanceType":"NavigationAudioGuidanceType.silent""#, .silent),
            (#""guidanceMode":"VOICE_ALERTS_ONLY""#, .alertsOnly),
            (#""setting":"ALERTS_ONLY""#, .alertsOnly),
        ]
        for (field, setting) in cases {
            let event = try? decode(#"{"type":"voiceGuidance","# + field + "}").get()
            #expect(event?.payload == .voiceGuidance(setting), "\(field)")
        }
    }

    @Test func androidsAudioGuidanceFlagsAboveIOSsValues() {
        let cases: [(Int, VoiceGuidance)] = [
            (0, .silent), (1, .alertsOnly), (2, .alertsAndGuidance),
            (3, .alertsOnly), (4, .alertsAndGuidance), (5, .alertsAndGuidance), (8, .silent), (9, .silent),
            (10, .alertsOnly), (12, .alertsAndGuidance), (13, .alertsAndGuidance),
        ]
        for (number, setting) in cases {
            let event = try? decode(#"{"type":"voiceGuidance","audioGuidance":\#(number)}"#).get()
            #expect(event?.payload == .voiceGuidance(setting), "\(number)")
        }
        let tooBig = failure(#"{"type":"voiceGuidance","setting":16}"#)
        #expect(tooBig?.field == "setting" && tooBig?.reason == "unknown voice guidance setting 16")
    }

    @Test func typePrefixesOfEveryPlatformAreDropped() {
        #expect(
            Maneuver(wireName: "GMSNavigationManeuverTurnUTurnCounterClockwise") == .turnUTurnCounterClockwise
        )
        #expect(
            Maneuver(wireName: "Maneuver.roundaboutSharpLeftCounterclockwise")
                == .roundaboutSharpLeftCounterClockwise)
        #expect(Maneuver(wireName: "OFF_RAMP_UTURN_CLOCKWISE") == .offRampUTurnClockwise)
        #expect(NavState(wireName: "GMSNavigationNavStateRerouting") == .rerouting)
        #expect(NavState(wireName: "NavState.STOPPED") == .stopped)
        #expect(DrivingSide(wireName: "GMSNavigationDrivingSideLeft") == .left)
        #expect(DrivingSide(wireName: "DrivingSide.none") == DrivingSide.none)
        #expect(DelayCategory(wireName: "DELAY_HEAVY") == .heavy)
        #expect(DelayCategory(wireName: "TimeAndDistance.DELAY_NODATA") == .noData)
        #expect(DelayCategory(wireName: "TrafficDelaySeverity.medium") == .medium)
        #expect(LightingMode(wireName: "GMSNavigationLightingModeLowLight") == .lowLight)
        #expect(SpeedAlertSeverity(wireName: "NONE") == .notSpeeding)
        #expect(SpeedAlertSeverity(wireName: "SpeedAlertSeverity.MAJOR") == .major)
        #expect(Maneuver(wireName: "GMSNavigationManeuver") == nil)
        #expect(Maneuver(wireName: "Maneuver.turnLeftt") == nil)
    }

    // MARK: - Waypoints and arrivals

    @Test func waypointSpellingsOfEveryPlatform() throws {
        let lines = [
            #"{"type":"arrival","waypoint":{"title":"Pinacoteca","placeID":"ChIJp","coordinate":{"latitude":-23.53,"longitude":-46.63}}}"#,
            #"{"type":"arrival","waypoint":{"title":"Pinacoteca","placeId":"ChIJp","position":{"latitude":-23.53,"longitude":-46.63}}}"#,
            #"{"type":"arrival","waypoint":{"title":"Pinacoteca","placeID":"ChIJp","target":{"latitude":-23.53,"longitude":-46.63}}}"#,
            #"{"type":"arrival","waypoint":{"title":"Pinacoteca","placeId":"ChIJp","position":{"lat":-23.53,"lng":-46.63}}}"#,
        ]
        let expected = Waypoint(
            title: "Pinacoteca", placeId: "ChIJp", coordinate: Coordinate(latitude: -23.53, longitude: -46.63)
        )
        for line in lines {
            #expect(try decode(line).get().payload == .arrival(expected), "\(line)")
        }
    }

    @Test func androidsFinalDestinationFlagMarksTheLastStop() throws {
        func isFinal(_ line: String) throws -> Bool? {
            guard case .arrival(let waypoint) = try decode(line).get().payload else { return nil }
            return waypoint.isFinal
        }
        #expect(
            try isFinal(#"{"type":"arrival","waypoint":{"title":"A"},"isFinalDestination":true}"#) == true)
        #expect(
            try isFinal(#"{"type":"arrival","waypoint":{"title":"A"},"isFinalDestination":false}"#) == false)
        #expect(
            try isFinal(#"{"type":"arrival","waypoint":{"title":"A","isFinalDestination":true}}"#) == true)
        #expect(try isFinal(#"{"type":"arrival","waypoint":{"title":"A"}}"#) == false)
        // The waypoint's own word comes first.
        #expect(
            try isFinal(
                #"{"type":"arrival","waypoint":{"title":"A","isFinal":false},"isFinalDestination":true}"#)
                == false)
        #expect(
            try isFinal(#"{"type":"arrival","waypoint":{"isFinal":true},"isFinalDestination":"no"}"#) == true)
        let bad = failure(#"{"type":"arrival","waypoint":{"title":"A"},"isFinalDestination":"yes"}"#)
        #expect(bad?.field == "isFinalDestination" && bad?.reason == "expected true or false")
    }

    @Test func iOSsInvalidCoordinateIsNoPositionOnlyForWaypoints() throws {
        let waypoint =
            #"{"type":"arrival","waypoint":{"title":"A","placeID":"ChIJa","coordinate":{"latitude":-180,"longitude":-180}}}"#
        #expect(try decode(waypoint).get().payload == .arrival(Waypoint(title: "A", placeId: "ChIJa")))
        let offGlobe = failure(
            #"{"type":"arrival","waypoint":{"coordinate":{"latitude":-180,"longitude":0}}}"#)
        #expect(offGlobe?.field == "waypoint.coordinate.latitude")
        let location = failure(#"{"type":"navInfo","location":{"latitude":-180,"longitude":-180}}"#)
        #expect(location?.field == "location.latitude")
        let notAnObject = failure(#"{"type":"arrival","waypoint":{"position":5}}"#)
        #expect(notAnObject?.field == "waypoint.position")
    }
}
