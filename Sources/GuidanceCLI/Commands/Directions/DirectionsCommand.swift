import Arguments
import Guidance
import GuidanceModel
import Localization
import StrictJSON

/// `guidance directions`: the whole turn list of a route in a locale, as a reviewer or a printed
/// itinerary needs it: per step its number, maneuver, display text, spoken text and SSML.
struct DirectionsCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance directions",
        abstract: "Print the turn list of a route (OSRM/Valhalla route or event feed) in a locale.",
        discussion: """
            Examples:
              guidance directions examples/sao-paulo.osrm.json --locale pt-BR
              guidance directions examples/sao-paulo.events.ndjson --locale pt-PT --format json
            """,
        options: [
            OptionSpec("locale", short: "l", valueName: "TAG", help: "Language of the directions."),
            OptionSpec("format", valueName: "text|ssml|json", help: "Output format (default text)."),
            CommonOptions.units,
            CommonOptions.data,
        ],
        positionals: [PositionalSpec("FILE", help: "A route response or an event feed; - reads stdin.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let locale = arguments.value("locale") else { throw UsageError("option --locale is required") }
        let format = try arguments.choice("format", in: ["text", "ssml", "json"]) ?? "text"
        let units = try CommonOptions.units(arguments)
        let renderer = try RendererLoader.renderer(
            locale: locale, dataDirectory: arguments.value("data"), units: units)
        let route = try StepSource.load(arguments.positionals[0], context: context)
        for warning in route.warnings { context.warn(warning) }
        for (index, step) in route.steps.enumerated() {
            // An arrive step with more steps after it ends at an intermediate stop, which the
            // list calls a stop, as the prompts and screens of a drive do.
            let endsAtStop = step.maneuver.family == .arrive && index + 1 < route.steps.count
            let text = renderer.instruction(for: step, endsAtStop: endsAtStop)
            let length =
                index + 1 < route.steps.count ? route.steps[index + 1].distanceFromPrevStepMeters : nil
            switch format {
            case "json":
                var writer = JSONWriter()
                writer.add("step", step.stepNumber)
                writer.add("maneuver", step.maneuver.wireName)
                writer.add("text", text.display)
                writer.add("spokenText", text.spoken)
                writer.add("ssml", SSML.document(text.ssml, language: renderer.localeTag))
                writer.add("then", length)
                writer.add("thenText", length.map { renderer.distance($0).text })
                context.stdout.line(writer.json)
            case "ssml":
                context.stdout.line(SSML.document(text.ssml, language: renderer.localeTag))
            default:
                let distance = length.map { "  (\(renderer.distance($0).text))" } ?? ""
                context.stdout.line("\(String(step.stepNumber).leftPadded(3)). \(text.display)\(distance)")
            }
        }
        return .ok
    }
}

extension String {
    /// The string right-aligned in a field of `width` characters, filled with `pad`.
    func leftPadded(_ width: Int, _ pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
