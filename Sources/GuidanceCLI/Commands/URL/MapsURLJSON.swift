import Foundation
import MapsURL

/// The JSON `guidance url parse` prints: the scheme, every parameter in order, and the typed
/// values of the known ones.
struct MapsURLJSON: Encodable {
    struct Parameter: Encodable {
        var name: String
        var value: String?
    }

    struct Point: Encodable {
        var latitude: Double
        var longitude: Double

        init(_ coordinate: MapsCoordinate) {
            latitude = coordinate.latitude
            longitude = coordinate.longitude
        }
    }

    struct Place: Encodable {
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

    struct Callback: Encodable {
        var source: String
        var success: String
    }

    struct Desktop: Encodable {
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

    /// One line of sorted-key JSON.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
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
