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

    private enum CodingKeys: String, CodingKey {
        case latitude, longitude, lat, lng, lon
    }

    /// Decodes any accepted spelling and rejects positions off the globe.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude =
            try container.decodeIfPresent(Double.self, forKey: .latitude)
            ?? container.decode(Double.self, forKey: .lat)
        let longitude =
            try container.decodeIfPresent(Double.self, forKey: .longitude)
            ?? container.decodeIfPresent(Double.self, forKey: .lng)
            ?? container.decode(Double.self, forKey: .lon)
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
