import Arguments

/// A leaf command such as `guidance events validate`: it declares its arguments and runs.
public protocol CLICommand: Sendable {
    /// Name path, help and arguments.
    var spec: CommandSpec { get }
    /// Runs with parsed arguments; throw ``CommandFailure`` or ``Arguments/UsageError`` to fail.
    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode
}
