/// A WGS 84 position. Decodes `latitude`/`longitude` and the short `lat`/`lng`/`lon` spellings
/// that logs and routing engines use.
public struct Coordinate: Sendable, Hashable, Codable {
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

    private enum CodingKeys: String, CodingKey {
        case latitude, longitude, lat, lng, lon
    }

    /// Decodes any accepted spelling and rejects positions off the globe.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let (latitude, longitude) = try Self.degrees(container)
        try self.init(validating: latitude, longitude, in: container)
    }

    /// Decodes a waypoint's position: like a coordinate, but iOS's invalid-coordinate marker is
    /// no position (nil) rather than an error.
    static func waypointPosition(from decoder: any Decoder) throws -> Coordinate? {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let (latitude, longitude) = try degrees(container)
        if isInvalidMarker(latitude: latitude, longitude: longitude) { return nil }
        return try Coordinate(validating: latitude, longitude, in: container)
    }

    private static func degrees(_ container: KeyedDecodingContainer<CodingKeys>) throws -> (Double, Double) {
        let latitude =
            try container.decodeIfPresent(Double.self, forKey: .latitude)
            ?? container.decode(Double.self, forKey: .lat)
        let longitude =
            try container.decodeIfPresent(Double.self, forKey: .longitude)
            ?? container.decodeIfPresent(Double.self, forKey: .lng)
            ?? container.decode(Double.self, forKey: .lon)
        return (latitude, longitude)
    }

    private init(
        validating latitude: Double, _ longitude: Double, in container: KeyedDecodingContainer<CodingKeys>
    ) throws {
        guard (-90...90).contains(latitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: container, debugDescription: "latitude \(latitude) is outside -90...90"
            )
        }
        guard (-180...180).contains(longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .longitude, in: container,
                debugDescription: "longitude \(longitude) is outside -180...180")
        }
        self.init(latitude: latitude, longitude: longitude)
    }

    /// Encodes the long spelling.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(latitude, forKey: .latitude)
        try container.encode(longitude, forKey: .longitude)
    }
}

/// A waypoint's position as decoded: absent when iOS marked it invalid.
struct WaypointPosition: Decodable {
    var coordinate: Coordinate?

    init(from decoder: any Decoder) throws {
        coordinate = try Coordinate.waypointPosition(from: decoder)
    }
}
