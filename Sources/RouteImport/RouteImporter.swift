import Geometry
import GuidanceModel
import StrictJSON

/// Choices for reading a route response.
public struct RouteImportOptions: Sendable, Hashable {
    /// How encoded polylines are read.
    public enum PolylineChoice: Sendable, Hashable {
        /// Precision 5 or 6, whichever puts the first point of a step at its maneuver location
        /// (or, without locations, whichever gives coordinates on the globe).
        case auto
        /// Always this precision.
        case fixed(Polyline.Precision)
    }

    /// How encoded polylines are read; GeoJSON geometry needs no choice.
    public var polyline: PolylineChoice
    /// Which of the response's alternative routes to import (0 = the best).
    public var routeIndex: Int

    /// Creates options: auto-detected polylines, first route.
    public init(polyline: PolylineChoice = .auto, routeIndex: Int = 0) {
        self.polyline = polyline
        self.routeIndex = routeIndex
    }
}

/// Reads OSRM v5 route responses and Valhalla's OSRM-compatible output (`format=osrm`) into an
/// ``ImportedRoute``: the one entry point for `guidance directions` and `guidance simulate`.
public enum RouteImporter {
    /// The largest `distance` (m) or `duration` (s) a route may give a step, leg or route:
    /// ``Clamping/ceiling``, where the event feed clamps the same quantities. Larger values are
    /// an import error, so that nothing downstream meets a distance it cannot write.
    public static let largestMeasure = Clamping.ceiling

    /// Imports a route from a JSON response.
    ///
    /// - Parameters:
    ///   - data: the response bytes (UTF-8 JSON): `{"code":"Ok","routes":[…],"waypoints":[…]}`, or
    ///     a bare route object with `legs`.
    ///   - source: the file name used in error messages (`-` for stdin).
    ///   - options: polyline precision and route choice.
    /// - Throws: ``RouteImportError`` naming the line and field for anything malformed. Unknown
    ///   maneuver types are not errors: they map to `unknown` and leave a warning on the route.
    public static func importRoute(
        data: some Collection<UInt8>, source: String, options: RouteImportOptions = RouteImportOptions()
    ) throws(RouteImportError) -> ImportedRoute {
        let root: JSONNode
        do {
            root = try JSONParser.parse(data)
        } catch {
            throw RouteImportError(
                source: source, line: error.line, field: nil,
                reason: "not valid JSON: \(error.reason) (column \(error.column))")
        }
        var reader = RouteReader(options: options)
        return try reader.read(
            JSONCursor(root, file: source) {
                RouteImportError(source: $0.file, line: $0.line, field: $0.field, reason: $0.reason)
            })
    }
}
