import Foundation
import StrictJSON

extension Place {
    /// Reads place JSON (one Places API place object), reporting the line and field path of the
    /// first problem. The bytes are parsed once, strictly; unknown fields are ignored, since a
    /// field mask may ask for many the guidance does not use.
    ///
    /// - Parameters:
    ///   - data: the document (UTF-8 JSON).
    ///   - source: the name errors give the document (a file name, `-` for standard input).
    public static func decode(from data: Data, source: String = "") throws(PlaceDecodingError) -> Place {
        try Place(reading: PlaceReader(parsing: data, source: source))
    }

    /// Reads the place object `reader` stands on (the document, or an element of a list of
    /// places), so that a file holding many places is parsed once and each error names the
    /// place's own path (`places[2].regularOpeningHours…`).
    public init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        guard reader.node.members != nil else {
            throw reader.error("expected a place object, found \(reader.node.kindName)")
        }
        self.init(
            id: try reader.optionalString("id"),
            displayName: try reader.optionalObject("displayName").map(LocalizedText.init(reading:)),
            formattedAddress: try reader.optionalString("formattedAddress"),
            location: try reader.optionalObject("location").map(PlaceLocation.init(reading:)),
            regularOpeningHours: try reader.optionalObject("regularOpeningHours").map(
                OpeningHours.init(reading:)),
            currentOpeningHours: try reader.optionalObject("currentOpeningHours").map(
                OpeningHours.init(reading:)),
            utcOffsetMinutes: try Self.offset(reader),
            businessStatus: try Self.status(reader))
        addressComponents = try Self.list(reader, "addressComponents", AddressComponent.init(reading:))
        // `secondaryOpeningHours` is the older name of the same field.
        let secondaryKey =
            try reader.member("regularSecondaryOpeningHours") != nil
            ? "regularSecondaryOpeningHours" : "secondaryOpeningHours"
        regularSecondaryOpeningHours = try Self.list(reader, secondaryKey, OpeningHours.init(reading:))
        currentSecondaryOpeningHours =
            try Self.list(reader, "currentSecondaryOpeningHours", OpeningHours.init(reading:))
        attributions = try Self.list(reader, "attributions", Attribution.init(reading:))
    }

    /// An optional array of objects, each read by `read`; nil when absent or `null`.
    private static func list<Element>(
        _ reader: PlaceReader, _ key: String,
        _ read: (PlaceReader) throws(PlaceDecodingError) -> Element
    ) throws(PlaceDecodingError) -> [Element]? {
        guard try reader.member(key) != nil else { return nil }
        return try reader.objects(key).map(read)
    }

    /// `utcOffsetMinutes`, within the ±18 hours any zone can be from UTC.
    private static func offset(_ reader: PlaceReader) throws(PlaceDecodingError) -> Int? {
        guard let offset = try reader.optionalInteger("utcOffsetMinutes") else { return nil }
        guard (-18 * 60...18 * 60).contains(offset) else {
            throw reader.failure("utcOffsetMinutes", "must be -1080...1080, got \(offset)")
        }
        return offset
    }

    private static func status(_ reader: PlaceReader) throws(PlaceDecodingError) -> BusinessStatus? {
        guard try reader.optionalString("businessStatus") != nil else { return nil }
        let name = try reader.choice("businessStatus", in: BusinessStatus.allCases.map(\.rawValue))
        return BusinessStatus(rawValue: name)
    }
}
