/// The navigator reports negative and non-finite distances and times in practice; the wire format
/// clamps them into a usable range instead of rejecting the event.
package enum Clamping {
    /// The largest distance (m) or time (s) kept; anything above, infinity included, becomes this.
    public static let ceiling = 1.0e9

    /// Clamps to `0...ceiling`; NaN becomes 0.
    @inlinable
    public static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), ceiling)
    }
}

extension KeyedDecodingContainer {
    /// Decodes a distance or time, accepting the strings `NaN`, `Infinity` and `-Infinity` that
    /// some loggers write, and clamps it.
    func decodeClamped(_ key: Key) throws -> Double? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let number = try? decode(Double.self, forKey: key) {
            return Clamping.clamp(number)
        }
        if let text = try? decode(String.self, forKey: key) {
            switch text.lowercased() {
            case "nan": return 0
            case "infinity", "+infinity", "inf": return Clamping.ceiling
            case "-infinity", "-inf": return 0
            default: break
            }
        }
        throw DecodingError.typeMismatch(
            Double.self,
            DecodingError.Context(
                codingPath: codingPath + [key], debugDescription: "expected a number"))
    }
}

extension KeyedDecodingContainer {
    /// Decodes an integer written as any JSON number with no fraction, as the wire decoder reads
    /// it; a fraction or another type is "expected an integer", null is absent.
    func decodeIntegerIfPresent(_ key: Key) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let value = try? decode(Double.self, forKey: key), value == value.rounded(), abs(value) < 9.0e15 {
            return Int(value)
        }
        throw DecodingError.typeMismatch(
            Int.self,
            DecodingError.Context(codingPath: codingPath + [key], debugDescription: "expected an integer"))
    }
}
