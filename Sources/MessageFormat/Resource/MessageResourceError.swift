/// A problem in a message resource file, located by file, line and column (1-based).
public struct MessageResourceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file name as given to the parser.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in Unicode scalars, from 1.
    public var column: Int
    /// What is wrong.
    public var reason: String

    /// Creates an error.
    public init(file: String, line: Int, column: Int, reason: String) {
        self.file = file
        self.line = line
        self.column = column
        self.reason = reason
    }

    /// `FILE:LINE:COLUMN: reason`.
    public var description: String { "\(file):\(line):\(column): \(reason)" }
}
