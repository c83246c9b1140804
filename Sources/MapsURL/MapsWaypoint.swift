/// An end of a route (`saddr` or `daddr`): the user's current location (empty value), a
/// coordinate, or a free-text query whose first result the app picks.
public enum MapsWaypoint: Sendable, Hashable {
    /// The device's own location; written as an empty value.
    case currentLocation
    /// A point given as latitude,longitude.
    case coordinate(MapsCoordinate)
    /// An address or place name to search for.
    case query(String)

    /// The decoded value as it goes into the URL.
    public var text: String {
        switch self {
        case .currentLocation: ""
        case .coordinate(let coordinate): coordinate.description
        case .query(let query): query
        }
    }

    /// Reads a decoded `saddr`/`daddr` value: empty means the current location; two numbers
    /// separated by a comma are a coordinate (and must be in range); anything else is a query.
    public static func parse(_ text: String, parameter: String) throws(MapsURLError) -> MapsWaypoint {
        if text.allSatisfy({ $0 == " " }) { return .currentLocation }
        if MapsCoordinate.numericPair(text) != nil {
            return .coordinate(try MapsCoordinate.parse(text, parameter: parameter))
        }
        return .query(text)
    }
}
