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

        var factor: Double { self == .five ? 1e5 : 1e6 }
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

    /// Encodes coordinates; decoding the result gives them back rounded to the precision.
    public static func encode(_ coordinates: [Coordinate], precision: Precision = .five) -> String {
        var output: [UInt8] = []
        var previousLatitude = 0
        var previousLongitude = 0
        for coordinate in coordinates {
            let latitude = Int((coordinate.latitude * precision.factor).rounded())
            let longitude = Int((coordinate.longitude * precision.factor).rounded())
            writeNumber(latitude - previousLatitude, into: &output)
            writeNumber(longitude - previousLongitude, into: &output)
            previousLatitude = latitude
            previousLongitude = longitude
        }
        return String(decoding: output, as: UTF8.self)
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

    private static func writeNumber(_ value: Int, into output: inout [UInt8]) {
        var number = value < 0 ? ~(value << 1) : (value << 1)
        while number >= 0x20 {
            output.append(UInt8((0x20 | (number & 0x1F)) + 63))
            number >>= 5
        }
        output.append(UInt8(number + 63))
    }
}
