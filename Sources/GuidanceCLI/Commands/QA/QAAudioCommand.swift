import Arguments
import Foundation
import LocalizationQA
import Speech

/// `guidance qa audio`: synthesizes the matrix's spoken prompts, writes the WAV files, and
/// checks that each prompt ends before its maneuver at 50, 90 and 120 km/h.
struct QAAudioCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa audio",
        abstract: "Synthesize a locale's prompts to WAV files and check their timing budget.",
        discussion: """
            Writes OUT/<case id>.wav per spoken case and OUT/durations.tsv (case, stage, milliseconds,
            file). A prompt of the early, prepare or now stage must end before the maneuver when it
            starts at its trigger distance; each that does not is a finding ([timing-budget]) and the
            exit code is 1. Progress goes to stderr: a bar on a terminal, plain lines otherwise.

            Example:
              guidance qa audio --locale pt-PT --output out/qa-audio
            """,
        options: [
            CommonOptions.locale("The locale (required)."),
            CommonOptions.output("Output directory (required).", valueName: "DIR"),
            LocaleCommandSupport.dataOption,
            CommonOptions.espeakData,
        ]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let tag = arguments.value("locale") else { throw UsageError("--locale is required") }
        guard let out = arguments.value("output") else { throw UsageError("--output is required") }
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let (bundle, rows) = try QACommandSupport.matrix(tag, directory: directory)
        let progress = ProgressDisplay(
            output: context.stderr, isTerminal: QACommandSupport.standardErrorIsTerminal)
        let synthesis = PromptSynthesis(
            synthesizer: EspeakSynthesizer(dataPath: arguments.value("espeak-data")))
        let audio: [PromptAudio]
        do {
            audio = try synthesis.synthesize(
                rows, voice: bundle.voice, outputDirectory: out, subdirectory: ".",
                progress: { done, total in progress.update(bundle.tag, done: done, total: total) })
        } catch {
            throw QACommandSupport.failure(error)
        }
        var table = "case\tstage\tmilliseconds\tfile\n"
        let stages = Dictionary(
            rows.map { ($0.matrixCase.id, $0.matrixCase.stage?.rawValue ?? "-") },
            uniquingKeysWith: { a, _ in a })
        for prompt in audio {
            table +=
                "\(prompt.caseID)\t\(stages[prompt.caseID] ?? "-")\t\(prompt.durationMilliseconds)\t"
                + "\(prompt.relativePath.hasPrefix("./") ? String(prompt.relativePath.dropFirst(2)) : prompt.relativePath)\n"
        }
        do {
            try table.write(toFile: out + "/durations.tsv", atomically: true, encoding: .utf8)
        } catch {
            throw CommandFailure(.cannotCreate, "\(out)/durations.tsv: \(error.localizedDescription)")
        }
        let resource = try? LocaleCatalogTemplates.resource(directory: directory, tag: bundle.tag)
        let findings = BudgetFindings.findings(
            rows: rows, audio: audio, budget: TimingBudget(), locale: bundle.tag, resource: resource)
        for finding in findings { context.stdout.line(finding.formatted) }
        let longest = audio.max { $0.durationMilliseconds < $1.durationMilliseconds }
        context.stdout.line(
            "\(audio.count) prompts in \(out); longest \(longest.map { "\($0.caseID) \($0.durationMilliseconds) ms" } ?? "-"); "
                + "\(findings.count) over budget")
        return findings.isEmpty ? .ok : .failure
    }
}
