import Foundation
import GuidanceModel
import Testing

@testable import Simulator

/// examples/sao-paulo.events.ndjson is the foundation's reference drive; these checks keep it
/// complete and in step with the simulator that made it.
@Suite struct ExampleFeedTests {
    /// Decoded once: the feed is large and every test reads it.
    static let decoded = Result { try decode() }

    static func feed() throws -> [NavigatorEvent] {
        try decoded.get()
    }

    static func decode() throws -> [NavigatorEvent] {
        var parser = EventFeedParser()
        var events: [NavigatorEvent] = []
        for item in parser.feed(try Examples.data("sao-paulo.events.ndjson")) + parser.finish() {
            switch item {
            case .event(let event, _): events.append(event)
            case .rejected(let error): Issue.record("rejected line: \(error)")
            case .warning(let warning): Issue.record("warning: \(warning)")
            }
        }
        return events
    }

    @Test func theFeedIsSmallAndEveryLineDecodes() throws {
        #expect(try Examples.data("sao-paulo.events.ndjson").count < 1_500_000)
        #expect(try Self.feed().count > 500)
    }

    @Test func theFeedHasEverythingTheFoundationAsksFor() throws {
        let events = try Self.feed()
        let updates = events.updates
        let stepNumbers = Set(updates.compactMap { $0.info.currentStep?.stepNumber })
        #expect(updates.first?.info.remainingSteps.count ?? 0 >= 11)
        #expect(stepNumbers.count >= 6)
        #expect(updates.contains { $0.info.currentStep?.maneuver.family == .roundabout })
        #expect(updates.contains { $0.info.currentStep?.exitNumber == "14" })
        #expect(updates.contains { !($0.info.currentStep?.lanes.isEmpty ?? true) })
        #expect(updates.contains { $0.info.navState == .rerouting })
        #expect(updates.filter(\.info.routeChanged).count == 2)
        let settings = events.compactMap { event -> VoiceGuidance? in
            if case .voiceGuidance(let setting) = event.payload { return setting }
            return nil
        }
        #expect(settings == [.silent, .alertsAndGuidance])
        #expect(events.contains { $0.kind == .delayCategory })
        let arrival = try #require(events.arrivals.last)
        #expect(arrival.waypoint.isFinal && arrival.waypoint.title == "Praça do Pôr do Sol")
        #expect(arrival.waypoint.side == .right)
        #expect(updates.last?.info.navState == .stopped)
    }

    @Test func updatesComeAboutOnceASecondWithShrinkingDistances() throws {
        let updates = try Self.feed().updates
        let gaps = zip(updates, updates.dropFirst()).map { $1.time - $0.time }
        #expect(gaps.allSatisfy { $0 <= 1 })
        let enroute = updates.filter { $0.info.navState == .enroute }
        let distances = enroute.map { $0.info.distanceToFinalDestinationMeters ?? .nan }
        #expect(zip(distances, distances.dropFirst()).allSatisfy { $1 <= $0 })
        #expect(distances.first ?? 0 > 9_000)
    }

    @Test func theFeedIsWhatTheSimulatorDrives() throws {
        let route = try Examples.route("sao-paulo.osrm.json")
        // The feed lists every remaining step, as a navigator asked for all of them does
        // (`--max-remaining-steps 12` covers the 13-step route).
        let options = SimulationOptions(
            speed: .fixed(kilometersPerHour: 63), reroute: .init(step: 7), maxRemainingSteps: 12)
        let simulated = Array(NavigationSimulation(route: route, options: options))
        let inserted: Set<NavigatorEvent.Kind> = [.voiceGuidance, .delayCategory, .speeding]
        let recorded = try Self.feed().filter { !inserted.contains($0.kind) }
        #expect(recorded.count == simulated.count)
        for (index, (expected, actual)) in zip(simulated, recorded).enumerated() where expected != actual {
            Issue.record("event \(index) differs from the simulator's: regenerate the example feed")
            break
        }
    }
}
