import Arguments
import MessageFormat

/// `guidance message check FILE`: validates a message resource file (resource syntax and every
/// message's syntax and data model), printing `FILE:LINE:COL: reason` for each problem.
struct MessageCheckCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance message check",
        abstract: "Validate a MessageFormat 2 message resource file.",
        discussion: """
            Checks the resource syntax (key = message, [section] heads, # comments, @properties,
            indented continuation lines) and each message's syntax and data model. Problems go to
            stderr as FILE:LINE:COL: reason; the exit code is 65 when there is any.

            Example:
              guidance message check templates/pt-BR.mf2
            """,
        positionals: [PositionalSpec("FILE", help: "The resource file, or - for standard input.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        var input = try InputFile(path: arguments.positionals[0], context: context)
        let bytes = try input.readAll()
        guard let text = String(validating: bytes, as: UTF8.self) else {
            context.stderr.line("\(input.displayName):1:1: the file is not valid UTF-8")
            return .dataError
        }
        var errors: [MessageResourceError] = []
        let resource = MessageResource.parse(text, file: input.displayName, errors: &errors)
        errors += resource.validate()
        errors.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        for error in errors { context.stderr.line(error.description) }
        if !errors.isEmpty { return .dataError }
        context.stdout.line("\(input.displayName): \(resource.entries.count) messages, no problems")
        return .ok
    }
}
