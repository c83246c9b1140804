import Arguments
import Localization
import MessageFormat

/// `guidance locale plural TAG NUMBER`: the CLDR plural category the locale's rules give.
struct LocalePluralCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance locale plural",
        abstract: "Print the CLDR plural category of a number in a locale.",
        discussion: "Example: guidance locale plural pt-PT 1.5   (prints other; pt-BR prints one)",
        options: [CommonOptions.data, .flag("ordinal", help: "Use the ordinal rules.")],
        positionals: [
            PositionalSpec("TAG", help: "A locale tag."),
            PositionalSpec("NUMBER", help: "A decimal number such as 1, 1.5 or 1.50 (trailing zeros count)."),
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let number = arguments.positionals[1]
        guard DecimalNumber(parsing: number) != nil else {
            throw UsageError("\"\(number)\" is not a decimal number (e.g. 1, 1.5, -3)")
        }
        let bundle = try LocaleCommandSupport.bundle(arguments.positionals[0], arguments, context: context)
        let type: PluralRuleType = arguments.flag("ordinal") ? .ordinal : .cardinal
        context.stdout.line(bundle.pluralCategory(of: number, type: type).rawValue)
        return .ok
    }
}
