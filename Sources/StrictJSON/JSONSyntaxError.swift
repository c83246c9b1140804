/// Why a document is not JSON, and where: callers turn it into their own `file:line:` message,
/// so an author can jump straight to the mistake.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line of the offending byte.
    public var line: Int
    /// The 1-based column of the offending byte, counted in bytes (a byte-order mark is not
    /// counted).
    public var column: Int
    /// What was expected or found, e.g. `expected ',' or ']' in an array`.
    public var reason: String

    /// Creates an error; the parser makes these, tests build expectations with this.
    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `line L, column C: reason`, for messages that have no file name to put in front.
    public var description: String {
        "line \(line), column \(column): \(reason)"
    }
}
