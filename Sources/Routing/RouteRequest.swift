import Foundation
import GuidanceModel
import StrictJSON

/// What a route is asked for: from where (and heading which way, so that a reroute does not
/// begin with a U-turn), through which stops, in which language for the engine's own names.
public struct RouteRequest: Sendable, Hashable {
    /// Where the route starts: the vehicle's position.
    public var origin: Coordinate
    /// The vehicle's course in degrees, when known; the engine then starts the route that way.
    public var heading: Double?
    /// The stops still to visit, the last one the destination.
    public var waypoints: [Coordinate]

    /// Creates a request.
    public init(origin: Coordinate, heading: Double? = nil, waypoints: [Coordinate]) {
        self.origin = origin
        self.heading = heading
        self.waypoints = waypoints
    }

    /// The path and query of the HTTP GET that asks `endpoint` for this route.
    public func target(for endpoint: RouterEndpoint) -> String {
        switch endpoint.engine {
        case .osrm: osrmTarget(endpoint)
        case .valhalla: valhallaTarget(endpoint)
        }
    }

    private var points: [Coordinate] { [origin] + waypoints }

    private func osrmTarget(_ endpoint: RouterEndpoint) -> String {
        let coordinates = points.map { "\(Self.degrees($0.longitude)),\(Self.degrees($0.latitude))" }
        var query = "steps=true&overview=full&geometries=geojson&annotations=true"
        if let bearing {
            query +=
                "&bearings="
                + (["\(bearing),45"] + Array(repeating: "", count: waypoints.count)).joined(separator: ";")
        }
        return
            "\(endpoint.basePath)/route/v1/\(endpoint.profile)/\(coordinates.joined(separator: ";"))?\(query)"
    }

    private func valhallaTarget(_ endpoint: RouterEndpoint) -> String {
        // The body through the one JSON writer; degrees keep their seven decimals (``degrees(_:)``).
        var writer = JSONWriter()
        writer.addObjects("locations", Array(points.enumerated())) { location, entry in
            location.addRaw("lat", Self.degrees(entry.element.latitude))
            location.addRaw("lon", Self.degrees(entry.element.longitude))
            if entry.offset == 0, let bearing {
                location.add("heading", bearing)
                location.add("heading_tolerance", 45)
            }
        }
        writer.add("costing", "auto")
        writer.add("format", "osrm")
        writer.add("banner_instructions", true)
        writer.add("units", "kilometers")
        let body = writer.json
        let encoded = body.addingPercentEncoding(withAllowedCharacters: Self.queryValue) ?? body
        return "\(endpoint.basePath)/route?json=\(encoded)"
    }

    /// The heading as both engines take it: whole degrees from 0 to 359, whatever turns a caller
    /// counts (-90 and 630 are 270); nil without a finite heading.
    var bearing: Int? {
        guard let heading, heading.isFinite else { return nil }
        return Int((heading.truncatingRemainder(dividingBy: 360) + 360).rounded()) % 360
    }

    /// Seven decimals: a centimeter, and no exponent notation.
    private static func degrees(_ value: Double) -> String {
        String(format: "%.7f", value)
    }

    private static let queryValue: CharacterSet = {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return allowed
    }()
}
