import Foundation
import GuidanceModel
import Location
import Navigation
import RouteImport
import Testing

/// The follower can be driven in a loop by a benchmark over a long, noisy drive and still get it
/// right. Its cost is measured by `guidance-bench follow` on a release build, not here.
@Suite struct FollowerCostTests {
    /// 100 km of zig-zag road: 100 steps of 1 km, a vertex every 20 m (5,000 segments).
    static func longRoute() throws -> ImportedRoute {
        var steps: [SyntheticStep] = []
        var point = (0.0, 0.0)
        for index in 0..<100 {
            var points = [point]
            for vertex in 1...50 {
                let wiggle = vertex % 2 == 0 ? 0.0 : 3.0
                points.append((point.0 + wiggle, point.1 + 20 * Double(vertex)))
            }
            point = (point.0, point.1 + 1000)
            steps.append(
                SyntheticStep(
                    type: index == 0 ? "depart" : "new name", modifier: index == 0 ? nil : "straight",
                    name: "Estrada \(index)", points: points))
        }
        steps.append(SyntheticStep(type: "arrive", name: "Estrada 99", points: [point]))
        return try TestRoutes.synthetic(legs: [steps])
    }

    @Test func aLongNoisyDriveIsFollowedToTheEnd() throws {
        let route = try Self.longRoute()
        let truth = TrueDrive(route)
        var noise = GaussianNoise(seed: 5)
        var fixes: [Fix] = []
        var time = 0.0
        while time <= truth.duration + 10 {
            var fix = truth.fix(at: time, horizontalError: 12)
            fix.coordinate = fix.coordinate.map { noise.displace($0, sigma: 5) }
            fixes.append(fix)
            time += 1
        }
        var follower = RouteFollower(route: route)
        var arrivals = 0
        for fix in fixes {
            for event in follower.update(fix) where event.kind == .arrival { arrivals += 1 }
        }
        #expect(arrivals == 1)
        #expect(follower.status == .finished)
    }
}
