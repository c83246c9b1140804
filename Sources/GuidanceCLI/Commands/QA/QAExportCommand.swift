import Arguments
import Foundation
import Localization
import LocalizationQA
import MessageFormat

/// `guidance qa export`: a locale's messages as XLIFF 1.2 or PO, for translation tools (Weblate,
/// Pontoon, Poedit, CAT tools); `qa import` brings the translated file back.
struct QAExportCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa export",
        abstract: "Export a locale's messages as XLIFF 1.2 or PO for translation tools.",
        discussion: """
            One unit per message of templates/LOCALE.mf2: the key (XLIFF id, PO msgctxt), the en-US
            message (source, msgid) and the locale's (target, msgstr), each MessageFormat 2 as written;
            the comments and @param lines before the message are notes (XLIFF note, PO #.). Messages
            en-US has and the locale lacks follow, untranslated; a locale with no templates file yet
            exports every en-US message that way. `guidance qa import` of the file writes the templates
            back byte for byte. The file goes to stdout, or to --output.

            Examples:
              guidance qa export --format po pt-BR > pt-BR.po
              guidance qa export --format xliff --output it-IT.xlf it-IT
            """,
        options: [
            OptionSpec("format", valueName: "F", help: "xliff or po (required)."),
            CommonOptions.output("File to write (- or none: stdout)."),
            CommonOptions.data,
        ],
        positionals: [PositionalSpec("LOCALE", help: "The locale to translate, e.g. pt-BR.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let formatName = try arguments.choice("format", in: InterchangeFormat.allCases.map(\.rawValue)),
            let format = InterchangeFormat(rawValue: formatName)
        else { throw UsageError("--format is required (xliff or po)") }
        let requested = arguments.positionals[0]
        let catalog = try LocaleCommandSupport.catalog(arguments, context: context)
        let sourceTag = "en-US"
        // A locale being started has no files yet: any well-formed tag exports the source untranslated.
        guard let locale = LanguageTag(requested)?.canonical else {
            throw UsageError("\(requested): not a locale tag such as pt-BR")
        }
        let sourcePath = catalog.templatesPath(sourceTag)
        let targetPath = catalog.templatesPath(locale)
        let document: InterchangeDocument
        do {
            let source = try LocaleCatalog.readText(sourcePath)
            let target =
                FileManager.default.fileExists(atPath: targetPath)
                ? (text: try LocaleCatalog.readText(targetPath), file: "templates/\(locale).mf2") : nil
            document = try InterchangeDocument.export(
                target: target, source: (source, "templates/\(sourceTag).mf2"), sourceLocale: sourceTag,
                targetLocale: locale)
        } catch let error as InterchangeError {
            throw CommandFailure(.dataError, error.description)
        } catch let error as LocalizationError {
            throw RendererLoader.failure(error)
        }
        let text = format == .po ? POCodec.encode(document) : XLIFFCodec.encode(document)
        try QACommandSupport.writeOutput(text, to: arguments.value("output"), context: context)
        return .ok
    }
}
