import StrictJSON

/// What an input holds, told by its content and never by its layout: a route response is the
/// same on one line as pretty-printed, with CR LF or a byte-order mark, from a file or a pipe.
/// Commands that read routes and commands that read feeds use it to take their input, or to
/// name the command the input was meant for.
enum DocumentKind: Equatable {
    /// An OSRM v5 or Valhalla (`format=osrm`) response, or a bare route object.
    case route
    /// An event feed: its first object is an event with a `type`.
    case feed
    /// Neither could be recognised (not JSON, or an object of another kind).
    case unknown

    /// Keys only a route response (or an engine's error answer) has at its top level.
    private static let routeKeys: Set<String> = ["routes", "legs", "trip", "waypoints", "code"]

    /// The kind of `bytes`, from the keys of its first JSON object.
    static func of(_ bytes: some Collection<UInt8>) -> DocumentKind {
        guard let keys = JSONParser.topLevelKeys(of: bytes) else { return .unknown }
        if keys.contains("type") { return .feed }
        if keys.contains(where: routeKeys.contains) { return .route }
        return .unknown
    }

    /// The hint for a route response given where a feed is expected.
    static func routeGivenAsFeed(_ name: String) -> String {
        "\(name): this is a route response, not an event feed; drive it with"
            + " `guidance simulate \(name == "<stdin>" ? "-" : name) | guidance run -`"
    }

    /// The hint for a feed given where a route response is expected.
    static func feedGivenAsRoute(_ name: String) -> String {
        "\(name): this is an event feed, not a route response; play it with"
            + " `guidance run \(name == "<stdin>" ? "-" : name)`"
    }
}
