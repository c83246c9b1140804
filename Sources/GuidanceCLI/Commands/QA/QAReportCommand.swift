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
            Writes OUT/index.html and OUT/audio/<locale>/<case id>.wav; open index.html in a browser
            straight from disk. The exit code is 1 when a locale has an error finding (lint or timing).

            Example:
              guidance qa report --output out/qa-report --locale pt-BR --locale pt-PT
            """,
        options: [
            CommonOptions.output("Output directory (required).", valueName: "DIR"),
            CommonOptions.locale("Report this locale (repeatable; default: all).", kind: .repeated),
            .flag("no-audio", help: "Skip synthesis (no players, no timing check)."),
            LocaleCommandSupport.dataOption,
            CommonOptions.espeakData,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let out = arguments.value("output") else { throw UsageError("--output is required") }
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let locales = try arguments.all("locale").map { tag in
            try QACommandSupport.negotiated(tag, directory: directory)
        }
        let espeakData = arguments.value("espeak-data")
        let voices = QACommandSupport.installedVoices(context: context, espeakData: espeakData)
        let synthesis =
            arguments.flag("no-audio")
            ? nil : PromptSynthesis(synthesizer: EspeakSynthesizer(dataPath: espeakData))
        let progress = ProgressDisplay(
            output: context.stderr, isTerminal: QACommandSupport.standardErrorIsTerminal)
        let reports: [LocaleReport]
        do {
            reports = try ReportBuilder(directory: directory, outputDirectory: out, synthesis: synthesis)
                .build(locales: locales.isEmpty ? nil : locales, installedVoices: voices) {
                    tag, done, total in
                    progress.update(tag, done: done, total: total)
                }
        } catch let error as LintError {
            throw QACommandSupport.failure(error)
        } catch let error as QAError {
            throw QACommandSupport.failure(error)
        } catch let error as LocalizationError {
            throw LocaleCommandSupport.failure(error)
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
