/// An error a command reports to the user with a chosen exit code; the message goes to stderr.
public struct CommandFailure: Error, Sendable, CustomStringConvertible {
    /// The exit code the process ends with.
    public var exitCode: ExitCode
    /// The message printed after `error: `.
    public var message: String

    /// Creates a failure.
    public init(_ exitCode: ExitCode, _ message: String) {
        self.exitCode = exitCode
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
