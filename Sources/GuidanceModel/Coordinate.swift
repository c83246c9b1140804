/// A WGS 84 position. The wire decoder reads `latitude`/`longitude` and the short
/// `lat`/`lng`/`lon` spellings that logs and routing engines use.
public struct Coordinate: Sendable, Hashable {
    /// Degrees north, -90...90.
    public var latitude: Double
    /// Degrees east, -180...180.
    public var longitude: Double

    /// Creates a coordinate.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// iOS gives a waypoint made from a Place ID the coordinate `kCLLocationCoordinate2DInvalid`,
    /// (-180, -180): no position at all, which a logged waypoint carries as if it were one.
    static func isInvalidMarker(latitude: Double, longitude: Double) -> Bool {
        latitude == -180 && longitude == -180
    }
}
