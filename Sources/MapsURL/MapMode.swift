/// The `mapmode` parameter: which kind of map the app shows. When absent the app keeps its
/// current setting.
public enum MapMode: String, Sendable, Hashable, CaseIterable {
    /// The ordinary map.
    case standard
    /// Street View imagery at the map's centre.
    case streetView = "streetview"
}

extension MapMode {
    /// Reads a `mapmode` value (case-sensitive, as the scheme lists it).
    public static func parse(_ text: String) throws(MapsURLError) -> MapMode {
        try ParameterChoice.parse(text, parameter: "mapmode")
    }
}
