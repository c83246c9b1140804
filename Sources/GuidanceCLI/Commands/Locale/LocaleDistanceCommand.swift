import Arguments
import Localization
import MessageFormat

/// `guidance locale distance TAG METERS`: a distance rounded and worded as the locale says it.
struct LocaleDistanceCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance locale distance",
        abstract: "Round and phrase a distance in metres for a locale.",
        discussion: "Example: guidance locale distance pt-BR 1500 --spoken   (prints um quilômetro e meio)",
        options: [
            CommonOptions.data,
            .flag("spoken", help: "Print the spoken form (words) instead of the display form (symbols)."),
            .flag(
                "screen", help: "Round as screens do (the locale's screenRounding) instead of as the voice."),
            OptionSpec("units", valueName: "U", help: "metric, imperial or uk (default: the locale's)."),
        ],
        positionals: [
            PositionalSpec("TAG", help: "A locale tag."),
            PositionalSpec("METERS", help: "The distance in metres (0 or more)."),
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let text = arguments.positionals[1]
        guard let meters = Double(text), meters.isFinite, meters >= 0 else {
            throw UsageError("\"\(text)\" is not a distance in metres (a number, 0 or more)")
        }
        let units = try arguments.choice("units", in: UnitSystem.allCases.map(\.rawValue))
        let bundle = try LocaleCommandSupport.bundle(arguments.positionals[0], arguments, context: context)
        var source = "{$d :distance"
        if let units { source += " units=\(units)" }
        if arguments.flag("spoken") { source += " style=spoken" }
        if arguments.flag("screen") { source += " rounding=screen" }
        source += "}"
        let message = try bundle.compile(source)
        var errors: [MessageError] = []
        let output = message.format(["d": .double(meters)], errors: &errors)
        for error in errors { context.error(error.description) }
        context.stdout.line(output)
        return errors.isEmpty ? .ok : .dataError
    }
}
