import GuidanceModel
import Location
import Navigation
import Testing

/// (f) A stop at an intermediate waypoint: 30 noisy fixes standing there.
@Suite struct WaypointStopTests {
    @Test(arguments: ["osrm-sp-multi-polyline6.json", "valhalla-lisboa-multi-pt-PT.json", "lisbon.osrm.json"])
    func eachWaypointArrivesOnceEvenWhenTheVehicleWaitsThere(_ name: String) throws {
        let route = try TestRoutes.named(name)
        let truth = TrueDrive(route)
        let stopTime = truth.plan.time(at: truth.plan.legs[0].endDistance)
        var noise = GaussianNoise(seed: 3)
        var run = FollowerRun(route)
        var clock = 0.0
        var time = 0.0
        var stoppedFor = 0
        var statusesAtStop: [FollowerStatus] = []
        while time <= truth.duration + 10, run.follower.status != .finished {
            var fix = truth.fix(at: time, start: 1_800_000_000 + clock - time, horizontalError: 12)
            fix.coordinate = fix.coordinate.map { noise.displace($0, sigma: 5) }
            if time >= stopTime, stoppedFor < 30 {
                fix.speed = 0
                fix.track = nil
                stoppedFor += 1
                run.feed(fix)
                statusesAtStop.append(run.follower.status)
            } else {
                run.feed(fix)
                time += 1
            }
            clock += 1
        }
        let expected = route.destinations.enumerated().map { index, waypoint in
            var waypoint = waypoint
            waypoint.isFinal = index == route.destinations.count - 1
            return waypoint
        }
        #expect(run.arrivals == expected, "\(name)")
        #expect(stoppedFor == 30)
        #expect(statusesAtStop.allSatisfy { $0 == .arrived(waypointIndex: 0) }, "\(name)")
        #expect(run.rerouteRequests == 0, "\(name)")
        // After the stop's arrival the next leg is announced and its steps follow.
        let kinds = run.events.map(\.kind)
        if let arrival = kinds.firstIndex(of: .arrival) {
            #expect(kinds[arrival + 1] == .routeChanged)
            #expect(run.events[(arrival + 2)...].first { $0.navInfo != nil }?.navInfo?.routeChanged == true)
        }
    }
}
