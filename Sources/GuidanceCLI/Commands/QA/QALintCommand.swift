import Arguments
import LocalizationQA

/// `guidance qa lint`: checks every locale's templates and facts against the source (en-US),
/// the renderer's catalog, CLDR plural rules and the installed voices.
struct QALintCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa lint",
        abstract: "Check locale templates and facts; exit 1 on any error.",
        discussion: """
            Every finding is one line: FILE:LINE:COLUMN: SEVERITY [CHECK-ID] message KEY: what is wrong.
            Errors make the exit code 1; warnings only with --strict. An entry may silence one check
            for itself with an `@allow CHECK-ID` line. The checks are listed in docs/qa.md.

            Examples:
              guidance qa lint
              guidance qa lint --locale pt-PT --format json
              guidance qa lint --strict
            """,
        options: [
            CommonOptions.locale("Lint this locale (repeatable; default: all).", kind: .repeated),
            .flag("all", help: "Every locale of the data directory (the default without --locale)."),
            OptionSpec("format", valueName: "F", help: "text (default) or json."),
            .flag("strict", help: "Warnings fail too."),
            CommonOptions.data,
            CommonOptions.espeakData,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let format = try arguments.choice("format", in: ["text", "json"]) ?? "text"
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let locales = try QACommandSupport.locales(arguments, directory: directory)
        let voices = QACommandSupport.installedVoices(
            context: context, espeakData: arguments.value("espeak-data"))
        let report: LintReport
        do {
            // The voices listed, eSpeak NG is there to read the name corpus (`spoken-form`).
            report = try Linter().lint(
                directory: directory, locales: locales, installedVoices: voices,
                phonemizer: voices.map { _ in EspeakPhonemizer(dataPath: arguments.value("espeak-data")) })
        } catch {
            throw QACommandSupport.failure(error)
        }
        context.stdout.write(format == "json" ? report.json() : report.text())
        return report.fails(strict: arguments.flag("strict")) ? .failure : .ok
    }
}
