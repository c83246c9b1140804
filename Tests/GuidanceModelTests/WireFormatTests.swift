import Foundation
import Testing

@testable import GuidanceModel

@Suite struct WireFormatTests {
    static let step = StepInfo(
        maneuver: .offRampRight, fullRoadName: "Rodovia dos Bandeirantes / Campinas",
        simpleRoadName: "Rodovia dos Bandeirantes", exitNumber: "12A", drivingSide: .right, stepNumber: 3,
        distanceFromPrevStepMeters: 850, timeFromPrevStepSeconds: 40,
        lanes: [
            Lane(directions: [LaneDirection(shape: .straight, isRecommended: false)]),
            Lane(directions: [LaneDirection(shape: .slightRight, isRecommended: true)]),
        ], destinations: "Campinas")

    static let examples: [NavigatorEvent] = [
        NavigatorEvent(
            .navInfo(
                NavInfo(
                    navState: .enroute, currentStep: step, remainingSteps: [step], routeChanged: true,
                    distanceToCurrentStepMeters: 320, timeToCurrentStepSeconds: 14,
                    distanceToFinalDestinationMeters: 5000, timeToFinalDestinationSeconds: 400,
                    distanceToNextDestinationMeters: 5000, timeToNextDestinationSeconds: 400,
                    speedMetersPerSecond: 22,
                    location: RoadSnappedLocation(
                        coordinate: Coordinate(latitude: -23.56, longitude: -46.65), bearing: 90, speed: 22))),
            timestamp: 12.5),
        NavigatorEvent(
            .arrival(
                Waypoint(
                    title: "Museu do Ipiranga", placeId: "ChIJ123",
                    coordinate: Coordinate(latitude: -23.585, longitude: -46.609), side: .right, isFinal: true
                ))),
        NavigatorEvent(.routeChanged, timestamp: 1),
        NavigatorEvent(.remainingTime(seconds: 300)),
        NavigatorEvent(.remainingDistance(meters: 4200)),
        NavigatorEvent(.delayCategory(.heavy)),
        NavigatorEvent(.speeding(percentage: 12, severity: .minor)),
        NavigatorEvent(.lightingMode(.lowLight)),
        NavigatorEvent(.routeStatus(.noRouteFound)),
        NavigatorEvent(.voiceGuidance(.alertsOnly)),
        NavigatorEvent(.locale("fr-FR")),
    ]

    @Test func examplesCoverEveryEventKind() {
        #expect(Set(Self.examples.map(\.kind)) == Set(NavigatorEvent.Kind.allCases))
    }

    @Test(arguments: examples)
    func everyEventRoundTrips(_ event: NavigatorEvent) throws {
        let data = try JSONEncoder().encode(event)
        let result = EventDecoder().decode(Array(data), lineNumber: 1)
        #expect(try result.get() == event)
    }

    func decode(_ line: String) -> Result<NavigatorEvent, EventLineError> {
        EventDecoder().decode(Array(line.utf8), lineNumber: 17)
    }

    @Test func enumsDecodeFromSDKIntegers() throws {
        let event = try decode(
            #"{"type":"navInfo","navState":1,"currentStep":{"maneuver":7,"drivingSide":2,"stepNumber":4}}"#
        ).get()
        guard case .navInfo(let info) = event.payload else {
            Issue.record("not a navInfo")
            return
        }
        #expect(info.navState == .enroute)
        #expect(info.currentStep?.maneuver == .turnRight)
        #expect(info.currentStep?.roundaboutTurnNumber == -1)
    }

