/// One overlay of the `views` parameter; several may be combined, comma-separated.
public enum MapView: String, Sendable, Hashable, CaseIterable {
    /// Satellite imagery.
    case satellite
    /// Live traffic.
    case traffic
    /// Public transport lines.
    case transit
}

extension MapView {
    /// Reads a `views` value: overlay names separated by commas, each at most once; an empty
    /// value is an empty list (switch every overlay off).
    public static func parseList(_ text: String) throws(MapsURLError) -> [MapView] {
        if text.isEmpty { return [] }
        var views: [MapView] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let view: MapView = try ParameterChoice.parse(String(item), parameter: "views")
            guard !views.contains(view) else {
                throw MapsURLError(
                    .invalidValue, parameter: "views", value: text, reason: "\(view.rawValue) is listed twice"
                )
            }
            views.append(view)
        }
        return views
    }
}
