/// Why a route file cannot be imported, printed like the event feed's errors:
/// `route.json:57: field routes[0].legs[1].steps[3].maneuver.type: expected a string`.
public struct RouteImportError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name (or `-` for stdin) given to the importer.
    public var source: String
    /// The 1-based line of the offending value, when known.
    public var line: Int?
    /// The path of the offending field, e.g. `routes[0].legs[0].steps[2].geometry`; nil when the
    /// document as a whole is wrong (not JSON, no routes).
    public var field: String?
    /// What is wrong, in words.
    public var reason: String

    /// Creates an import error.
    public init(source: String, line: Int?, field: String?, reason: String) {
        self.source = source
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// `FILE:LINE: field PATH: reason`, leaving out what is unknown.
    public var description: String {
        var text = source
        if let line { text += ":\(line)" }
        text += ": "
        if let field { text += "field \(field): " }
        return text + reason
    }
}

/// Something the importer accepted but could not map exactly, e.g. an unknown maneuver type; the
/// route is still usable, and the caller decides whether to print the warning.
public struct RouteImportWarning: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the value, when known.
    public var line: Int?
    /// The path of the field, e.g. `routes[0].legs[0].steps[4].maneuver.type`.
    public var field: String
    /// What was done instead.
    public var message: String

    /// Creates a warning.
    public init(line: Int?, field: String, message: String) {
        self.line = line
        self.field = field
        self.message = message
    }

    /// `LINE: field PATH: message` (the caller prefixes the file name).
    public var description: String {
        (line.map { "\($0): " } ?? "") + "field \(field): \(message)"
    }

    /// The warning with its file name, in the same shape as the errors.
    public func formatted(source: String) -> String {
        "\(source):" + (line.map { "\($0):" } ?? "") + " field \(field): \(message)"
    }
}
