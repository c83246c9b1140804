/// A `comgooglemaps://` or `comgooglemaps-x-callback://` URL: show a map, search, or ask for
/// directions in the Google Maps app.
///
/// The parameters are an ordered list so that a parsed URL is written back in the same order,
/// unknown parameters included; the typed properties read and replace entries of that list.
public struct MapsAppURL: Sendable, Hashable, CustomStringConvertible {
    /// Which of the two app schemes the URL uses.
    public enum Scheme: String, Sendable, Hashable, CaseIterable {
        /// `comgooglemaps://`: open the app.
        case standard = "comgooglemaps"
        /// `comgooglemaps-x-callback://`: open the app with a back button (`x-source`, `x-success`).
        case callback = "comgooglemaps-x-callback"
    }

    /// The scheme.
    public var scheme: Scheme
    /// Every parameter, in URL order.
    public var parameters: [MapsParameter]

    /// Creates a URL from a scheme and parameters (no parameters just launches the app).
    public init(scheme: Scheme = .standard, parameters: [MapsParameter] = []) {
        self.scheme = scheme
        self.parameters = parameters
    }

    /// The URL text, without validation; ``build()`` validates first.
    public var description: String {
        let query = parameters.map { QueryCoding.segment($0.name, $0.value) }.joined(separator: "&")
        return "\(scheme.rawValue)://" + (query.isEmpty ? "" : "?" + query)
    }

    /// Validates the URL and returns its text.
    public func build() throws(MapsURLError) -> String {
        try validate()
        return description
    }

    /// `center`.
    public var center: MapsCoordinate? {
        get { first { if case .center(let value) = $0 { value } else { nil } } }
        set { replace("center", with: newValue.map(MapsParameter.center)) }
    }

    /// `mapmode`.
    public var mapMode: MapMode? {
        get { first { if case .mapMode(let value) = $0 { value } else { nil } } }
        set { replace("mapmode", with: newValue.map(MapsParameter.mapMode)) }
    }

    /// `views`: nil when absent, empty when present without overlays (which clears them all).
    public var views: [MapView]? {
        get { first { if case .views(let value) = $0 { value } else { nil } } }
        set { replace("views", with: newValue.map(MapsParameter.views)) }
    }

    /// `zoom`.
    public var zoom: ZoomLevel? {
        get { first { if case .zoom(let value) = $0 { value } else { nil } } }
        set { replace("zoom", with: newValue.map(MapsParameter.zoom)) }
    }

    /// `q`, the search query.
    public var query: String? {
        get { first { if case .query(let value) = $0 { value } else { nil } } }
        set { replace("q", with: newValue.map(MapsParameter.query)) }
    }

    /// `saddr`, where directions start.
    public var start: MapsWaypoint? {
        get { first { if case .start(let value) = $0 { value } else { nil } } }
        set { replace("saddr", with: newValue.map(MapsParameter.start)) }
    }

    /// `daddr`, where directions end.
    public var destination: MapsWaypoint? {
        get { first { if case .destination(let value) = $0 { value } else { nil } } }
        set { replace("daddr", with: newValue.map(MapsParameter.destination)) }
    }

    /// `directionsmode`.
    public var travelMode: MapsTravelMode? {
        get { first { if case .travelMode(let value) = $0 { value } else { nil } } }
        set { replace("directionsmode", with: newValue.map(MapsParameter.travelMode)) }
    }

    /// The `x-source`/`x-success` pair, nil unless both are present. Setting it also switches the
    /// scheme: a callback needs `comgooglemaps-x-callback://`, nil returns to `comgooglemaps://`.
    public var callback: XCallback? {
        get {
            guard let source = first({ if case .callbackSource(let value) = $0 { value } else { nil } }),
                let success = first({ if case .callbackSuccess(let value) = $0 { value } else { nil } })
            else { return nil }
            return XCallback(source: source, success: success)
        }
        set {
            scheme = newValue == nil ? .standard : .callback
            replace("x-source", with: newValue.map { MapsParameter.callbackSource($0.source) })
            replace("x-success", with: newValue.map { MapsParameter.callbackSuccess($0.success) })
        }
    }

    /// The parameters this module does not type, in order, as decoded name and value.
    public var unknownParameters: [(name: String, value: String?)] {
        parameters.compactMap { if case .other(let name, let value) = $0 { (name, value) } else { nil } }
    }

    private func first<Value>(_ extract: @escaping (MapsParameter) -> Value?) -> Value? {
        parameters.lazy.compactMap(extract).first
    }

    /// Replaces the first typed parameter called `name` in place (dropping any later ones),
    /// appends it when absent, or removes every one when `parameter` is nil.
    private mutating func replace(_ name: String, with parameter: MapsParameter?) {
        let isTarget: (MapsParameter) -> Bool = { candidate in
            if case .other = candidate { return false }
            return candidate.name == name
        }
        let index = parameters.firstIndex(where: isTarget)
        parameters.removeAll(where: isTarget)
        if let parameter { parameters.insert(parameter, at: index ?? parameters.endIndex) }
    }
}
