import Foundation
import GuidanceModel
import TestSupport
import Testing

@testable import RouteImport
@testable import Simulator

/// Reads the example routes shipped in examples/.
enum Examples {
    static let directory = Repository.url("examples")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    static func route(_ name: String) throws -> ImportedRoute {
        try RouteImporter.importRoute(data: try data(name), source: name)
    }
}

@Suite struct ExampleRouteTests {
    static let names = ["sao-paulo.osrm.json", "lisbon.osrm.json", "us-city.osrm.json"]

    @Test(arguments: names)
    func everyExampleRouteImportsWithoutWarnings(_ name: String) throws {
        let route = try Examples.route(name)
        #expect(route.warnings.isEmpty)
        #expect(route.steps.map(\.stepNumber) == Array(0..<route.steps.count))
        #expect(route.steps.first?.maneuver == .depart)
        #expect(route.steps.last?.maneuver.family == .arrive)
        #expect(route.waypoints.last?.isFinal == true)
        #expect(route.waypoints.filter(\.isFinal).count == 1)
        #expect(route.geometry.count > 10)
    }

    @Test(arguments: names)
    func everyExampleRouteDrivesToTheFinalArrival(_ name: String) throws {
        let route = try Examples.route(name)
        let events = Array(NavigationSimulation(route: route))
        let arrivals = events.compactMap { event -> Waypoint? in
            if case .arrival(let waypoint) = event.payload { return waypoint }
            return nil
        }
        #expect(arrivals.count == route.legs.count)
        #expect(arrivals.last?.isFinal == true)
        guard case .navInfo(let last) = events.last?.payload else {
            Issue.record("the drive does not end with an update")
            return
        }
        #expect(last.navState == .stopped)
    }

    @Test func saoPauloRouteHasTheFeaturesTheFeedNeeds() throws {
        let route = try Examples.route("sao-paulo.osrm.json")
        let steps = route.steps
        #expect(steps.count >= 12)
        #expect(
            steps.contains { $0.maneuver == .roundaboutLeftCounterClockwise && $0.roundaboutTurnNumber == 3 })
        #expect(steps.contains { $0.maneuver.family == .offRamp && $0.exitNumber == "14" })
        #expect(steps.contains { !$0.lanes.isEmpty })
        #expect(route.waypoints.last?.title == "Praça do Pôr do Sol")
        #expect(route.waypoints.last?.side == .right)
        #expect(steps.allSatisfy { $0.drivingSide == .right })
    }

    @Test func lisbonRouteHasRotundasTwoLegsAndTheIC19() throws {
        let route = try Examples.route("lisbon.osrm.json")
        #expect(route.legs.count == 2)
        #expect(
            route.waypoints.map(\.title) == ["Restauradores", "Campo Pequeno", "Parque Central da Amadora"])
        #expect(route.waypoints.map(\.isFinal) == [false, false, true])
        let roundabouts = route.steps.filter { $0.maneuver.family == .roundabout }
        #expect(roundabouts.count >= 3)
        #expect(roundabouts.allSatisfy { !$0.maneuver.isClockwise })
        #expect(route.steps.contains { $0.simpleRoadName == "IC19" })
        #expect(route.routeSteps.contains { $0.rotaryName == "Praça Marquês de Pombal" })
    }

    @Test func usRouteHasAnExitWithALetter() throws {
        let route = try Examples.route("us-city.osrm.json")
        #expect(route.steps.contains { $0.exitNumber == "20A" && $0.maneuver == .offRampSlightRight })
        #expect(route.steps.contains { $0.simpleRoadName == "CA-85" })
    }
}

/// A drive may stand at each intermediate stop, as a driver does: still updates (speed 0) for
/// the stop's seconds after the arrival, then on.
struct StopDwellTests {
    @Test func theDriveStandsAtTheStopForItsSecondsAndThenDrivesOn() throws {
        let route = try Examples.route("lisbon.osrm.json")
        var options = SimulationOptions(speed: .fixed(kilometersPerHour: 50))
        let plain = Array(NavigationSimulation(route: route, options: options))
        options.stopSeconds = 12
        let standing = Array(NavigationSimulation(route: route, options: options))
        func arrivalTimes(_ events: [NavigatorEvent]) -> [Double] {
            events.compactMap { event in
                if case .arrival = event.payload { return event.timestamp }
                return nil
            }
        }
        let stops = arrivalTimes(plain)
        let stood = arrivalTimes(standing)
        #expect(stops.count == 2 && stood.count == 2)
        #expect(stood[0] == stops[0])
        // The final arrival comes the stop's seconds later.
        #expect(abs((stood[1] - stops[1]) - 12) <= 1)
        let still = standing.filter { event in
            guard let time = event.timestamp, time > stood[0], time < stood[0] + 12,
                case .navInfo(let info) = event.payload
            else { return false }
            return info.speedMetersPerSecond == 0
        }
        #expect(still.count >= 10)
        #expect(
            NavigationSimulation.expectedUpdates(route: route, options: options)
                > NavigationSimulation.expectedUpdates(
                    route: route, options: SimulationOptions(speed: .fixed(kilometersPerHour: 50))) + 11)
    }
}
