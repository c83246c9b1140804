import GuidanceModel
import Location
import Navigation
import Testing

/// (g) Fixes without a position, (h) duplicate, stale and untimed fixes.
@Suite struct FixQualityTests {
    @Test func aTunnelNeitherCallsTheDriverOffRouteNorLosesTheRoute() throws {
        let route = try TestRoutes.example("sao-paulo.osrm.json")
        let truth = TrueDrive(route)
        var run = FollowerRun(route)
        var time = 0.0
        var afterTunnel: [Double] = []
        while time <= truth.duration + 10, run.follower.status != .finished {
            var fix = truth.fix(at: time)
            if (100..<120).contains(time) {
                fix = Fix(time: fix.time, mode: .noFix)
            }
            let events = run.feed(fix)
            #expect(events.contains { $0.navInfo != nil })
            if case .offRoute = run.follower.status { Issue.record("off route at \(time) s") }
            if (120..<125).contains(time) {
                afterTunnel.append(run.follower.progressMeters - truth.distance(at: time))
            }
            time += 1
        }
        #expect(afterTunnel.count == 5)
        #expect(afterTunnel.allSatisfy { abs($0) < 10 }, "\(afterTunnel)")
        #expect(run.rerouteRequests == 0)
        #expect(run.arrivals.count == 1)
    }

    @Test func duplicateAndStaleFixesChangeNothing() throws {
        let route = try TestRoutes.engine("osrm-sp-multi-polyline6.json")
        let truth = TrueDrive(route)
        var clean = FollowerRun(route)
        var messy = FollowerRun(route)
        var time = 0.0
        while time <= truth.duration + 10, clean.follower.status != .finished {
            let fix = truth.fix(at: time)
            clean.feed(fix)
            messy.feed(fix)
            #expect(messy.feed(fix).isEmpty)
            if time >= 5, Int(time) % 7 == 0 {
                // A late report of where the vehicle was five seconds ago.
                #expect(messy.feed(truth.fix(at: time - 5)).isEmpty)
            }
            time += 1
        }
        #expect(messy.events == clean.events)
        #expect(clean.follower.status == .finished)
    }

    @Test func aFixWithoutTimeHappensAtTheLastFixsTime() throws {
        let route = try TestRoutes.example("us-city.osrm.json")
        let truth = TrueDrive(route)
        var follower = RouteFollower(route: route)
        _ = follower.update(truth.fix(at: 0))
        _ = follower.update(truth.fix(at: 1))
        var untimed = truth.fix(at: 2)
        untimed.time = nil
        let events = follower.update(untimed)
        #expect(events.map(\.timestamp) == [1])
        #expect(follower.progressMeters > 0)
        // The next timed fix goes on from there.
        #expect(follower.update(truth.fix(at: 3)).first?.timestamp == 3)
    }

    @Test func aFixOffTheGlobeIsNoPosition() throws {
        let route = try TestRoutes.example("us-city.osrm.json")
        let truth = TrueDrive(route)
        var follower = RouteFollower(route: route)
        _ = follower.update(truth.fix(at: 0))
        for second in 1...10 {
            var fix = truth.fix(at: Double(second))
            fix.coordinate = Coordinate(latitude: .nan, longitude: 500)
            fix.speed = -.infinity
            fix.track = .nan
            fix.horizontalError = .nan
            #expect(follower.update(fix).first?.navInfo?.navState == .enroute)
        }
        #expect(follower.status == .following)
        #expect(follower.lastPosition == truth.fix(at: 0).coordinate)
    }

    @Test func fixesWithoutPositionBeforeTheFirstPositionSayTheRouteFromItsStart() throws {
        let route = try TestRoutes.example("us-city.osrm.json")
        var follower = RouteFollower(route: route)
        let events = follower.update(Fix(time: 1_800_000_000, mode: .noFix))
        #expect(events.map(\.kind) == [.routeChanged, .navInfo, .remainingTime, .remainingDistance])
        #expect(events[1].navInfo?.location == nil)
        #expect(events[1].navInfo?.currentStep?.stepNumber == 1)
        #expect(follower.status == .following)
    }
}
