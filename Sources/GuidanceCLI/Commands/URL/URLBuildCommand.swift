import Arguments
import MapsURL

/// `guidance url build`: writes a `comgooglemaps://` (or, with a callback,
/// `comgooglemaps-x-callback://`) URL from options, checking every value.
struct URLBuildCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance url build",
        abstract: "Build a comgooglemaps:// URL for a map, a search or directions.",
        discussion: """
            Parameters are written in the order q, saddr, daddr, directionsmode, center, zoom,
            views, mapmode, x-source, x-success. An empty --saddr or --daddr means the current
            location; an empty --views clears every overlay. A value the scheme does not allow
            (latitude 91, zoom 40, mode "flying") is a usage error naming the option.

            Example:
              guidance url build --daddr 'Tokyo Tower, Tokyo' --mode transit
            """,
        options: [
            OptionSpec("daddr", valueName: "PLACE", help: "Destination: an address, a name or LAT,LON."),
            OptionSpec("saddr", valueName: "PLACE", help: "Start (default: the current location)."),
            OptionSpec("mode", help: "Travel mode: driving, transit, bicycling or walking."),
            OptionSpec("center", valueName: "LAT,LON", help: "Centre of the map."),
            OptionSpec("zoom", valueName: "N", help: "Zoom level, 0 to 21."),
            OptionSpec(
                "views", valueName: "LIST", help: "Overlays: satellite, traffic, transit (comma-separated)."),
            OptionSpec("mapmode", help: "Map mode: standard or streetview."),
            OptionSpec("q", valueName: "QUERY", help: "Search query."),
        ] + CommonOptions.callback
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let url = try Self.url(from: arguments)
        do {
            context.stdout.line(try url.build())
        } catch {
            throw UsageError(error.description)
        }
        return .ok
    }

    static func url(from arguments: ParsedArguments) throws(UsageError) -> MapsAppURL {
        var url = MapsAppURL()
        do {
            if let query = arguments.value("q") { url.query = try checked(query, "q") }
            if let start = arguments.value("saddr") {
                url.start = try MapsWaypoint.parse(start, parameter: "saddr")
            }
            if let end = arguments.value("daddr") {
                url.destination = try MapsWaypoint.parse(end, parameter: "daddr")
            }
            if let mode = arguments.value("mode") {
                url.travelMode = try MapsTravelMode.parse(mode)
            }
            if let center = arguments.value("center") {
                url.center = try MapsCoordinate.parse(center, parameter: "center")
            }
            if let zoom = arguments.value("zoom") { url.zoom = try ZoomLevel.parse(zoom) }
            if let views = arguments.value("views") { url.views = try MapView.parseList(views) }
            if let mode = arguments.value("mapmode") {
                url.mapMode = try MapMode.parse(mode)
            }
        } catch {
            throw UsageError(error.description)
        }
        url.callback = try CommonOptions.callback(arguments)
        return url
    }

    private static func checked(_ query: String, _ name: String) throws(MapsURLError) -> String {
        guard !query.allSatisfy({ $0 == " " }) else {
            throw MapsURLError(
                .invalidValue, parameter: name, value: query, reason: "the search query is empty")
        }
        return query
    }
}
