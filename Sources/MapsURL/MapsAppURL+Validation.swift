extension MapsAppURL {
    /// Checks what the types alone cannot: each known parameter at most once, no empty query or
    /// waypoint text, no repeated overlay, and the callback pair exactly where the scheme needs it
    /// (both `x-source` and `x-success` on `comgooglemaps-x-callback://`, neither elsewhere).
    /// A bare `comgooglemaps-x-callback://` (no parameters at all, as used to test whether the app
    /// is installed) is valid.
    public func validate() throws(MapsURLError) {
        var seen: Set<String> = []
        for parameter in parameters {
            try Self.check(parameter, scheme: scheme)
            if case .other = parameter { continue }
            guard seen.insert(parameter.name).inserted else {
                throw MapsURLError(
                    .duplicateParameter, parameter: parameter.name, reason: "may appear only once")
            }
        }
        guard scheme == .callback, !parameters.isEmpty else { return }
        for name in ["x-source", "x-success"] where !seen.contains(name) {
            throw MapsURLError(
                .missingParameter, parameter: name,
                reason: "comgooglemaps-x-callback:// requires both x-source and x-success")
        }
        try callback?.validate()
    }

    private static func check(_ parameter: MapsParameter, scheme: Scheme) throws(MapsURLError) {
        switch parameter {
        case .query(let text) where text.allSatisfy({ $0 == " " }):
            throw MapsURLError(
                .invalidValue, parameter: "q", value: text, reason: "the search query is empty")
        case .start(.query(let text)) where text.allSatisfy({ $0 == " " }),
            .destination(.query(let text)) where text.allSatisfy({ $0 == " " }):
            throw MapsURLError(
                .invalidValue, parameter: parameter.name, value: text,
                reason: "an empty query means the current location; use .currentLocation")
        case .views(let views) where Set(views).count != views.count:
            throw MapsURLError(
                .invalidValue, parameter: "views", value: parameter.value,
                reason: "an overlay is listed twice")
        case .callbackSource, .callbackSuccess:
            guard scheme == .callback else {
                throw MapsURLError(
                    .unexpectedParameter, parameter: parameter.name,
                    reason: "belongs to comgooglemaps-x-callback:// only")
            }
        case .other(let name, _) where name.isEmpty:
            throw MapsURLError(
                .invalidValue, parameter: "", value: parameter.value, reason: "parameter name is empty")
        default:
            break
        }
    }
}
