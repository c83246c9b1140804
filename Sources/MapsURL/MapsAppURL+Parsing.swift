extension MapsAppURL {
    /// Parses a `comgooglemaps://` or `comgooglemaps-x-callback://` URL, checking every known
    /// parameter against the scheme's rules and keeping unknown ones in order.
    ///
    /// Surrounding whitespace is ignored; the scheme is case-insensitive; parameter names and
    /// values are case-sensitive. Throws ``MapsURLError`` naming the parameter and the reason.
    public static func parse(_ text: String) throws(MapsURLError) -> MapsAppURL {
        let trimmed = Substring(text).trimmingWhitespace
        let (schemeName, rest) = try splitScheme(trimmed)
        guard let scheme = Scheme(rawValue: schemeName.lowercased()) else {
            throw MapsURLError(
                .unsupportedScheme, value: String(schemeName),
                reason: "expected comgooglemaps:// or comgooglemaps-x-callback://")
        }
        var remainder = rest
        if remainder.first == "/" { remainder = remainder.dropFirst() }
        guard remainder.isEmpty || remainder.first == "?" else {
            throw MapsURLError(
                .malformedURL, value: String(rest),
                reason: "\(scheme.rawValue):// takes no host or path, only ?parameters")
        }
        let query = remainder.dropFirst()
        guard !query.contains("#") else {
            throw MapsURLError(
                .malformedURL, value: String(query), reason: "a fragment (#) is not allowed; encode # as %23")
        }
        var url = MapsAppURL(scheme: scheme)
        var seen: Set<String> = []
        for item in QueryCoding.split(query) {
            let name = try QueryCoding.decode(item.name, parameter: String(item.name))
            let value = try item.value.map { (raw) throws(MapsURLError) in
                try QueryCoding.decode(raw, parameter: name)
            }
            let parameter = try MapsParameter.typed(
                name: name, value: value, callbackScheme: scheme == .callback)
            let isKnown: Bool
            if case .other = parameter { isKnown = false } else { isKnown = true }
            if isKnown, !seen.insert(name).inserted {
                throw MapsURLError(.duplicateParameter, parameter: name, reason: "may appear only once")
            }
            url.parameters.append(parameter)
        }
        try url.validate()
        return url
    }

    /// Splits `scheme://rest`; throws when there is no `://`.
    static func splitScheme(_ text: Substring) throws(MapsURLError) -> (Substring, Substring) {
        guard let colon = text.firstIndex(of: ":"), text[colon...].hasPrefix("://") else {
            throw MapsURLError(.malformedURL, value: String(text), reason: "expected scheme://")
        }
        return (text[..<colon], text[text.index(colon, offsetBy: 3)...])
    }
}

extension Substring {
    /// The text without surrounding spaces, tabs and line breaks.
    var trimmingWhitespace: Substring {
        var text = self
        while let first = text.first, first.isWhitespace { text = text.dropFirst() }
        while let last = text.last, last.isWhitespace { text = text.dropLast() }
        return text
    }
}
