import Foundation

/// What a command may touch of the outside world, injected so that tests run commands in-process.
public struct CommandContext: Sendable {
    /// Data output.
    public var stdout: TextOutput
    /// Diagnostics.
    public var stderr: TextOutput
    /// Standard input, read when a command is given `-` or no file.
    public var stdin: InputSource
    /// Environment variables (e.g. `GUIDANCE_DATA`).
    public var environment: [String: String]

    /// Creates a context; ``CommandContext/process`` is the real one.
    public init(stdout: TextOutput, stderr: TextOutput, stdin: InputSource, environment: [String: String]) {
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.environment = environment
    }

    /// The process's own streams and environment.
    public static func process() -> CommandContext {
        CommandContext(
            stdout: .standardOutput(), stderr: .standardError(), stdin: .standardInput,
            environment: ProcessInfo.processInfo.environment)
    }

    /// Captured streams and the given stdin bytes, for tests.
    public static func captured(stdin: [UInt8] = [], environment: [String: String] = [:]) -> CommandContext {
        CommandContext(stdout: .capture(), stderr: .capture(), stdin: .bytes(stdin), environment: environment)
    }

    /// Prints `warning: message` on stderr.
    public func warn(_ message: String) {
        stderr.line("warning: \(message)")
    }

    /// Prints `error: message` on stderr.
    public func error(_ message: String) {
        stderr.line("error: \(message)")
    }
}

/// Where `-` reads from.
public enum InputSource: Sendable {
    /// The process's standard input.
    case standardInput
    /// Fixed bytes (tests).
    case bytes([UInt8])
}
