/// A latitude,longitude pair as the URL schemes write it (`center`, and `saddr`/`daddr` when they
/// name a point). Always in range: the only way to make one is the checking initializer.
public struct MapsCoordinate: Sendable, Hashable, CustomStringConvertible {
    /// Degrees north, -90...90.
    public let latitude: Double
    /// Degrees east, -180...180.
    public let longitude: Double

    /// Creates a coordinate, rejecting out-of-range or non-finite degrees; `parameter` names the
    /// URL parameter in the error.
    public init(latitude: Double, longitude: Double, parameter: String = "center") throws(MapsURLError) {
        guard latitude.isFinite, (-90.0...90.0).contains(latitude) else {
            throw MapsURLError(
                .invalidValue, parameter: parameter, value: DecimalText.text(latitude),
                reason: "latitude must be between -90 and 90")
        }
        guard longitude.isFinite, (-180.0...180.0).contains(longitude) else {
            throw MapsURLError(
                .invalidValue, parameter: parameter, value: DecimalText.text(longitude),
                reason: "longitude must be between -180 and 180")
        }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// `latitude,longitude` in plain decimals, as written into a URL.
    public var description: String {
        "\(DecimalText.text(latitude)),\(DecimalText.text(longitude))"
    }

    /// Parses `lat,lon` (spaces around the numbers allowed); throws naming `parameter`.
    public static func parse(_ text: String, parameter: String) throws(MapsURLError) -> MapsCoordinate {
        guard let (latitude, longitude) = numericPair(text) else {
            throw MapsURLError(
                .invalidValue, parameter: parameter, value: text,
                reason: "expected latitude,longitude in decimal degrees")
        }
        do {
            return try MapsCoordinate(latitude: latitude, longitude: longitude, parameter: parameter)
        } catch {
            throw MapsURLError(error.kind, parameter: parameter, value: text, reason: error.reason)
        }
    }

    /// The two numbers of a `number,number` text, or nil when the text has another shape.
    static func numericPair(_ text: String) -> (Double, Double)? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let trimmed = parts.map { $0.trimmingSpaces }
        guard trimmed.allSatisfy({ DecimalText.isDecimal($0, allowSign: true) }),
            let latitude = Double(trimmed[0]), let longitude = Double(trimmed[1])
        else { return nil }
        return (latitude, longitude)
    }
}

extension Substring {
    /// The text without leading and trailing spaces (a `+` in a query decodes to a space).
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return text
    }
}
