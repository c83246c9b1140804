import Arguments
import Foundation
import Localization
import LocalizationQA
import Speech

/// `guidance qa report`: a static HTML page (opens from disk) with each locale's findings,
/// rendered cases, SSML, audio players and a duration chart against the time budget.
struct QAReportCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa report",
        abstract: "Write a static HTML review report with audio for each locale.",
        discussion: """
            Writes OUT/index.html (every locale with its findings and coverage), one OUT/<locale>.html
            per locale (each case with its message key, the en-US text, the locale's display and spoken
            text, SSML and a player; a search box; findings linked to their cases; the duration chart),
            and the prompts as OUT/audio/<locale>/<case id>.ogg (Ogg Vorbis by sox; --audio-format wav
            keeps WAV). Open index.html in a browser straight from disk. Every locale by default (or
            --all); --locale names some. The exit code is 1 when a locale has an error finding (lint or
            timing).

            Examples:
              guidance qa report --output out/qa-report --all
              guidance qa report --output out/qa-report --locale pt-BR --locale pt-PT
            """,
        options: [
            CommonOptions.output("Output directory (required).", valueName: "DIR"),
            CommonOptions.locale("Report this locale (repeatable; default: all).", kind: .repeated),
            .flag("all", help: "Every locale of the data directory (the default without --locale)."),
            .flag("no-audio", help: "Skip synthesis (no players, no timing check)."),
            OptionSpec("audio-format", valueName: "F", help: "ogg (Ogg Vorbis, default) or wav."),
            CommonOptions.data,
            CommonOptions.espeakData,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let out = arguments.value("output") else { throw UsageError("--output is required") }
        let audioFormat = try arguments.choice("audio-format", in: ["ogg", "wav"]) ?? "ogg"
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let locales = try QACommandSupport.locales(arguments, directory: directory)
        var compression: OggCompression?
        if audioFormat == "ogg", !arguments.flag("no-audio") {
            guard let found = OggCompression.find(environment: context.environment) else {
                throw CommandFailure(
                    .internalError,
                    "sox is not installed (it encodes the prompts as Ogg Vorbis): install sox and libsox-fmt-base "
                        + "(make deps), or pass --audio-format wav or --no-audio")
            }
            compression = found
        }
        let espeakData = arguments.value("espeak-data")
        let synthesis =
            arguments.flag("no-audio")
            ? nil
            : PromptSynthesis(synthesizer: try QACommandSupport.preparedSynthesizer(espeakData: espeakData))
        let voices = QACommandSupport.installedVoices(context: context, espeakData: espeakData)
        let progress = ProgressDisplay(output: context.stderr)
        let reports: [LocaleReport]
        do {
            let builder = ReportBuilder(
                directory: directory, outputDirectory: out, synthesis: synthesis, compression: compression)
            reports = try builder.build(
                locales: locales, installedVoices: voices,
                phonemizer: voices.map { _ in EspeakPhonemizer(dataPath: espeakData) }
            ) { tag, done, total in
                progress.update(tag, done: done, total: total)
            }
        } catch let error as LintError {
            throw QACommandSupport.failure(error)
        } catch let error as QAError {
            throw QACommandSupport.failure(error)
        } catch let error as LocalizationError {
            throw RendererLoader.failure(error)
        }
        var failed = false
        for report in reports {
            let errors = report.findings.count { $0.severity == .error }
            failed = failed || errors > 0
            context.stdout.line(
                "\(report.tag): \(report.rows.count) cases, \(report.audio.count) prompts, \(errors) errors, "
                    + "\(report.findings.count - errors) warnings")
        }
        context.stdout.line("report: \(out)/index.html")
        return failed ? .failure : .ok
    }
}
