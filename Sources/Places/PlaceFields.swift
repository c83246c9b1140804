/// A text in a language, as the API writes `displayName`.
public struct LocalizedText: Sendable, Hashable {
    /// The text.
    public var text: String
    /// Its BCP 47 language code, when given.
    public var languageCode: String?

    /// Creates a text.
    public init(text: String, languageCode: String? = nil) {
        self.text = text
        self.languageCode = languageCode
    }

    /// Reads `{text, languageCode}`; the text is required.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        text = try reader.string("text")
        languageCode = try reader.optionalString("languageCode")
    }
}

/// The place's position (`location`), checked to be on Earth.
public struct PlaceLocation: Sendable, Hashable {
    /// Degrees north, -90...90.
    public var latitude: Double
    /// Degrees east, -180...180.
    public var longitude: Double

    /// Creates a position.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// Reads and range-checks the two degrees.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        latitude = try reader.number("latitude", in: -90...90)
        longitude = try reader.number("longitude", in: -180...180)
    }
}

/// One part of the address (`addressComponents[]`), for extracting e.g. the city; never for
/// formatting the address (use `formattedAddress`).
public struct AddressComponent: Sendable, Hashable {
    /// The full text, e.g. "Avenida Paulista".
    public var longText: String?
    /// The abbreviated text, e.g. "SP".
    public var shortText: String?
    /// What the component is, e.g. `route`, `locality`.
    public var types: [String]
    /// The language of the texts.
    public var languageCode: String?

    /// Reads a component; `types` may be absent.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        longText = try reader.optionalString("longText")
        shortText = try reader.optionalString("shortText")
        types = try reader.optionalStrings("types")
        languageCode = try reader.optionalString("languageCode")
    }
}

/// A data provider the app must credit when it shows the place (`attributions[]`).
public struct Attribution: Sendable, Hashable {
    /// The provider's name.
    public var provider: String?
    /// The provider's web address.
    public var providerUri: String?

    /// Reads `{provider, providerUri}`, both optional.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        provider = try reader.optionalString("provider")
        providerUri = try reader.optionalString("providerUri")
    }
}
