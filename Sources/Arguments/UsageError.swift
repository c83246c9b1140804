/// A command line that cannot be understood; commands exit with 64 and print the message.
public struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong, naming the option or argument.
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
