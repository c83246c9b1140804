/// The vehicle's position snapped to the road, as the road-snapped location provider reports it.
public struct RoadSnappedLocation: Sendable, Hashable {
    /// Where the vehicle is.
    public var coordinate: Coordinate
    /// Heading in degrees clockwise from north, when known.
    public var bearing: Double?
    /// Speed over ground in meters per second, when known.
    public var speed: Double?

    /// Creates a location.
    public init(coordinate: Coordinate, bearing: Double? = nil, speed: Double? = nil) {
        self.coordinate = coordinate
        self.bearing = bearing
        self.speed = speed
    }

    /// A bearing turned into 0..<360, or nil when it is not a number.
    static func normalizedBearing(_ degrees: Double) -> Double? {
        guard degrees.isFinite else { return nil }
        let turned = degrees.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }
}
