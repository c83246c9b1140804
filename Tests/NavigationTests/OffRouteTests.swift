import GuidanceModel
import Location
import Navigation
import RouteImport
import Testing

/// (d) Leaving the route, (e) the new route, and a reroute that fails.
@Suite struct OffRouteTests {
    /// North 1500 m on Avenida A, arrive.
    static func northRoute() throws -> ImportedRoute {
        try TestRoutes.synthetic(legs: [
            [
                SyntheticStep(type: "depart", name: "Avenida A", points: [(0, 0), (0, 750), (0, 1500)]),
                SyntheticStep(type: "arrive", name: "Avenida A", points: [(0, 1500)]),
            ]
        ])
    }

    /// Drives 300 m north, then east off the route for `seconds`; returns the run and the time of
    /// the first fix more than 40 m from the route.
    static func leave(for seconds: Int) throws -> (run: FollowerRun, firstOff: Double) {
        var run = FollowerRun(try northRoute())
        for second in 0...24 {
            run.feed(WrongRoadTests.fix(east: 0, north: 12.5 * Double(second), track: 0, at: Double(second)))
        }
        var firstOff: Double?
        for step in 1...seconds {
            let east = 12.5 * Double(step)
            if east > 40 { firstOff = firstOff ?? Double(24 + step) }
            run.feed(WrongRoadTests.fix(east: east, north: 300, track: 90, at: Double(24 + step)))
        }
        return (run, firstOff ?? .infinity)
    }

    @Test func leavingTheRouteAsksForOneRerouteWithinFiveSeconds() throws {
        let (run, firstOff) = try Self.leave(for: 30)
        let requests = run.statuses.enumerated().filter {
            if case .offRoute(true, _) = $0.element { true } else { false }
        }
        #expect(requests.count == 1)
        // Statuses are one per fix; fix i was taken at second i.
        let requestedAt = Double(requests.first?.offset ?? 999)
        print("left the route: first fix beyond 40 m at \(firstOff) s, reroute wanted at \(requestedAt) s")
        #expect(requestedAt - firstOff <= 5)
        #expect(requestedAt >= firstOff)
        #expect(run.updates.last?.navState == .rerouting)
        #expect(run.updates.last?.currentStep == nil)
        #expect(run.follower.remainingWaypoints.count == 1)
        #expect(run.follower.lastPosition != nil)
    }

    @Test func aNewRouteIsAnnouncedAndOnlyItsStepsFollow() throws {
        var (run, _) = try Self.leave(for: 10)
        let newRoute = try TestRoutes.synthetic(legs: [
            [
                SyntheticStep(type: "depart", name: "Rua Nova", points: [(125, 300), (525, 300)]),
                SyntheticStep(
                    type: "turn", modifier: "left", name: "Rua Norte", points: [(525, 300), (525, 700)]),
                SyntheticStep(type: "arrive", name: "Rua Norte", points: [(525, 700)]),
            ]
        ])
        let taken = run.follower.takeRoute(newRoute)
        #expect(taken.map(\.kind) == [.routeChanged])
        #expect(run.follower.status == .following)
        let truth = TrueDrive(newRoute)
        var after: [NavigatorEvent] = []
        var time = 0.0
        while time <= truth.duration + 10, run.follower.status != .finished {
            after += run.feed(truth.fix(at: time, start: WrongRoadTests.start + 35))
            time += 1
        }
        #expect(after.first?.navInfo?.routeChanged == true)
        #expect(after.prefix(3).map(\.kind) == [.navInfo, .remainingTime, .remainingDistance])
        let names = Set(after.compactMap { $0.navInfo?.currentStep?.simpleRoadName })
        #expect(names.isSubset(of: ["Rua Nova", "Rua Norte"]))
        #expect(names.contains("Rua Norte"))
        #expect(after.compactMap(\.navInfo).allSatisfy { $0.navState != .rerouting })
        #expect(run.arrivals.count == 1)
        #expect(run.arrivals.first?.title == "Parada 1")
        #expect(run.arrivals.first?.isFinal == true)
    }

    @Test func aFailedRerouteKeepsReroutingThenAsksAgainAndRecoversOnTheRoute() throws {
        var (run, _) = try Self.leave(for: 8)
        #expect(run.rerouteRequests == 1)
        let failed = run.follower.routeFailed(.networkError)
        #expect(failed.map(\.payload) == [.routeStatus(.networkError)])
        for step in 9...20 {
            run.feed(
                WrongRoadTests.fix(east: 12.5 * Double(step), north: 300, track: 90, at: Double(24 + step)))
        }
        #expect(run.rerouteRequests == 2)
        #expect(run.updates.last?.navState == .rerouting)
        // Back onto Avenida A further north, driving north again.
        for second in 45...60 {
            let north = 400 + 12.5 * Double(second - 45)
            run.feed(WrongRoadTests.fix(east: 2, north: north, track: 0, at: Double(second)))
        }
        #expect(run.follower.status == .following)
        #expect(run.updates.last?.navState == .enroute)
        #expect(abs(run.follower.progressMeters - (400 + 12.5 * 15)) < 15)
        #expect(run.rerouteRequests == 2)
    }
}
