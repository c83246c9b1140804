/// A Google Maps website URL that `comgooglemapsurl://` accepts, i.e. one matching
///
///     (http(s?)://)?((maps\.google\.{TLD}/)|((www\.)?google\.{TLD}/maps/)|(goo\.gl/maps/)).*
///
/// with `{TLD}` a real top-level domain (see ``TopLevelDomain``). Path, query and fragment are
/// kept exactly as written.
public struct DesktopMapsURL: Sendable, Hashable, CustomStringConvertible {
    /// Which of the pattern's three forms the host matched.
    public enum Form: String, Sendable, Hashable {
        /// `maps.google.{TLD}/…`
        case mapsHost
        /// `google.{TLD}/maps/…` or `www.google.{TLD}/maps/…`
        case mapsPath
        /// `goo.gl/maps/…`, a short redirect link.
        case shortLink
    }

    /// `http` or `https` as written (lower-cased), or nil when the URL had no scheme.
    public let scheme: String?
    /// The host as written (e.g. `maps.google.com.br`).
    public let host: String
    /// Everything after the host, starting with `/`: path, query and fragment, untouched.
    public let pathAndQuery: String
    /// The pattern form matched.
    public let form: Form

    /// The URL as given (scheme included when it had one).
    public var description: String {
        (scheme.map { "\($0)://" } ?? "") + host + pathAndQuery
    }

    /// Host, path and query without the scheme: what follows `comgooglemapsurl://`.
    public var withoutScheme: String { host + pathAndQuery }

    /// Checks `text` against the pattern; throws ``MapsURLError/Kind/notADesktopMapsURL`` with the
    /// reason when it does not match.
    public static func parse(_ text: String) throws(MapsURLError) -> DesktopMapsURL {
        let trimmed = Substring(text).trimmingWhitespace
        var rest = trimmed
        var scheme: String?
        if let range = trimmed.firstRange(of: "://"),
            XCallback.hasScheme(String(trimmed[..<range.upperBound]))
        {
            let name = trimmed[..<range.lowerBound].lowercased()
            guard name == "http" || name == "https" else {
                throw MapsURLError(
                    .notADesktopMapsURL, value: String(text),
                    reason: "the scheme must be http:// or https:// (or none), not \(name)://")
            }
            scheme = name
            rest = trimmed[range.upperBound...]
        }
        guard !rest.contains(where: \.isWhitespace) else {
            throw MapsURLError(
                .notADesktopMapsURL, value: String(text), reason: "a URL cannot contain spaces")
        }
        let hostEnd = rest.firstIndex(where: { "/?#".contains($0) }) ?? rest.endIndex
        let host = String(rest[..<hostEnd])
        let path = String(rest[hostEnd...])
        let form = try match(host: host, path: path, text: String(text))
        return DesktopMapsURL(scheme: scheme, host: host, pathAndQuery: path, form: form)
    }

    /// The same URL without its scheme.
    var droppingScheme: DesktopMapsURL {
        DesktopMapsURL(scheme: nil, host: host, pathAndQuery: pathAndQuery, form: form)
    }

    private static func match(host: String, path: String, text: String) throws(MapsURLError) -> Form {
        let lower = host.lowercased()
        let form: Form
        let prefixes: [(String, Form)] = [
            ("maps.google.", .mapsHost), ("www.google.", .mapsPath), ("google.", .mapsPath),
        ]
        if lower == "goo.gl" {
            form = .shortLink
        } else if let (prefix, named) = prefixes.first(where: { lower.hasPrefix($0.0) }) {
            form = named
            try TopLevelDomain.check(lower.dropFirst(prefix.count), host: host)
        } else {
            throw MapsURLError(
                .notADesktopMapsURL, value: text,
                reason: "the host \"\(host)\" is not maps.google.TLD, google.TLD, www.google.TLD or goo.gl")
        }
        switch form {
        case .mapsHost:
            guard path.hasPrefix("/") else {
                throw MapsURLError(
                    .notADesktopMapsURL, value: text, reason: "the host must be followed by \"/\"")
            }
        case .mapsPath, .shortLink:
            guard path.hasPrefix("/maps/") else {
                throw MapsURLError(
                    .notADesktopMapsURL, value: text,
                    reason: "the path after \(host) must start with /maps/")
            }
        }
        return form
    }
}
