import Arguments
import Foundation
import Localization
import LocalizationQA
import MessageFormat

/// `guidance qa pseudo`: makes the pseudo-locale `qps` from the en-US source (accented, about
/// 40% longer, each pattern in ⟦…⟧), so that untranslatable, truncated or concatenated text
/// shows at a glance in the matrix, the report or a running product.
struct QAPseudoCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa pseudo",
        abstract: "Generate the pseudo-locale qps from the en-US messages.",
        discussion: """
            Only pattern text changes; placeholders, keys, options and markup are kept. Without
            --output, writes templates/qps.mf2 and locales/qps.json into the data directory of a
            source checkout (they are generated files: not committed, and not linted unless asked
            with --locale qps); an installed data directory (PREFIX/share/guidance) is never
            written: the files go to $XDG_DATA_HOME/guidance (default ~/.local/share/guidance),
            a data directory of its own (the shipped locales are linked there), to use with --data.
            --output FILE writes the templates there instead (- for stdout); --facts-out FILE the facts.

            Examples:
              guidance qa pseudo && guidance qa matrix --locale qps
              guidance qa pseudo --output - | less
            """,
        options: [
            CommonOptions.output("Templates file to write (- for stdout)."),
            OptionSpec("facts-out", valueName: "FILE", help: "Facts file to write."),
            CommonOptions.data,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let catalog = try LocaleCommandSupport.catalog(arguments, context: context)
        let source: MessageResource
        do {
            source = try catalog.templates("en-US")
        } catch {
            throw RendererLoader.failure(error)
        }
        let pseudo = PseudoLocalizer()
        let templates = pseudo.resource(from: source, sourceTag: "en-US")
        let factsText: String
        do {
            factsText = try pseudo.facts(fromSourceJSON: LocaleCatalog.readText(catalog.factsPath("en-US")))
        } catch let error as LocalizationError {
            throw RendererLoader.failure(error)
        } catch let error as QAError {
            throw QACommandSupport.failure(error)
        }
        let out = arguments.value("output")
        let factsOut = arguments.value("facts-out")
        let target =
            out == nil && factsOut == nil
            ? try GeneratedDataDirectory.target(for: catalog, environment: context.environment) : catalog
        let templatesPath = out ?? target.templatesPath(PseudoLocalizer.tag)
        let factsPath = factsOut ?? (out == nil ? target.factsPath(PseudoLocalizer.tag) : nil)
        if templatesPath == "-" {
            context.stdout.write(templates)
        } else {
            try OutputFile.write(templates, to: templatesPath)
            context.stderr.line("wrote \(templatesPath)")
        }
        if let factsPath {
            try OutputFile.write(factsText, to: factsPath)
            context.stderr.line("wrote \(factsPath)")
        }
        return .ok
    }
}
