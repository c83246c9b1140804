/// What the navigation pipeline needs from a directions link: where to, from where, and how.
///
/// Builds `comgooglemaps://?daddr=…&directionsmode=…` links and reads the destination and mode
/// back from an app URL, a `comgooglemapsurl://` link or a Google Maps website URL.
public struct DirectionsRequest: Sendable, Hashable {
    /// Where the route ends.
    public var destination: MapsWaypoint
    /// Where it starts; ``MapsWaypoint/currentLocation`` (an empty or absent `saddr`) by default.
    public var start: MapsWaypoint
    /// How to travel; nil leaves the choice to the app.
    public var travelMode: MapsTravelMode?

    /// Creates a request.
    public init(
        to destination: MapsWaypoint, from start: MapsWaypoint = .currentLocation,
        travelMode: MapsTravelMode? = nil
    ) {
        self.destination = destination
        self.start = start
        self.travelMode = travelMode
    }

    /// The app URL: `saddr` only when the start is not the current location, then `daddr`, then
    /// `directionsmode`; with a callback the x-callback scheme and its two parameters.
    public func appURL(callback: XCallback? = nil) -> MapsAppURL {
        var url = MapsAppURL()
        if start != .currentLocation { url.start = start }
        url.destination = destination
        url.travelMode = travelMode
        url.callback = callback
        return url
    }

    /// The validated link text.
    public func link(callback: XCallback? = nil) throws(MapsURLError) -> String {
        try appURL(callback: callback).build()
    }

    /// Reads a directions URL: an app URL (`daddr`, `saddr`, `directionsmode`), or a website URL
    /// or `comgooglemapsurl://` link whose query has `daddr` (with `saddr` and `dirflg` d/r/b/w)
    /// or `destination` (with `origin` and `travelmode`). Throws when there is no destination.
    public static func parse(_ text: String) throws(MapsURLError) -> DirectionsRequest {
        let trimmed = Substring(text).trimmingWhitespace
        let scheme = (try? MapsAppURL.splitScheme(trimmed).0.lowercased()) ?? ""
        let desktop: DesktopMapsURL
        switch scheme {
        case MapsAppURL.Scheme.standard.rawValue, MapsAppURL.Scheme.callback.rawValue:
            let url = try MapsAppURL.parse(text)
            guard let destination = url.destination else {
                throw MapsURLError(
                    .missingParameter, parameter: "daddr", reason: "a directions URL needs daddr")
            }
            return DirectionsRequest(
                to: destination, from: url.start ?? .currentLocation, travelMode: url.travelMode)
        case MapsDesktopLink.scheme:
            desktop = try MapsDesktopLink.parse(text).desktopURL
        default:
            desktop = try DesktopMapsURL.parse(text)
        }
        return try fromWebsite(desktop)
    }

    private static func fromWebsite(_ url: DesktopMapsURL) throws(MapsURLError) -> DirectionsRequest {
        var values: [String: String] = [:]
        for item in QueryCoding.query(of: url.pathAndQuery).map(QueryCoding.split) ?? [] {
            let name = try QueryCoding.decode(item.name, parameter: String(item.name))
            if values[name] == nil {
                values[name] = try QueryCoding.decode(item.value ?? "", parameter: name)
            }
        }
        let destinationName = values["daddr"] != nil ? "daddr" : "destination"
        guard let destinationText = values[destinationName] else {
            throw MapsURLError(
                .missingParameter, parameter: "daddr",
                reason: "a directions URL needs daddr (or destination with api=1)")
        }
        let startName = destinationName == "daddr" ? "saddr" : "origin"
        let start = try values[startName].map { (text) throws(MapsURLError) in
            try MapsWaypoint.parse(text, parameter: startName)
        }
        return DirectionsRequest(
            to: try MapsWaypoint.parse(destinationText, parameter: destinationName),
            from: start ?? .currentLocation,
            travelMode: try websiteMode(values))
    }

    private static func websiteMode(_ values: [String: String]) throws(MapsURLError) -> MapsTravelMode? {
        if let flag = values["dirflg"] {
            let modes: [String: MapsTravelMode] = [
                "d": .driving, "r": .transit, "b": .bicycling, "w": .walking,
            ]
            guard let mode = modes[flag] else {
                throw MapsURLError(
                    .invalidValue, parameter: "dirflg", value: flag, reason: "must be one of d, r, b, w")
            }
            return mode
        }
        if let name = values["travelmode"] {
            guard let mode = MapsTravelMode(rawValue: name) else {
                throw MapsURLError(
                    .invalidValue, parameter: "travelmode", value: name,
                    reason: "must be one of driving, transit, bicycling, walking")
            }
            return mode
        }
        return nil
    }
}
