import GuidanceModel

/// Google's encoded polyline format, which OSRM and Valhalla use for route geometry: precision 5
/// (OSRM's default) or 6 (Valhalla's default, and OSRM's `geometries=polyline6`).
public enum Polyline {
    /// How many decimal digits a coordinate keeps.
    public enum Precision: Int, Sendable, Hashable, CaseIterable {
        /// 1e-5 degrees, about a meter.
        case five = 5
        /// 1e-6 degrees, about ten centimeters.
        case six = 6

        /// Coordinates in degrees times this are the integers the format stores.
        public var factor: Double { self == .five ? 1e5 : 1e6 }
    }

    /// Why an encoded string cannot be decoded.
    public enum DecodingFailure: Error, Sendable, Hashable, CustomStringConvertible {
        /// A character outside the format's alphabet (`?`…`~`), at a 0-based offset.
        case invalidCharacter(offset: Int)
        /// The string ends in the middle of a number or of a coordinate pair.
        case truncated

        /// In words, for error messages.
        public var description: String {
            switch self {
            case .invalidCharacter(let offset):
                "character at offset \(offset) is not part of the polyline alphabet"
            case .truncated:
                "polyline ends in the middle of a coordinate"
            }
        }
    }

    /// Decodes a polyline into coordinates, latitude first as the format stores them.
    public static func decode(
        _ encoded: String, precision: Precision = .five
    ) throws(DecodingFailure) -> [Coordinate] {
        let bytes = Array(encoded.utf8)
        var coordinates: [Coordinate] = []
        var index = 0
        var latitude = 0
        var longitude = 0
        while index < bytes.count {
            latitude += try readNumber(bytes, &index)
            guard index < bytes.count else { throw .truncated }
            longitude += try readNumber(bytes, &index)
            coordinates.append(
                Coordinate(
                    latitude: Double(latitude) / precision.factor,
                    longitude: Double(longitude) / precision.factor))
        }
        return coordinates
    }

    private static func readNumber(_ bytes: [UInt8], _ index: inout Int) throws(DecodingFailure) -> Int {
        var result = 0
        var shift = 0
        while true {
            guard index < bytes.count else { throw .truncated }
            let byte = bytes[index]
            guard byte >= 63, byte <= 126 else { throw .invalidCharacter(offset: index) }
            index += 1
            let chunk = Int(byte) - 63
            guard shift < 60 else { throw .invalidCharacter(offset: index - 1) }
            result |= (chunk & 0x1F) << shift
            shift += 5
            if chunk < 0x20 { break }
        }
        return (result & 1) != 0 ? ~(result >> 1) : (result >> 1)
    }
}
