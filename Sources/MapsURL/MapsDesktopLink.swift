/// A `comgooglemapsurl://` URL: a Google Maps website URL handed to the app, with the
/// `http(s)://` replaced by the scheme and an optional x-callback pair appended to the query.
public struct MapsDesktopLink: Sendable, Hashable, CustomStringConvertible {
    /// The scheme name.
    public static let scheme = "comgooglemapsurl"

    /// The website URL the link opens, without its scheme (the link replaces it).
    public private(set) var desktopURL: DesktopMapsURL
    /// The back button's label and URL, appended as `x-source` and `x-success`.
    public var callback: XCallback?

    /// Creates a link from a checked desktop URL; its `http(s)://`, if any, is dropped.
    public init(desktopURL: DesktopMapsURL, callback: XCallback? = nil) {
        self.desktopURL = desktopURL.droppingScheme
        self.callback = callback
    }

    /// Converts a website URL, rejecting (with the reason) one that does not match the pattern,
    /// an invalid callback, or a URL that already carries `x-source`/`x-success`.
    public static func converting(_ desktopText: String, callback: XCallback? = nil) throws(MapsURLError)
        -> MapsDesktopLink
    {
        let desktop = try DesktopMapsURL.parse(desktopText)
        guard let callback else {
            // A callback already in the URL must be complete; it becomes the link's callback.
            return try parse("\(scheme)://" + desktop.withoutScheme)
        }
        let names = try Self.queryNames(desktop.pathAndQuery)
        for name in ["x-source", "x-success"] where names.contains(name) {
            throw MapsURLError(
                .duplicateParameter, parameter: name, reason: "the desktop URL already has a callback")
        }
        let link = MapsDesktopLink(desktopURL: desktop, callback: callback)
        try link.validate()
        return link
    }

    /// Parses a `comgooglemapsurl://` URL; `x-source` and `x-success`, if present, must both be
    /// there and are moved into ``callback``; the rest must match the desktop pattern.
    public static func parse(_ text: String) throws(MapsURLError) -> MapsDesktopLink {
        let (schemeName, rest) = try MapsAppURL.splitScheme(Substring(text).trimmingWhitespace)
        guard schemeName.lowercased() == scheme else {
            throw MapsURLError(
                .unsupportedScheme, value: String(schemeName), reason: "expected comgooglemapsurl://")
        }
        let (remaining, source, success) = try extractCallback(String(rest))
        var callback: XCallback?
        switch (source, success) {
        case (nil, nil): callback = nil
        case (let source?, let success?): callback = XCallback(source: source, success: success)
        case (nil, _):
            throw MapsURLError(
                .missingParameter, parameter: "x-source", reason: "x-success needs x-source too")
        case (_, nil):
            throw MapsURLError(
                .missingParameter, parameter: "x-success", reason: "x-source needs x-success too")
        }
        let link = MapsDesktopLink(desktopURL: try DesktopMapsURL.parse(remaining), callback: callback)
        try link.validate()
        return link
    }

    /// Throws when the callback pair is invalid.
    public func validate() throws(MapsURLError) {
        try callback?.validate()
    }

    /// Validates and returns the link text.
    public func build() throws(MapsURLError) -> String {
        try validate()
        return description
    }

    /// `comgooglemapsurl://` + host, path and query, then `x-source` and `x-success`.
    public var description: String {
        var text = desktopURL.withoutScheme
        if let callback {
            let fragmentStart = text.firstIndex(of: "#") ?? text.endIndex
            let fragment = text[fragmentStart...]
            var body = String(text[..<fragmentStart])
            let separator = body.contains("?") ? (body.hasSuffix("?") || body.hasSuffix("&") ? "" : "&") : "?"
            body += separator + QueryCoding.segment("x-source", callback.source)
            body += "&" + QueryCoding.segment("x-success", callback.success)
            text = body + fragment
        }
        return "\(Self.scheme)://" + text
    }

    /// The website URL with the given scheme, as a browser would open it.
    public func websiteURL(scheme: String = "https") -> String {
        "\(scheme)://" + desktopURL.withoutScheme
    }

    private static func queryNames(_ pathAndQuery: String) throws(MapsURLError) -> [String] {
        let items = QueryCoding.query(of: pathAndQuery).map(QueryCoding.split) ?? []
        return try items.map { (item) throws(MapsURLError) in
            try QueryCoding.decode(item.name, parameter: String(item.name))
        }
    }

    /// Removes the `x-source`/`x-success` segments from the query, keeping every other segment
    /// exactly as written, and returns their decoded values.
    private static func extractCallback(_ text: String) throws(MapsURLError) -> (String, String?, String?) {
        guard let query = QueryCoding.query(of: text) else { return (text, nil, nil) }
        var kept: [Substring] = []
        var source: String?
        var success: String?
        for segment in query.split(
            separator: "&", omittingEmptySubsequences: false)
        {
            let item = QueryCoding.split(segment).first
            let name = try item.map { (item) throws(MapsURLError) in
                try QueryCoding.decode(item.name, parameter: String(item.name))
            }
            switch name {
            case "x-source", "x-success":
                guard let name else { continue }
                let value = try QueryCoding.decode(item?.value ?? "", parameter: name)
                let previous = name == "x-source" ? source : success
                guard previous == nil else {
                    throw MapsURLError(.duplicateParameter, parameter: name, reason: "may appear only once")
                }
                if name == "x-source" { source = value } else { success = value }
            default:
                kept.append(segment)
            }
        }
        let keptQuery = kept.joined(separator: "&")
        let question = text.index(before: query.startIndex)
        let rebuilt =
            String(text[..<question]) + (keptQuery.isEmpty ? "" : "?" + keptQuery) + text[query.endIndex...]
        return (rebuilt, source, success)
    }
}
