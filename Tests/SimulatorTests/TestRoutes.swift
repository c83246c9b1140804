import Foundation
import GuidanceModel

@testable import Geometry
@testable import RouteImport

/// Builds small OSRM responses for tests: steps laid out northward along the meridian at 0°E,
/// each with GeoJSON geometry and a declared distance and duration.
struct TestStep {
    var type: String
    var modifier: String?
    var name: String = "Rua Teste"
    var meters: Double = 0
    var seconds: Double = 0
    var extra: [String: Any] = [:]
    var maneuverExtra: [String: Any] = [:]
}

enum TestRoutes {
    /// Meters per degree of latitude on the importer's sphere.
    static let metersPerDegree = Geodesy.earthRadiusMeters * .pi / 180

    /// A response with the given legs; geometry lengths match the declared distances.
    static func response(legs: [[TestStep]], side: String = "right", waypointNames: [String]? = nil) -> Data {
        var latitude = 0.0
        var legObjects: [[String: Any]] = []
        var waypointLatitudes = [0.0]
        for leg in legs {
            var steps: [[String: Any]] = []
            for step in leg {
                let end = latitude + step.meters / metersPerDegree
                var maneuver: [String: Any] = ["type": step.type, "location": [0.0, latitude]]
                if let modifier = step.modifier { maneuver["modifier"] = modifier }
                maneuver.merge(step.maneuverExtra) { _, new in new }
                var object: [String: Any] = [
                    "maneuver": maneuver, "name": step.name, "distance": step.meters,
                    "duration": step.seconds,
                    "driving_side": side, "mode": "driving",
                    "geometry": ["type": "LineString", "coordinates": [[0.0, latitude], [0.0, end]]],
                ]
                object.merge(step.extra) { _, new in new }
                steps.append(object)
                latitude = end
            }
            waypointLatitudes.append(latitude)
            legObjects.append(["steps": steps, "summary": ""])
        }
        var root: [String: Any] = ["code": "Ok", "routes": [["legs": legObjects]]]
        if let waypointNames {
            root["waypoints"] = zip(waypointNames, waypointLatitudes).map { name, lat in
                ["name": name, "location": [0.0, lat]] as [String: Any]
            }
        }
        return (try? JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted])) ?? Data()
    }

    /// depart 1000 m, turn right 500 m, arrive: 1500 m in 150 s (10 m/s).
    static var simpleSteps: [TestStep] {
        [
            TestStep(type: "depart", name: "Avenida A", meters: 1000, seconds: 100),
            TestStep(type: "turn", modifier: "right", name: "Rua B", meters: 500, seconds: 50),
            TestStep(type: "arrive", modifier: "left", name: "Rua B"),
        ]
    }

    static func importing(_ data: Data) throws -> ImportedRoute {
        try RouteImporter.importRoute(data: data, source: "test.json")
    }

    static func simple() throws -> ImportedRoute {
        try importing(response(legs: [simpleSteps], waypointNames: ["Início", "Destino"]))
    }
}
