import Foundation
import TestSupport
import Testing

@testable import GuidanceModel

/// The sample feeds in `examples/` are written as each platform's SDK (and its logger) spells the
/// listener events. Each must decode without a rejected line, and to exactly what the same drive
/// says in our own spelling.
@Suite struct SDKFeedTests {
    static let repository = Repository.root

    static let platforms = ["ios", "android", "flutter"]

    static func lines(_ platform: String) throws -> [String] {
        let url = repository.appendingPathComponent("examples/sdk-\(platform).ndjson")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    static func twin(_ platform: String) -> [String] {
        switch platform {
        case "ios": SDKFeedTwins.ios
        case "android": SDKFeedTwins.android
        default: SDKFeedTwins.flutter
        }
    }

    static func decode(_ lines: [String]) -> [EventFeedParser.Item] {
        var parser = EventFeedParser()
        return parser.feed(Array((lines.joined(separator: "\n") + "\n").utf8)) + parser.finish()
    }

    static func events(_ lines: [String]) -> [NavigatorEvent] {
        decode(lines).compactMap {
            if case .event(let event, _) = $0 { return event }
            return nil
        }
    }

    @Test(arguments: platforms)
    func everyLineOfTheSampleFeedDecodes(_ platform: String) throws {
        let items = Self.decode(try Self.lines(platform))
        for item in items {
            if case .rejected(let error) = item {
                Issue.record("sdk-\(platform).ndjson:\(error.line): \(error)")
            }
        }
        #expect(items.count == Self.twin(platform).count)
    }

    @Test(arguments: platforms)
    func theSampleFeedDecodesToTheSameDriveInOurSpelling(_ platform: String) throws {
        let sdk = Self.events(try Self.lines(platform))
        let ours = Self.events(Self.twin(platform))
        #expect(sdk.count == 24)
        #expect(ours.count == sdk.count)
        for (index, (a, b)) in zip(sdk, ours).enumerated() {
            #expect(a == b, "sdk-\(platform).ndjson:\(index + 1)")
        }
    }

    @Test(arguments: platforms)
    func theSampleFeedReallyUsesTheSDKsSpellings(_ platform: String) throws {
        let text = try Self.lines(platform).joined(separator: "\n")
        #expect(text.contains(#""laneDirections""#))
        #expect(text.contains(#""laneShape""#))
        #expect(!text.contains(#""directions""#))
        #expect(!text.contains(#""shape""#))
        switch platform {
        case "ios": #expect(text.contains(#""placeID""#) && text.contains(#""recommended""#))
        case "android":
            #expect(text.contains(#""isRecommended""#) && text.contains(#""isFinalDestination""#))
            #expect(text.contains("VOICE_ALERTS_ONLY") && text.contains(#""navState":"ENROUTE""#))
        default:
            #expect(text.contains(#""fullInstructions""#) && text.contains(#""statusOk""#))
            #expect(text.contains(#""target""#) && text.contains(#""guidanceType""#))
        }
    }

    @Test func androidsFinalArrivalIsTheDestinationAndItsStopIsNot() throws {
        let arrivals = Self.events(try Self.lines("android")).compactMap {
            if case .arrival(let waypoint) = $0.payload { return waypoint }
            return nil
        }
        #expect(arrivals.map(\.isFinal) == [false, true])
        #expect(arrivals.map(\.title) == ["Parque Trianon", "Casa das Rosas"])
        #expect(arrivals.first?.coordinate == Coordinate(latitude: -23.5617, longitude: -46.6571))
    }

    @Test func iOSWaypointsMadeFromPlaceIDsHaveNoPosition() throws {
        let arrivals = Self.events(try Self.lines("ios")).compactMap {
            if case .arrival(let waypoint) = $0.payload { return waypoint }
            return nil
        }
        #expect(arrivals.count == 2)
        #expect(arrivals.allSatisfy { $0.coordinate == nil && $0.placeId?.hasPrefix("ChIJ") == true })
    }

    @Test(arguments: ["android", "flutter"])
    func nullFiguresAreUnknownNotZero(_ platform: String) throws {
        let updates = Self.events(try Self.lines(platform)).compactMap {
            if case .navInfo(let info) = $0.payload { return info }
            return nil
        }
        let partial = updates[1]
        #expect(partial.distanceToCurrentStepMeters == 280)
        #expect(partial.timeToCurrentStepSeconds == nil)
        #expect(partial.distanceToFinalDestinationMeters == nil)
        #expect(partial.timeToFinalDestinationSeconds == nil)
        #expect(partial.distanceToNextDestinationMeters == nil)
        #expect(partial.timeToNextDestinationSeconds == nil)
        let rerouting = updates[2]
        #expect(rerouting.navState == .rerouting)
        #expect(rerouting.currentStep == nil && rerouting.distanceToCurrentStepMeters == nil)
    }

    @Test(arguments: platforms)
    func settingsAndStatusesComeThroughInEverySpelling(_ platform: String) throws {
        let events = Self.events(try Self.lines(platform))
        let settings = events.compactMap {
            if case .voiceGuidance(let setting) = $0.payload { return setting }
            return nil
        }
        #expect(settings == [.alertsOnly, .alertsAndGuidance])
        #expect(events.first?.payload == .routeStatus(.ok))
        #expect(events.first?.timestamp == 1_773_478_800)
    }
}
