import StrictJSON

/// Why place JSON could not be read, and where: the source's name, the line of the offending
/// value, the field path (e.g. `regularOpeningHours.periods[2].open.hour`) and what is wrong, so
/// that the author of a places file can go straight to the mistake.
public struct PlaceDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file (or `-` for standard input) the JSON came from; empty when it has no name.
    public var source: String
    /// The 1-based line of the offending value (of its object when a field is missing).
    public var line: Int
    /// The dotted path of the offending field; empty for the document as a whole.
    public var path: String
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(source: String = "", line: Int, path: String, reason: String) {
        self.source = source
        self.line = line
        self.path = path
        self.reason = reason
    }

    /// Names a problem the shared JSON reader found, in this module's terms.
    public init(_ problem: JSONFieldError) {
        self.init(source: problem.file, line: problem.line, path: problem.field ?? "", reason: problem.reason)
    }

    /// `SOURCE:LINE: PATH: reason` (`line LINE: …` when the source has no name; no path for the
    /// document as a whole), the form every diagnostic of the project takes.
    public var description: String {
        (source.isEmpty ? "line \(line)" : "\(source):\(line)") + ": " + (path.isEmpty ? "" : "\(path): ")
            + reason
    }
}
