/// The vehicle's position snapped to the road, as the road-snapped location provider reports it.
public struct RoadSnappedLocation: Sendable, Hashable, Codable {
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

    private enum CodingKeys: String, CodingKey {
        case bearing, speed
    }

    /// Decodes the coordinate from the same object (`{"latitude":…,"longitude":…,"bearing":…}`);
    /// invalid bearings and speeds are dropped rather than reported as zero.
    public init(from decoder: any Decoder) throws {
        coordinate = try Coordinate(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        bearing = try container.decodeIfPresent(Double.self, forKey: .bearing).flatMap(Self.normalizedBearing)
        speed = try container.decodeIfPresent(Double.self, forKey: .speed).flatMap {
            $0.isFinite && $0 >= 0 ? $0 : nil
        }
    }

    /// A bearing turned into 0..<360, or nil when it is not a number.
    static func normalizedBearing(_ degrees: Double) -> Double? {
        guard degrees.isFinite else { return nil }
        let turned = degrees.truncatingRemainder(dividingBy: 360)
        return turned < 0 ? turned + 360 : turned
    }

    /// Encodes the coordinate fields beside bearing and speed.
    public func encode(to encoder: any Encoder) throws {
        try coordinate.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(bearing, forKey: .bearing)
        try container.encodeIfPresent(speed, forKey: .speed)
    }
}
