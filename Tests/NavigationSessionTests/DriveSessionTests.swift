import Foundation
import GuidanceModel
import Location
import Navigation
import NavigationSession
import RouteImport
import Routing
import SimulatedLocation
import Synchronization
import TestSupport
import Testing

/// A route source with one canned answer, recording the requests it is asked.
private final class CannedRoutes: RouteSource {
    let answer: Result<ImportedRoute, RoutingError>
    let requests = Mutex<[RouteRequest]>([])

    init(_ answer: Result<ImportedRoute, RoutingError>) {
        self.answer = answer
    }

    func route(_ request: RouteRequest) throws(RoutingError) -> ImportedRoute {
        requests.withLock { $0.append(request) }
        return try answer.get()
    }
}

/// Fixes from a list, one per second of receiver time, each after a short pause so that a
/// reroute on the fetcher's thread has time to answer between them.
private struct ListedSource: LocationSource {
    var fixes: [Fix]
    let stopHandle = LocationStopHandle()

    mutating func next() -> LocationReport? {
        guard !fixes.isEmpty else { return nil }
        Thread.sleep(forTimeInterval: 0.005)
        return .fix(fixes.removeFirst())
    }
}

/// The drive session: a source through the follower, reroutes asked of a route source.
@Suite struct DriveSessionTests {
    static func example() throws -> ImportedRoute {
        let url = Repository.root.appendingPathComponent("examples/sao-paulo.osrm.json")
        return try RouteImporter.importRoute(data: try Data(contentsOf: url), source: "sao-paulo.osrm.json")
    }

    @Test func aSimulatedDriveArrivesWithEventsStampedByTheReceiversClock() throws {
        let route = try Self.example()
        var source = try SimulatedLocationSource(
            route: route, options: SimulatedLocationOptions(startTime: 1000))
        var session = DriveSession(
            route: route, reroutes: nil, options: FollowerOptions(), diagnose: { _ in })
        var events: [NavigatorEvent] = []
        let ending = session.drive(&source, shouldStop: { false }, emit: { events.append($0) })
        #expect(ending == .arrived)
        #expect(events.first?.kind == .routeChanged)
        #expect(events.contains { $0.kind == .arrival })
        #expect((events.first?.timestamp ?? 0) >= 1000)
    }

    @Test func leavingTheRouteAsksTheRouteSourceAndAFailureIsReported() throws {
        let route = try Self.example()
        let start = route.geometry[0]
        // Standing 500 m north of the start: off the route from the first fix.
        let away = Coordinate(latitude: start.latitude + 0.0045, longitude: start.longitude)
        let fixes = (0..<200).map {
            Fix(time: 1000 + Double($0), coordinate: away, speed: 0, mode: .threeDimensional)
        }
        let routes = CannedRoutes(.failure(.unreachable("router", reason: "test")))
        var session = DriveSession(
            route: route, reroutes: routes, options: FollowerOptions(), diagnose: { _ in })
        var source = ListedSource(fixes: fixes)
        var events: [NavigatorEvent] = []
        let ending = session.drive(&source, shouldStop: { false }, emit: { events.append($0) })
        #expect(ending == .sourceEnded)
        let asked = routes.requests.withLock { $0 }
        #expect(!asked.isEmpty)
        #expect(asked.first?.origin == away)
        #expect(events.contains { $0.payload == .routeStatus(.networkError) })
    }

    @Test func aStopEndsTheDrive() throws {
        let route = try Self.example()
        var source = try SimulatedLocationSource(route: route)
        var session = DriveSession(
            route: route, reroutes: nil, options: FollowerOptions(), diagnose: { _ in })
        #expect(session.drive(&source, shouldStop: { true }, emit: { _ in }) == .stopped)
    }

    @Test func failedRequestsMapToTheNavigatorsRouteStatus() {
        #expect(DriveSession.status(of: .unreachable("r", reason: "x")) == .networkError)
        #expect(DriveSession.status(of: .httpStatus(503, body: "")) == .networkError)
        #expect(DriveSession.status(of: .noRoute(reason: "x")) == .noRouteFound)
        #expect(DriveSession.status(of: .badURL("u", reason: "x")) == .internalError)
    }
}
