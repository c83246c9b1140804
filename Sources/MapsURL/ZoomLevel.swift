/// The `zoom` parameter: a Google Maps zoom level, from 0 (the whole world) to 21 (single
/// buildings). Fractional levels are allowed (Maps accepts them, e.g. `15.5`).
public struct ZoomLevel: Sendable, Hashable, CustomStringConvertible {
    /// The accepted levels. The scheme's page gives no range; these are Google Maps' zoom levels.
    public static let range: ClosedRange<Double> = 0...21

    /// The level.
    public let value: Double

    /// Creates a zoom level, rejecting values outside ``range``.
    public init(_ value: Double) throws(MapsURLError) {
        guard value.isFinite, Self.range.contains(value) else {
            throw MapsURLError(
                .invalidValue, parameter: "zoom", value: DecimalText.text(value),
                reason: "zoom must be a number from 0 to 21")
        }
        self.value = value
    }

    /// The level in plain decimals (`14`, `15.5`).
    public var description: String { DecimalText.text(value) }

    /// Parses an unsigned decimal number in range.
    public static func parse(_ text: String) throws(MapsURLError) -> ZoomLevel {
        guard DecimalText.isDecimal(Substring(text), allowSign: false), let number = Double(text) else {
            throw MapsURLError(
                .invalidValue, parameter: "zoom", value: text, reason: "zoom must be a number from 0 to 21")
        }
        return try ZoomLevel(number)
    }
}
