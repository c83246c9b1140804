import MapsURL
import StrictJSON

/// The JSON `guidance url parse` prints: the scheme, every parameter in order, and the typed
/// values of the known ones.
struct MapsURLJSON {
    struct Parameter {
        var name: String
        var value: String?
    }

    struct Point {
        var latitude: Double
        var longitude: Double

        init(_ coordinate: MapsCoordinate) {
            latitude = coordinate.latitude
            longitude = coordinate.longitude
        }
    }

    struct Place {
        var kind: String
        var text: String?
        var coordinate: Point?

        init(_ waypoint: MapsWaypoint) {
            switch waypoint {
            case .currentLocation: kind = "currentLocation"
            case .coordinate(let point):
                kind = "coordinate"
                coordinate = Point(point)
            case .query(let query):
                kind = "query"
                text = query
            }
        }
    }

    struct Callback {
        var source: String
        var success: String
    }

    struct Desktop {
        var url: String
        var host: String
        var pathAndQuery: String
        var form: String
    }

    var kind: String
    var scheme: String
    var url: String
    var parameters: [Parameter]?
    var center: Point?
    var mapmode: String?
    var views: [String]?
    var zoom: Double?
    var q: String?
    var saddr: Place?
    var daddr: Place?
    var directionsmode: String?
    var callback: Callback?
    var unknown: [Parameter]?
    var desktop: Desktop?

    init(app url: MapsAppURL) {
        kind = "app"
        scheme = url.scheme.rawValue
        self.url = url.description
        parameters = url.parameters.map { Parameter(name: $0.name, value: $0.value) }
        center = url.center.map(Point.init)
        mapmode = url.mapMode?.rawValue
        views = url.views?.map(\.rawValue)
        zoom = url.zoom?.value
        q = url.query
        saddr = url.start.map(Place.init)
        daddr = url.destination.map(Place.init)
        directionsmode = url.travelMode?.rawValue
        callback = url.callback.map { Callback(source: $0.source, success: $0.success) }
        unknown = url.unknownParameters.map { Parameter(name: $0.name, value: $0.value) }
    }

    init(link: MapsDesktopLink) {
        kind = "desktopLink"
        scheme = MapsDesktopLink.scheme
        url = link.description
        callback = link.callback.map { Callback(source: $0.source, success: $0.success) }
        desktop = Desktop(link.desktopURL, url: link.websiteURL())
    }

    init(desktop url: DesktopMapsURL) {
        kind = "desktop"
        scheme = url.scheme ?? ""
        self.url = url.description
        desktop = Desktop(url, url: url.description)
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
                inner.add("form", desktop.form)
                inner.add("host", desktop.host)
                inner.add("pathAndQuery", desktop.pathAndQuery)
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

    private static func write(_ parameters: [Parameter], as key: String, to json: inout JSONWriter) {
        json.addObjects(key, parameters) { inner, parameter in
            inner.add("name", parameter.name)
            inner.add("value", parameter.value)
        }
    }
}

extension MapsURLJSON.Point {
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

extension MapsURLJSON.Desktop {
    init(_ url: DesktopMapsURL, url text: String) {
        self.url = text
        host = url.host
        pathAndQuery = url.pathAndQuery
        form = url.form.rawValue
    }
}
