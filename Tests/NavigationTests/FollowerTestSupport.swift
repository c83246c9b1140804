import Foundation
import Geometry
import GuidanceModel
import Location
import Navigation
import RouteImport
import Simulator
import TestSupport

/// The routes the tests follow: real engine answers and the shipped examples.
enum TestRoutes {
    static let root = Repository.root

    static let engineAnswers = [
        "osrm-sp-multi-polyline6.json", "osrm-sp-motorway-exit-polyline.json",
        "osrm-lisboa-motorway-exit-geojson.json", "valhalla-lisboa-multi-pt-PT.json",
        "valhalla-sp-motorway-fork-pt-BR.json",
    ]
    static let examples = ["sao-paulo.osrm.json", "lisbon.osrm.json", "us-city.osrm.json"]

    /// An engine answer from Tests/Fixtures/Engines.
    static func engine(_ name: String) throws -> ImportedRoute {
        try load(root.appendingPathComponent("Tests/Fixtures/Engines").appendingPathComponent(name))
    }

    /// A route from examples/.
    static func example(_ name: String) throws -> ImportedRoute {
        try load(root.appendingPathComponent("examples").appendingPathComponent(name))
    }

    /// Either kind, by file name.
    static func named(_ name: String) throws -> ImportedRoute {
        engineAnswers.contains(name) ? try engine(name) : try example(name)
    }

    private static func load(_ url: URL) throws -> ImportedRoute {
        try RouteImporter.importRoute(data: try Data(contentsOf: url), source: url.lastPathComponent)
    }

    /// A route built from polylines in meters east and north of a point near São Paulo: one leg
    /// per element of `legs`, each a list of steps (type, modifier, name, points).
    static func synthetic(legs: [[SyntheticStep]]) throws -> ImportedRoute {
        var legObjects: [[String: Any]] = []
        var waypoints: [[String: Any]] = []
        for (legIndex, leg) in legs.enumerated() {
            var steps: [[String: Any]] = []
            for step in leg {
                let coordinates = step.points.map { point -> [Double] in
                    let place = SyntheticStep.place(point)
                    return [place.longitude, place.latitude]
                }
                let line = RouteLine(step.points.map(SyntheticStep.place))
                var maneuver: [String: Any] = ["type": step.type, "location": coordinates[0]]
                if let modifier = step.modifier { maneuver["modifier"] = modifier }
                steps.append([
                    "maneuver": maneuver, "name": step.name, "distance": line.length,
                    "duration": line.length / 12.5, "driving_side": "right", "mode": "driving",
                    "geometry": ["type": "LineString", "coordinates": coordinates],
                ])
            }
            if legIndex == 0, let first = leg.first?.points.first {
                let place = SyntheticStep.place(first)
                waypoints.append(["name": "Origem", "location": [place.longitude, place.latitude]])
            }
            if let last = leg.last?.points.last {
                let place = SyntheticStep.place(last)
                waypoints.append([
                    "name": "Parada \(legIndex + 1)", "location": [place.longitude, place.latitude],
                ])
            }
            legObjects.append(["steps": steps, "summary": ""])
        }
        let root: [String: Any] = ["code": "Ok", "routes": [["legs": legObjects]], "waypoints": waypoints]
        let data = try JSONSerialization.data(withJSONObject: root)
        return try RouteImporter.importRoute(data: data, source: "synthetic.json")
    }
}

/// One step of a synthetic route; points are (east, north) meters from the origin.
struct SyntheticStep {
    var type: String
    var modifier: String?
    var name: String
    var points: [(Double, Double)]

    static let origin = Coordinate(latitude: -23.55, longitude: -46.65)

    static func place(_ point: (Double, Double)) -> Coordinate {
        let north = Geodesy.destination(from: origin, bearing: 0, meters: point.1)
        return Geodesy.destination(from: north, bearing: 90, meters: point.0)
    }
}

/// Gaussian noise from the simulator's seeded generator (Box–Muller), so every run is the same.
struct GaussianNoise {
    var random: SplitMix64

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func next(sigma: Double) -> Double {
        let u = max(random.nextUnit(), 1e-12)
        let v = random.nextUnit()
        return sigma * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }

    /// `coordinate` moved by independent east and north errors of `sigma` meters each.
    mutating func displace(_ coordinate: Coordinate, sigma: Double) -> Coordinate {
        let east = next(sigma: sigma)
        let north = next(sigma: sigma)
        let meters = (east * east + north * north).squareRoot()
        let bearing = atan2(east, north) * 180 / .pi
        return Geodesy.destination(from: coordinate, bearing: bearing, meters: meters)
    }
}

/// A vehicle driving a route by its own time profile: where it truly is each second.
struct TrueDrive {
    let plan: DrivePlan

    init(_ route: ImportedRoute) {
        plan = DrivePlan(route: route, speed: .routeDurations)
    }

    var duration: Double { plan.totalTime }

    /// Route distance at `time` seconds.
    func distance(at time: Double) -> Double { plan.distance(at: time) }

    /// A clean fix at `time`: the point on the road, the road's bearing, the profile speed.
    func fix(at time: Double, start: Double = 1_800_000_000, horizontalError: Double = 2) -> Fix {
        let distance = plan.distance(at: time)
        let position = plan.position(at: distance)
        return Fix(
            time: start + time, coordinate: position?.coordinate, speed: plan.speed(at: distance),
            track: position?.bearing, horizontalError: horizontalError, mode: .threeDimensional)
    }
}

/// Feeds fixes and collects what comes out.
struct FollowerRun {
    var follower: RouteFollower
    var events: [NavigatorEvent] = []
    var statuses: [FollowerStatus] = []

    init(_ route: ImportedRoute, options: FollowerOptions = FollowerOptions()) {
        follower = RouteFollower(route: route, options: options)
    }

    @discardableResult
    mutating func feed(_ fix: Fix) -> [NavigatorEvent] {
        let out = follower.update(fix)
        events += out
        statuses.append(follower.status)
        return out
    }

    var updates: [NavInfo] {
        events.compactMap { if case .navInfo(let info) = $0.payload { info } else { nil } }
    }

    var arrivals: [Waypoint] {
        events.compactMap { if case .arrival(let waypoint) = $0.payload { waypoint } else { nil } }
    }

    var rerouteRequests: Int {
        statuses.filter { if case .offRoute(true, _) = $0 { true } else { false } }.count
    }
}

extension NavigatorEvent {
    var navInfo: NavInfo? { if case .navInfo(let info) = payload { info } else { nil } }
}

/// The median of absolute values.
func medianMagnitude(_ values: [Double]) -> Double {
    let sorted = values.map(abs).sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted[sorted.count / 2]
}
