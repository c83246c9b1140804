/// The x-callback-url pair: the label of the button the app shows (`x-source`) and the URL it
/// opens when tapped (`x-success`). The scheme's page makes both required.
public struct XCallback: Sendable, Hashable {
    /// The calling app's name, shown on the back button; short names are recommended.
    public var source: String
    /// The URL opened when the action is done, usually the calling app's own scheme.
    public var success: String

    /// Creates a callback pair; ``validate()`` checks it.
    public init(source: String, success: String) {
        self.source = source
        self.success = success
    }

    /// Throws unless the source is non-empty and the success URL starts with a scheme (`name:`).
    public func validate() throws(MapsURLError) {
        guard !source.allSatisfy({ $0 == " " }) else {
            throw MapsURLError(
                .invalidValue, parameter: "x-source", value: source, reason: "must not be empty")
        }
        guard Self.hasScheme(success) else {
            throw MapsURLError(
                .invalidValue, parameter: "x-success", value: success,
                reason: "must be a URL with a scheme, e.g. sourceapp://?resume=true")
        }
    }

    /// Whether `text` begins with an RFC 3986 scheme followed by `:`.
    static func hasScheme(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":") else { return false }
        let scheme = text[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
