/// One parameter of a `comgooglemaps://` or `comgooglemaps-x-callback://` URL, typed when the
/// scheme defines it and kept verbatim (decoded) when it does not, so that a parsed URL keeps
/// every parameter in its original order.
public enum MapsParameter: Sendable, Hashable {
    /// `center`: the middle of the map view.
    case center(MapsCoordinate)
    /// `mapmode`: standard map or Street View.
    case mapMode(MapMode)
    /// `views`: the overlays to switch on; empty switches every overlay off.
    case views([MapView])
    /// `zoom`: the zoom level.
    case zoom(ZoomLevel)
    /// `q`: a search query.
    case query(String)
    /// `saddr`: where directions start.
    case start(MapsWaypoint)
    /// `daddr`: where directions end.
    case destination(MapsWaypoint)
    /// `directionsmode`: how to travel.
    case travelMode(MapsTravelMode)
    /// `x-source`: the callback button's label (x-callback scheme only).
    case callbackSource(String)
    /// `x-success`: the callback URL (x-callback scheme only).
    case callbackSuccess(String)
    /// Any other parameter, decoded; `value` is nil when the URL had no `=`.
    case other(name: String, value: String?)

    /// The parameter's name in the URL.
    public var name: String {
        switch self {
        case .center: "center"
        case .mapMode: "mapmode"
        case .views: "views"
        case .zoom: "zoom"
        case .query: "q"
        case .start: "saddr"
        case .destination: "daddr"
        case .travelMode: "directionsmode"
        case .callbackSource: "x-source"
        case .callbackSuccess: "x-success"
        case .other(let name, _): name
        }
    }

    /// The decoded value as written into the URL (nil only for a bare unknown name).
    public var value: String? {
        switch self {
        case .center(let coordinate): coordinate.description
        case .mapMode(let mode): mode.rawValue
        case .views(let views): views.map(\.rawValue).joined(separator: ",")
        case .zoom(let zoom): zoom.description
        case .query(let text): text
        case .start(let waypoint), .destination(let waypoint): waypoint.text
        case .travelMode(let mode): mode.rawValue
        case .callbackSource(let text), .callbackSuccess(let text): text
        case .other(_, let value): value
        }
    }

    /// Types a decoded parameter; unknown names (or the callback names outside the x-callback
    /// scheme) become ``other(name:value:)``.
    static func typed(name: String, value: String?, callbackScheme: Bool) throws(MapsURLError)
        -> MapsParameter
    {
        let text = value ?? ""
        switch name {
        case "center": return .center(try MapsCoordinate.parse(text, parameter: name))
        case "mapmode": return .mapMode(try MapMode.parse(text))
        case "views": return .views(try MapView.parseList(text))
        case "zoom": return .zoom(try ZoomLevel.parse(text))
        case "q":
            guard !text.allSatisfy({ $0 == " " }) else {
                throw MapsURLError(
                    .invalidValue, parameter: name, value: text, reason: "the search query is empty")
            }
            return .query(text)
        case "saddr": return .start(try MapsWaypoint.parse(text, parameter: name))
        case "daddr": return .destination(try MapsWaypoint.parse(text, parameter: name))
        case "directionsmode": return .travelMode(try MapsTravelMode.parse(text))
        case "x-source" where callbackScheme: return .callbackSource(text)
        case "x-success" where callbackScheme: return .callbackSuccess(text)
        default: return .other(name: name, value: value)
        }
    }
}
