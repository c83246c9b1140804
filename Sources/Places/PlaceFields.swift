/// A text in a language, as the API writes `displayName`.
public struct LocalizedText: Sendable, Hashable, Decodable {
    /// The text.
    public var text: String
    /// Its BCP 47 language code, when given.
    public var languageCode: String?

    /// Creates a text.
    public init(text: String, languageCode: String? = nil) {
        self.text = text
        self.languageCode = languageCode
    }
}

/// The place's position (`location`), checked to be on Earth.
public struct PlaceLocation: Sendable, Hashable, Decodable {
    /// Degrees north, -90...90.
    public var latitude: Double
    /// Degrees east, -180...180.
    public var longitude: Double

    /// Creates a position.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Decodes and range-checks the two degrees.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        guard (-90.0...90.0).contains(latitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: container, debugDescription: "must be -90...90")
        }
        guard (-180.0...180.0).contains(longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .longitude, in: container, debugDescription: "must be -180...180")
        }
    }

    private enum Keys: String, CodingKey {
        case latitude, longitude
    }
}

/// One part of the address (`addressComponents[]`), for extracting e.g. the city; never for
/// formatting the address (use `formattedAddress`).
public struct AddressComponent: Sendable, Hashable, Decodable {
    /// The full text, e.g. "Avenida Paulista".
    public var longText: String?
    /// The abbreviated text, e.g. "SP".
    public var shortText: String?
    /// What the component is, e.g. `route`, `locality`.
    public var types: [String]
    /// The language of the texts.
    public var languageCode: String?

    /// Decodes a component; `types` may be absent.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        longText = try container.decodeIfPresent(String.self, forKey: .longText)
        shortText = try container.decodeIfPresent(String.self, forKey: .shortText)
        types = try container.decodeIfPresent([String].self, forKey: .types) ?? []
        languageCode = try container.decodeIfPresent(String.self, forKey: .languageCode)
    }

    private enum Keys: String, CodingKey {
        case longText, shortText, types, languageCode
    }
}

/// A data provider the app must credit when it shows the place (`attributions[]`).
public struct Attribution: Sendable, Hashable, Decodable {
    /// The provider's name.
    public var provider: String?
    /// The provider's web address.
    public var providerUri: String?
}
