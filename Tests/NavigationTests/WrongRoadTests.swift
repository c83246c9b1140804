import GuidanceModel
import Location
import Navigation
import RouteImport
import Testing

/// (c) Roads beside the route: a carriageway going the other way, the far side of a U-turn.
@Suite struct WrongRoadTests {
    static let start = 1_800_000_000.0

    /// North 1000 m on Avenida A, right 500 m on Rua B, arrive.
    static func straightRoute() throws -> ImportedRoute {
        try TestRoutes.synthetic(legs: [
            [
                SyntheticStep(type: "depart", name: "Avenida A", points: [(0, 0), (0, 500), (0, 1000)]),
                SyntheticStep(
                    type: "turn", modifier: "right", name: "Rua B", points: [(0, 1000), (500, 1000)]),
                SyntheticStep(type: "arrive", name: "Rua B", points: [(500, 1000)]),
            ]
        ])
    }

    @Test func aParallelRoadGoingTheOtherWayNeitherAdvancesNorStaysOnRoute() throws {
        var run = FollowerRun(try Self.straightRoute())
        for second in 0...20 {
            run.feed(Self.fix(east: 0, north: 12.5 * Double(second), track: 0, at: Double(second)))
        }
        let progressBefore = run.follower.progressMeters
        var declaredAt: Double?
        for second in 21...40 {
            // 15 m east, driving south from where the vehicle was.
            let north = 250 - 12.5 * Double(second - 21)
            run.feed(Self.fix(east: 15, north: north, track: 180, at: Double(second)))
            if case .offRoute(true, _) = run.follower.status { declaredAt = declaredAt ?? Double(second) }
        }
        #expect(run.follower.progressMeters <= progressBefore + 1)
        #expect(declaredAt.map { $0 - 21 <= 5 } == true, "declared at \(String(describing: declaredAt))")
        #expect(run.rerouteRequests == 1)
        #expect(run.updates.last?.navState == .rerouting)
    }

    @Test func theOtherCarriagewayOfAUTurnIsNotTakenForTheWayOut() throws {
        // North 400 m on x = 0, U-turn onto the other carriageway 12 m west, south 400 m.
        let route = try TestRoutes.synthetic(legs: [
            [
                SyntheticStep(type: "depart", name: "Avenida Ida", points: [(0, 0), (0, 200), (0, 400)]),
                SyntheticStep(
                    type: "continue", modifier: "uturn", name: "Avenida Volta",
                    points: [(0, 400), (-12, 400), (-12, 200), (-12, 0)]),
                SyntheticStep(type: "arrive", name: "Avenida Volta", points: [(-12, 0)]),
            ]
        ])
        let truth = TrueDrive(route)
        var noise = GaussianNoise(seed: 11)
        var run = FollowerRun(route)
        var errors: [Double] = []
        var time = 0.0
        while time <= truth.duration + 10, run.follower.status != .finished {
            var fix = truth.fix(at: time, horizontalError: 12)
            fix.coordinate = fix.coordinate.map { noise.displace($0, sigma: 5) }
            run.feed(fix)
            let distance = truth.distance(at: time)
            if distance < 380 {
                #expect(
                    run.follower.progressMeters < 412,
                    "at \(distance) m the follower said \(run.follower.progressMeters) m")
            }
            errors.append(run.follower.progressMeters - distance)
            time += 1
        }
        #expect(medianMagnitude(errors) <= 3)
        #expect(run.rerouteRequests == 0)
        #expect(run.arrivals.count == 1)
    }

    @Test func aRouteCrossingItselfIsFollowedThroughTheCrossing() throws {
        // North 400 m, east 200 m, south 200 m, then west 400 m across the first road at 200 m.
        let route = try TestRoutes.synthetic(legs: [
            [
                SyntheticStep(type: "depart", name: "Rua 1", points: [(0, 0), (0, 400)]),
                SyntheticStep(
                    type: "turn", modifier: "right", name: "Rua 2", points: [(0, 400), (200, 400)]),
                SyntheticStep(
                    type: "turn", modifier: "right", name: "Rua 3", points: [(200, 400), (200, 200)]),
                SyntheticStep(
                    type: "turn", modifier: "right", name: "Rua 4", points: [(200, 200), (-200, 200)]),
                SyntheticStep(type: "arrive", name: "Rua 4", points: [(-200, 200)]),
            ]
        ])
        let truth = TrueDrive(route)
        var noise = GaussianNoise(seed: 17)
        var run = FollowerRun(route)
        var worst = 0.0
        var time = 0.0
        while time <= truth.duration + 10, run.follower.status != .finished {
            var fix = truth.fix(at: time, horizontalError: 12)
            fix.coordinate = fix.coordinate.map { noise.displace($0, sigma: 5) }
            run.feed(fix)
            worst = max(worst, abs(run.follower.progressMeters - truth.distance(at: time)))
            time += 1
        }
        #expect(worst < 25, "worst along-route error \(worst) m")
        #expect(run.rerouteRequests == 0)
        #expect(run.arrivals.count == 1)
    }

    @Test func startingOnTheOtherCarriagewayIsOffRoute() throws {
        var run = FollowerRun(try Self.straightRoute())
        for second in 0...8 {
            run.feed(Self.fix(east: 15, north: 600 - 12.5 * Double(second), track: 180, at: Double(second)))
        }
        #expect(run.rerouteRequests == 1)
        #expect(run.follower.progressMeters == 0)
    }

    static func fix(east: Double, north: Double, track: Double, at second: Double, speed: Double = 12.5)
        -> Fix
    {
        Fix(
            time: start + second, coordinate: SyntheticStep.place((east, north)), speed: speed, track: track,
            horizontalError: 5, mode: .threeDimensional)
    }
}
