/// Why a translation file cannot be exported or imported: the file, the line and the reason,
/// printed as `file:line: reason` like every data error of the tool.
public struct InterchangeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file the problem is in.
    public var file: String
    /// The 1-based line (0 when the problem concerns the whole file).
    public var line: Int
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    /// `file:line: reason`.
    public var description: String {
        line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)"
    }
}
