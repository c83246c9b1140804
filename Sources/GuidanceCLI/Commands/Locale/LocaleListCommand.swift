import Arguments
import Localization

/// `guidance locale list`: the shipped locales, their voices and the tags they also serve.
struct LocaleListCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance locale list",
        abstract: "List the shipped locales.",
        discussion: "Prints one line per locale: tag, name, eSpeak voice, and the other tags it serves.",
        options: [CommonOptions.data]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let catalog = try LocaleCommandSupport.catalog(arguments, context: context)
        for tag in catalog.shippedTags {
            let facts: LocaleFacts
            do {
                facts = try catalog.facts(tag)
            } catch {
                throw RendererLoader.failure(error)
            }
            let serves = facts.serves.isEmpty ? "-" : facts.serves.joined(separator: ",")
            context.stdout.line("\(tag)\t\(facts.name)\tvoice=\(facts.voice)\tserves=\(serves)")
        }
        return .ok
    }
}
