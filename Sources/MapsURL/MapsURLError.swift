/// Why a Maps URL could not be parsed, built or converted: the kind of problem, the parameter it
/// concerns (when there is one), the offending value and a sentence a developer can act on.
public struct MapsURLError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The broad class of problem, for callers that branch on it.
    public enum Kind: String, Sendable, Hashable {
        /// The text is not shaped like a URL of the expected scheme (host, path or fragment misplaced).
        case malformedURL
        /// The scheme is not one this module understands.
        case unsupportedScheme
        /// A percent escape is broken or decodes to invalid UTF-8.
        case badEncoding
        /// A parameter's value breaks the rule for that parameter.
        case invalidValue
        /// A parameter the scheme requires is absent.
        case missingParameter
        /// A parameter that may appear once appears again.
        case duplicateParameter
        /// A parameter that does not belong to the scheme in use.
        case unexpectedParameter
        /// A desktop Maps URL does not match the pattern `comgooglemapsurl://` accepts.
        case notADesktopMapsURL
    }

    /// The class of problem.
    public var kind: Kind
    /// The parameter concerned (e.g. `zoom`), or nil when the problem is the URL as a whole.
    public var parameter: String?
    /// The offending value as decoded, when there is one.
    public var value: String?
    /// What is wrong, in a sentence.
    public var reason: String

    /// Creates an error.
    public init(_ kind: Kind, parameter: String? = nil, value: String? = nil, reason: String) {
        self.kind = kind
        self.parameter = parameter
        self.value = value
        self.reason = reason
    }

    /// `parameter zoom: "40": zoom must be between 0 and 21`, or just the reason for URL-level errors.
    public var description: String {
        var text = ""
        if let parameter { text += "parameter \(parameter): " }
        if let value { text += "\"\(value)\": " }
        return text + reason
    }
}
