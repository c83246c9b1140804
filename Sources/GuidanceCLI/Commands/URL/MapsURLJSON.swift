import MapsURL
import StrictJSON

/// The JSON `guidance url parse` prints: the scheme, every parameter in order, and the typed
/// values of the known ones.
struct MapsURLJSON {
    struct Place {
        var kind: String
        var text: String?
        var coordinate: MapsCoordinate?

        init(_ waypoint: MapsWaypoint) {
            switch waypoint {
            case .currentLocation: kind = "currentLocation"
            case .coordinate(let point):
                kind = "coordinate"
                coordinate = point
            case .query(let query):
                kind = "query"
                text = query
            }
        }
    }

    var kind: String
    var scheme: String
    var url: String
    var parameters: [(name: String, value: String?)]?
    var center: MapsCoordinate?
    var mapmode: String?
    var views: [String]?
    var zoom: Double?
    var q: String?
    var saddr: Place?
    var daddr: Place?
    var directionsmode: String?
    var callback: XCallback?
    var unknown: [(name: String, value: String?)]?
    /// The website URL shown and the parsed one it stands for.
    var desktop: (url: String, parsed: DesktopMapsURL)?

    init(app url: MapsAppURL) {
        kind = "app"
        scheme = url.scheme.rawValue
        self.url = url.description
        parameters = url.parameters.map { ($0.name, $0.value) }
        center = url.center
        mapmode = url.mapMode?.rawValue
        views = url.views?.map(\.rawValue)
        zoom = url.zoom?.value
        q = url.query
        saddr = url.start.map(Place.init)
        daddr = url.destination.map(Place.init)
        directionsmode = url.travelMode?.rawValue
        callback = url.callback
        unknown = url.unknownParameters
    }

    init(link: MapsDesktopLink) {
        kind = "desktopLink"
        scheme = MapsDesktopLink.scheme
        url = link.description
        callback = link.callback
        desktop = (link.websiteURL(), link.desktopURL)
    }

    init(desktop url: DesktopMapsURL) {
        kind = "desktop"
        scheme = url.scheme ?? ""
        self.url = url.description
        desktop = (url.description, url)
    }

    init(probe scheme: String) {
        kind = "probe"
        self.scheme = scheme
        url = "\(scheme)://"
    }

    /// One line of JSON, keys sorted, absent values left out.
    func encoded() -> String {
        var json = JSONWriter()
        if let callback {
            json.addObject("callback") { inner in
                inner.add("source", callback.source)
                inner.add("success", callback.success)
            }
        }
        if let center { json.addObject("center") { center.write(to: &$0) } }
        if let daddr { json.addObject("daddr") { daddr.write(to: &$0) } }
        if let desktop {
            json.addObject("desktop") { inner in
                inner.add("form", desktop.parsed.form.rawValue)
                inner.add("host", desktop.parsed.host)
                inner.add("pathAndQuery", desktop.parsed.pathAndQuery)
                inner.add("url", desktop.url)
            }
        }
        json.add("directionsmode", directionsmode)
        json.add("kind", kind)
        json.add("mapmode", mapmode)
        if let parameters { Self.write(parameters, as: "parameters", to: &json) }
        json.add("q", q)
        if let saddr { json.addObject("saddr") { saddr.write(to: &$0) } }
        json.add("scheme", scheme)
        if let unknown { Self.write(unknown, as: "unknown", to: &json) }
        json.add("url", url)
        if let views { json.addStrings("views", views) }
        json.add("zoom", zoom)
        return json.json
    }

    private static func write(
        _ parameters: [(name: String, value: String?)], as key: String, to json: inout JSONWriter
    ) {
        json.addObjects(key, parameters) { inner, parameter in
            inner.add("name", parameter.name)
            inner.add("value", parameter.value)
        }
    }
}

extension MapsCoordinate {
    fileprivate func write(to json: inout JSONWriter) {
        json.add("latitude", latitude)
        json.add("longitude", longitude)
    }
}

extension MapsURLJSON.Place {
    fileprivate func write(to json: inout JSONWriter) {
        if let coordinate { json.addObject("coordinate") { coordinate.write(to: &$0) } }
        json.add("kind", kind)
        json.add("text", text)
    }
}