    @Test func unknownFieldsAreIgnored() throws {
        let event = try decode(#"{"type":"routeChanged","vendorExtra":{"a":[1,2]},"x":1}"#).get()
        #expect(event.payload == .routeChanged)
    }

    @Test func unknownManeuverNamesTheFieldAndValue() {
        let result = decode(
            #"{"type":"navInfo","navState":"enroute","currentStep":{"maneuver":"turnLeftt"}}"#)
        guard case .failure(let error) = result else {
            Issue.record("accepted a bad maneuver")
            return
        }
        #expect(
            error.formatted(source: "drive.ndjson")
                == #"drive.ndjson:17: field currentStep.maneuver: unknown maneuver "turnLeftt""#)
    }

    @Test func unknownTypeIsRejected() {
        guard case .failure(let error) = decode(#"{"type":"teleport"}"#) else {
            Issue.record("accepted an unknown type")
            return
        }
        #expect(error.field == "type")
        #expect(error.reason.contains("unknown event type \"teleport\""))
    }

    @Test func wrongFieldTypeNamesThePathWithIndex() {
        let line = #"{"type":"navInfo","remainingSteps":[{"maneuver":5},{"maneuver":6,"stepNumber":"two"}]}"#
        guard case .failure(let error) = decode(line) else {
            Issue.record("accepted a string step number")
            return
        }
        #expect(error.field == "remainingSteps[1].stepNumber")
        #expect(error.reason == "expected an integer")
    }

    @Test func missingRequiredFieldIsNamed() {
        guard case .failure(let error) = decode(#"{"type":"delayCategory"}"#) else {
            Issue.record("accepted a delay without category")
            return
        }
        #expect(error.field == "category")
        #expect(error.reason == "missing")
    }

    @Test func negativeAndNonFiniteDistancesAreClamped() throws {
        let line = #"""
            {"type":"navInfo","navState":"enroute","distanceToCurrentStepMeters":-5,\#
            "timeToCurrentStepSeconds":"NaN","distanceToFinalDestinationMeters":"Infinity",\#
            "timeToFinalDestinationSeconds":"-Infinity"}
            """#
        let event = try decode(line).get()
        guard case .navInfo(let info) = event.payload else {
            Issue.record("not a navInfo")
            return
        }
        #expect(info.distanceToCurrentStepMeters == 0)
        #expect(info.timeToCurrentStepSeconds == 0)
        #expect(info.distanceToFinalDestinationMeters == Clamping.ceiling)
        #expect(info.timeToFinalDestinationSeconds == 0)
    }

    @Test func notJSONAndInvalidUTF8AreReported() {
        guard case .failure(let json) = decode("{\"type\": ") else {
            Issue.record("accepted broken JSON")
            return
        }
        #expect(json.reason == "not valid JSON")
        let bytes: [UInt8] =
            Array(#"{"type":"arrival","waypoint":{"title":"S"#.utf8) + [0xFF] + Array(#""}}"#.utf8)
        guard case .failure(let utf8) = EventDecoder().decode(bytes, lineNumber: 3) else {
            Issue.record("accepted invalid UTF-8")
            return
        }
        #expect(utf8.reason == "not valid UTF-8 (bad byte at column 41)")
    }

    @Test func timestampsAcceptSecondsAndISO8601() throws {
        let seconds = try decode(#"{"type":"routeChanged","timestamp":42.5}"#).get()
        #expect(seconds.timestamp == 42.5)
        let iso = try decode(#"{"type":"routeChanged","timestamp":"2026-11-30T10:00:00Z"}"#).get()
        #expect(iso.timestamp == 1_796_032_800)
        guard case .failure(let bad) = decode(#"{"type":"routeChanged","timestamp":"yesterday"}"#) else {
            Issue.record("accepted a bad timestamp")
            return
        }
        #expect(bad.field == "timestamp")
    }

    @Test func badLinesDoNotAffectTheFollowingGoodLines() {
        var parser = EventFeedParser()
        let feed = """
            {"type":"routeChanged"}
            {"type":"navInfo","currentStep":{"maneuver":"turnLeftt"}}

            not json
            {"type":"voiceGuidance","setting":"silent"}
            {"type":"delayCategory","category":9}
            {"type":"lightingMode","mode":"lowLight"}
            """
        let items = parser.feed(Array(feed.utf8)) + parser.finish()
        var good: [Int] = []
        var bad: [Int] = []
        for item in items {
            switch item {
            case .event(_, let line): good.append(line)
            case .rejected(let error): bad.append(error.line)
            case .warning(let warning): Issue.record("unexpected warning: \(warning)")
            }
        }
        #expect(good == [1, 5, 7])
        #expect(bad == [2, 4, 6])
    }
}
