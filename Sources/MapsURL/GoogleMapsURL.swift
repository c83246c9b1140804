/// Any of the three Google Maps app schemes, for callers that accept whichever they are given.
public enum GoogleMapsURL: Sendable, Hashable, CustomStringConvertible {
    /// `comgooglemaps://` or `comgooglemaps-x-callback://`.
    case app(MapsAppURL)
    /// `comgooglemapsurl://`.
    case desktopLink(MapsDesktopLink)
    /// A bare `comgooglemapsurl://` with nothing after it: only good for asking the system
    /// whether the app is installed, never for opening a place.
    case desktopLinkProbe

    /// Parses by scheme; throws ``MapsURLError/Kind/unsupportedScheme`` for any other scheme.
    public static func parse(_ text: String) throws(MapsURLError) -> GoogleMapsURL {
        let (scheme, rest) = try MapsAppURL.splitScheme(Substring(text).trimmingWhitespace)
        switch scheme.lowercased() {
        case MapsDesktopLink.scheme:
            if rest.isEmpty { return .desktopLinkProbe }
            return .desktopLink(try MapsDesktopLink.parse(text))
        case MapsAppURL.Scheme.standard.rawValue, MapsAppURL.Scheme.callback.rawValue:
            return .app(try MapsAppURL.parse(text))
        default:
            throw MapsURLError(
                .unsupportedScheme, value: String(scheme),
                reason: "expected comgooglemaps://, comgooglemaps-x-callback:// or comgooglemapsurl://")
        }
    }

    /// The URL text.
    public var description: String {
        switch self {
        case .app(let url): url.description
        case .desktopLink(let link): link.description
        case .desktopLinkProbe: "\(MapsDesktopLink.scheme)://"
        }
    }
}
