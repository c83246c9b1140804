import Foundation
import GuidanceModel

/// Great-circle arithmetic on a spherical Earth: accurate to a few meters over a city drive,
/// which is all a simulated vehicle and its road-snapped position need.
public enum Geodesy {
    /// The mean Earth radius in meters (IUGG), the usual haversine radius.
    public static let earthRadiusMeters = 6_371_008.8
    /// Meters per degree of latitude (and of longitude at the equator) on this sphere.
    package static let metersPerDegree = earthRadiusMeters * .pi / 180

    /// The haversine distance between two points, in meters.
    public static func distance(_ from: Coordinate, _ to: Coordinate) -> Double {
        let lat1 = radians(from.latitude)
        let lat2 = radians(to.latitude)
        let deltaLat = lat2 - lat1
        let deltaLon = radians(to.longitude - from.longitude)
        let sinLat = sin(deltaLat / 2)
        let sinLon = sin(deltaLon / 2)
        let chord = sinLat * sinLat + cos(lat1) * cos(lat2) * sinLon * sinLon
        return 2 * earthRadiusMeters * asin(min(1, sqrt(chord)))
    }

    /// The initial bearing from one point toward another, degrees clockwise from north in 0..<360.
    public static func bearing(_ from: Coordinate, _ to: Coordinate) -> Double {
        let lat1 = radians(from.latitude)
        let lat2 = radians(to.latitude)
        let deltaLon = radians(to.longitude - from.longitude)
        let y = sin(deltaLon) * cos(lat2)
        let x = cos(lat1) * sin(lat2) - sin(lat1) * cos(lat2) * cos(deltaLon)
        return normalizedDegrees(degrees(atan2(y, x)))
    }

    /// The point reached by going `meters` from `origin` along the initial `bearing`.
    public static func destination(from origin: Coordinate, bearing: Double, meters: Double) -> Coordinate {
        let angular = meters / earthRadiusMeters
        let heading = radians(bearing)
        let lat1 = radians(origin.latitude)
        let lon1 = radians(origin.longitude)
        let lat2 = asin(sin(lat1) * cos(angular) + cos(lat1) * sin(angular) * cos(heading))
        let lon2 =
            lon1 + atan2(sin(heading) * sin(angular) * cos(lat1), cos(angular) - sin(lat1) * sin(lat2))
        return Coordinate(latitude: degrees(lat2), longitude: normalizedLongitude(degrees(lon2)))
    }

    /// The point a fraction of the way from `from` to `to` (linear in degrees, fine for the short
    /// segments of a road geometry).
    public static func interpolate(_ from: Coordinate, _ to: Coordinate, fraction: Double) -> Coordinate {
        Coordinate(
            latitude: from.latitude + (to.latitude - from.latitude) * fraction,
            longitude: from.longitude + (to.longitude - from.longitude) * fraction)
    }

    /// Degrees folded into 0..<360.
    public static func normalizedDegrees(_ value: Double) -> Double {
        let turned = value.truncatingRemainder(dividingBy: 360)
        let positive = turned < 0 ? turned + 360 : turned
        return positive >= 360 ? 0 : positive
    }

    static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
    static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// A longitude folded into -180...180, in one step for any value: a huge or infinite one
    /// (a caller's, or a simulated fix's near a pole) would keep a loop of ±360 turning forever.
    package static func normalizedLongitude(_ value: Double) -> Double {
        if (-180...180).contains(value) { return value }
        let folded = normalizedDegrees(value)
        return folded > 180 ? folded - 360 : folded
    }
}
