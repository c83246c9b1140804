import Arguments
import Foundation
import LocalizationQA

/// `guidance qa import`: a translated XLIFF or PO file (from `qa export`) back into a templates
/// file, checked: every message must parse as MessageFormat 2 under its key.
struct QAImportCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa import",
        abstract: "Turn a translated XLIFF or PO file back into a templates file.",
        discussion: """
            Reads a file written by `guidance qa export` and translated in any tool, and writes the
            locale's templates: every translated message with the notes before it, in order;
            untranslated ones are left out. The format is the file's extension's (.xlf, .xliff, .po)
            unless --format says. A problem is FILE:LINE: reason, exit 65 (a message that is not valid
            MessageFormat 2, a string not closed, a unit without key). The templates go to stdout, or to
            --output; `guidance qa lint` then checks the locale as a whole.

            Examples:
              guidance qa import pt-BR.po --output templates/pt-BR.mf2
              guidance qa import --format xliff - < it-IT.xlf > templates/it-IT.mf2
            """,
        options: [
            OptionSpec("format", valueName: "F", help: "xliff or po (default: from the file name)."),
            CommonOptions.output("Templates file to write (- or none: stdout)."),
        ],
        positionals: [PositionalSpec("FILE", help: "The translated file (- for stdin).")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let path = arguments.positionals[0]
        let named = try arguments.choice("format", in: InterchangeFormat.allCases.map(\.rawValue))
        guard
            let format = named.flatMap(InterchangeFormat.init(rawValue:))
                ?? InterchangeFormat.guess(path: path)
        else { throw UsageError("\(path): say --format xliff or --format po") }
        var input = try InputFile(path: path, context: context)
        let bytes = try input.readAll()
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure(.dataError, "\(input.displayName): not UTF-8 text")
        }
        let templates: String
        do throws(InterchangeError) {
            let document =
                switch format {
                case .po: try POCodec.decode(text, file: input.displayName)
                case .xliff: try XLIFFCodec.decode(text, file: input.displayName)
                }
            templates = try document.templatesText()
        } catch {
            throw CommandFailure(.dataError, error.description)
        }
        try QACommandSupport.writeOutput(templates, to: arguments.value("output"), context: context)
        return .ok
    }
}
