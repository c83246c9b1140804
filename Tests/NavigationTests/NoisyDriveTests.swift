import GuidanceModel
import Location
import Navigation
import Testing

/// (b) A receiver's noise: 5 m Gaussian on each axis, a little on speed and track.
@Suite struct NoisyDriveTests {
    /// Drives `name` with noisy fixes; the along-route errors and the largest backward step.
    static func drive(_ name: String, seed: UInt64) throws -> (
        errors: [Double], backward: Double, run: FollowerRun
    ) {
        let route = try TestRoutes.named(name)
        let truth = TrueDrive(route)
        var noise = GaussianNoise(seed: seed)
        var run = FollowerRun(route)
        var errors: [Double] = []
        var backward = 0.0
        var previous = 0.0
        var time = 0.0
        while time <= truth.duration + 10, run.follower.status != .finished {
            var fix = truth.fix(at: time, horizontalError: 12)
            fix.coordinate = fix.coordinate.map { noise.displace($0, sigma: 5) }
            fix.speed = fix.speed.map { max(0, $0 + noise.next(sigma: 0.3)) }
            fix.track = fix.track.map { $0 + noise.next(sigma: 4) }
            run.feed(fix)
            let progress = run.follower.progressMeters
            errors.append(progress - truth.distance(at: time))
            backward = max(backward, previous - progress)
            previous = progress
            time += 1
        }
        return (errors, backward, run)
    }

    @Test(arguments: TestRoutes.engineAnswers + TestRoutes.examples)
    func theMedianErrorAlongTheRouteIsAtMostThreeMeters(_ name: String) throws {
        let (errors, backward, run) = try Self.drive(name, seed: 7)
        let median = medianMagnitude(errors)
        print("noisy drive \(name): median along-route error \(median) m, largest step back \(backward) m")
        #expect(median <= 3, "\(name): median along-route error \(median) m")
        #expect(backward <= 10, "\(name): progress went back \(backward) m")
        #expect(run.rerouteRequests == 0, "\(name)")
        #expect(run.follower.remainingWaypoints.isEmpty, "\(name)")
        #expect(run.arrivals.last?.isFinal == true, "\(name)")
    }

    @Test func noiseNeverCallsTheDriverOffRoute() throws {
        for seed: UInt64 in 1...5 {
            let (_, _, run) = try Self.drive("sao-paulo.osrm.json", seed: seed)
            #expect(run.updates.allSatisfy { $0.navState != .rerouting }, "seed \(seed)")
            #expect(run.arrivals.count == 1, "seed \(seed)")
        }
    }
}
