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
    /// The program that runs `guidance speech-worker`, so that eSpeak NG runs in a process of
    /// its own; nil synthesizes in this process (tests running commands in-process).
    public var speechWorker: String?

    /// Creates a context; ``CommandContext/process`` is the real one.
    public init(
        stdout: TextOutput, stderr: TextOutput, stdin: InputSource, environment: [String: String],
        speechWorker: String? = nil
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.stdin = stdin
        self.environment = environment
        self.speechWorker = speechWorker
    }

    /// This program, run again as the speech worker by the real process's context.
    static let workerProgram = "/proc/self/exe"

    /// The process's own streams and environment. A standard stream the process was started
    /// without is taken by `/dev/null`, so that no file opened later becomes descriptor 0, 1 or 2
    /// by chance; a closed standard input is then reported as closed wherever it is read.
    public static func process() -> CommandContext {
        var stdinIsClosed = false
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1
        {
            if descriptor == STDIN_FILENO { stdinIsClosed = true }
            // open(2) returns the lowest free descriptor: this one.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
        }
        return CommandContext(
            stdout: .standardOutput(), stderr: .standardError(),
            stdin: stdinIsClosed ? .closed : .standardInput,
            environment: ProcessInfo.processInfo.environment, speechWorker: workerProgram)
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
    /// The process was started with standard input closed (`<&-`): reading it fails at once.
    case closed

    /// The failure of reading a closed standard input.
    static var closedFailure: CommandFailure {
        CommandFailure(.noInput, "<stdin>: standard input is closed; give a FILE or connect standard input")
    }
    /// Fixed bytes (tests).
    case bytes([UInt8])
}
