/// The `directionsmode` parameter: how the traveller moves along the requested route.
public enum MapsTravelMode: String, Sendable, Hashable, CaseIterable {
    /// By car.
    case driving
    /// By public transport.
    case transit
    /// By bicycle.
    case bicycling
    /// On foot.
    case walking
}

extension MapsTravelMode {
    /// Reads a `directionsmode` value (case-sensitive, as the scheme lists it).
    public static func parse(_ text: String) throws(MapsURLError) -> MapsTravelMode {
        try ParameterChoice.parse(text, parameter: "directionsmode")
    }
}
