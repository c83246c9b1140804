import Arguments
import LocalizationQA

/// `guidance qa matrix`: every message of a locale rendered over a representative input set,
/// one page a reviewer reads top to bottom.
struct QAMatrixCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa matrix",
        abstract: "Render every message of a locale over representative inputs.",
        discussion: """
            Inputs: every maneuver with and without a name; feminine, masculine, abbreviated, plural,
            numbered and unknown names from the locale's road grammar; roundabout exits 1-12; distances
            at every rounding edge of every unit system; lanes; arrivals; alerts; screen texts.
            --format text (default) is for reading, json for tools, ssml lists the documents spoken.

            Example:
              guidance qa matrix --locale pt-BR | less
            """,
        options: [
            CommonOptions.locale("The locale (required)."),
            OptionSpec("format", valueName: "F", help: "text (default), json or ssml."),
            LocaleCommandSupport.dataOption,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let tag = arguments.value("locale") else { throw UsageError("--locale is required") }
        let format = try arguments.choice("format", in: ["text", "json", "ssml"]) ?? "text"
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let (bundle, rows) = try QACommandSupport.matrix(tag, directory: directory)
        switch format {
        case "json": context.stdout.write(MatrixPage.json(rows, locale: bundle.tag))
        case "ssml": context.stdout.write(MatrixPage.ssml(rows))
        default: context.stdout.write(MatrixPage.text(rows, locale: bundle.tag))
        }
        let problems = rows.filter { !$0.problems.isEmpty }
        for row in problems { context.error("\(row.matrixCase.id): \(row.problems.joined(separator: "; "))") }
        return problems.isEmpty ? .ok : .failure
    }
}
