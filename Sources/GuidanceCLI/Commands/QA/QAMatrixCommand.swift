import Arguments
import Localization
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
            Several locales (--locale repeated, or --all) follow each other; in JSON they are an array
            of the one-locale objects.

            Examples:
              guidance qa matrix --locale pt-BR | less
              guidance qa matrix --all --format json > matrix.json
            """,
        options: [
            CommonOptions.locale("The locale (repeatable; this or --all is required).", kind: .repeated),
            .flag("all", help: "Every locale of the data directory."),
            OptionSpec("format", valueName: "F", help: "text (default), json or ssml."),
            CommonOptions.data,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let format = try arguments.choice("format", in: ["text", "json", "ssml"]) ?? "text"
        guard arguments.flag("all") || !arguments.all("locale").isEmpty else {
            throw UsageError("--locale or --all is required")
        }
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let tags = try QACommandSupport.localesOrAll(arguments, directory: directory)
        var rows: [MatrixRow] = []
        var pages: [String] = []
        for tag in tags {
            let (bundle, localeRows) = try QACommandSupport.matrix(tag, directory: directory)
            rows += localeRows
            switch format {
            case "json": pages.append(MatrixPage.json(localeRows, locale: bundle.tag))
            case "ssml": pages.append(MatrixPage.ssml(localeRows))
            default: pages.append(MatrixPage.text(localeRows, locale: bundle.tag))
            }
        }
        if format == "json", pages.count > 1 {
            context.stdout.write(
                "[\n" + pages.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: ",\n")
                    + "\n]\n")
        } else {
            context.stdout.write(pages.joined(separator: format == "text" ? "\n" : ""))
        }
        let problems = rows.filter { !$0.problems.isEmpty }
        for row in problems { context.error("\(row.matrixCase.id): \(row.problems.joined(separator: "; "))") }
        return problems.isEmpty ? .ok : .failure
    }
}
