import Arguments

/// `guidance version`: the same as `--version`, for scripts that prefer a subcommand.
struct VersionCommand: CLICommand {
    let spec = CommandSpec(path: "guidance version", abstract: "Print the version.")

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        context.stdout.line("guidance \(GuidanceCLI.version)")
        return .ok
    }
}
