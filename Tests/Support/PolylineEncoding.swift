import Geometry
import GuidanceModel

extension Polyline {
    /// Encodes coordinates, the inverse of `decode` up to the precision: the product only reads
    /// polylines, so the encoder lives with the tests that build route fixtures.
    public static func encode(_ coordinates: [Coordinate], precision: Precision = .five) -> String {
        var output: [UInt8] = []
        var previous = (latitude: 0, longitude: 0)
        for coordinate in coordinates {
            let latitude = Int((coordinate.latitude * precision.factor).rounded())
            let longitude = Int((coordinate.longitude * precision.factor).rounded())
            for delta in [latitude - previous.latitude, longitude - previous.longitude] {
                var number = delta < 0 ? ~(delta << 1) : (delta << 1)
                while number >= 0x20 {
                    output.append(UInt8((0x20 | (number & 0x1F)) + 63))
                    number >>= 5
                }
                output.append(UInt8(number + 63))
            }
            previous = (latitude, longitude)
        }
        return String(decoding: output, as: UTF8.self)
    }
}
