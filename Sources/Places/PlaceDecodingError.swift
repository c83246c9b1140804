/// Why place JSON could not be read: the field path (e.g. `regularOpeningHours.periods[2].open.hour`)
/// and what is wrong with it.
public struct PlaceDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The dotted path of the offending field; empty for the document as a whole.
    public var path: String
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// `path: reason`, or `(document): reason` for the whole document.
    public var description: String {
        "\(path.isEmpty ? "(document)" : path): \(reason)"
    }
}
