import Arguments
import MapsURL

/// `guidance url parse URL`: checks a Google Maps app URL (or a desktop Maps URL) and prints
/// what it says as JSON; a bad URL exits 65 naming the parameter and the reason.
struct URLParseCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance url parse",
        abstract: "Check a Google Maps URL and print its parameters as JSON.",
        discussion: """
            Accepts comgooglemaps://, comgooglemaps-x-callback://, comgooglemapsurl:// and desktop
            Maps URLs (maps.google.TLD/, google.TLD/maps/, goo.gl/maps/). Quote the URL in the shell.

            Example:
              guidance url parse 'comgooglemaps://?center=40.765819,-73.975866&zoom=14&views=traffic'
            """,
        positionals: [PositionalSpec("URL", help: "The URL to check.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let text = arguments.positionals[0]
        let json: MapsURLJSON
        do {
            json = try Self.describe(text)
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
        context.stdout.line(json.encoded())
        return .ok
    }

    private static func describe(_ text: String) throws(MapsURLError) -> MapsURLJSON {
        let lower = text.lowercased().drop { $0.isWhitespace }
        if lower.hasPrefix("comgooglemaps") {
            switch try GoogleMapsURL.parse(text) {
            case .app(let url): return MapsURLJSON(app: url)
            case .desktopLink(let link): return MapsURLJSON(link: link)
            case .desktopLinkProbe: return MapsURLJSON(probe: MapsDesktopLink.scheme)
            }
        }
        return MapsURLJSON(desktop: try DesktopMapsURL.parse(text))
    }
}
