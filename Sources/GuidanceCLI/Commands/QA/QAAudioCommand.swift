import Arguments
import Foundation
import Localization
import LocalizationQA
import Speech

/// `guidance qa audio`: synthesizes the matrix's spoken prompts of one or more locales, writes
/// the WAV files, and checks that each prompt ends before its maneuver at 50, 90 and 120 km/h.
struct QAAudioCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance qa audio",
        abstract: "Synthesize locales' prompts to WAV files and check their timing budget.",
        discussion: """
            Writes OUT/<case id>.wav per spoken case and OUT/durations.tsv (case, stage, milliseconds,
            file) for one locale; for several (--locale repeated, --all, or no --locale: every locale)
            each goes to OUT/<locale>/. A prompt of the early, prepare or now stage must end before the
            maneuver when it starts at its trigger distance; each that does not is a finding
            ([timing-budget]) and the exit code is 1. Progress goes to stderr: a bar on a terminal,
            plain lines otherwise.

            Examples:
              guidance qa audio --locale pt-PT --output out/qa-audio
              guidance qa audio --all --output out/qa-audio
            """,
        options: [
            CommonOptions.locale("A locale (repeatable; default: all).", kind: .repeated),
            .flag("all", help: "Every locale of the data directory (the default without --locale)."),
            CommonOptions.output("Output directory (required).", valueName: "DIR"),
            CommonOptions.data,
            CommonOptions.espeakData,
        ] + NeuralVoiceSetup.options
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        guard let out = arguments.value("output") else { throw UsageError("--output is required") }
        let directory = try QACommandSupport.dataDirectory(arguments, context: context)
        let tags = try QACommandSupport.localesOrAll(arguments, directory: directory)
        let progress = ProgressDisplay(output: context.stderr)
        let synthesizer = try QACommandSupport.synthesizer(
            arguments, context: context, dataDirectory: directory
        ).0
        let synthesis = PromptSynthesis(synthesizer: synthesizer)
        var failed = false
        for (index, tag) in tags.enumerated() {
            let folder = tags.count == 1 ? out : out + "/" + tag
            let label = tags.count == 1 ? tag : "\(tag) (\(index + 1)/\(tags.count))"
            let findings = try synthesize(
                tag, into: folder, label: label, directory: directory, synthesis: synthesis,
                progress: progress,
                context: context)
            failed = failed || !findings.isEmpty
        }
        return failed ? .failure : .ok
    }

    /// One locale's prompts into `folder`; returns its timing findings (printed).
    private func synthesize(
        _ tag: String, into folder: String, label: String, directory: String, synthesis: PromptSynthesis,
        progress: ProgressDisplay, context: CommandContext
    ) throws -> [Finding] {
        let (bundle, rows) = try QACommandSupport.matrix(tag, directory: directory)
        let audio: [PromptAudio]
        do {
            audio = try synthesis.synthesize(
                rows, voice: bundle.voice, rate: bundle.facts.speech.rate, outputDirectory: folder,
                subdirectory: ".",
                progress: { done, total in progress.update(label, done: done, total: total) })
        } catch {
            throw QACommandSupport.failure(error)
        }
        var table = "case\tstage\tmilliseconds\tfile\n"
        let stages = Dictionary(
            rows.map { ($0.matrixCase.id, $0.matrixCase.stage?.rawValue ?? "-") },
            uniquingKeysWith: { a, _ in a })
        for prompt in audio {
            let file =
                prompt.relativePath.hasPrefix("./")
                ? String(prompt.relativePath.dropFirst(2)) : prompt.relativePath
            table +=
                "\(prompt.caseID)\t\(stages[prompt.caseID] ?? "-")\t\(prompt.durationMilliseconds)\t\(file)\n"
        }
        try OutputFile.write(table, to: folder + "/durations.tsv")
        let resource = try? LocaleCatalog(directory: directory).templates(bundle.tag)
        let findings = BudgetFindings.findings(
            rows: rows, audio: audio, budget: TimingBudget(), locale: bundle.tag, resource: resource)
        for finding in findings { context.stdout.line(finding.formatted) }
        let longest = audio.max { $0.durationMilliseconds < $1.durationMilliseconds }
        context.stdout.line(
            "\(bundle.tag): \(audio.count) prompts in \(folder); longest "
                + "\(longest.map { "\($0.caseID) \($0.durationMilliseconds) ms" } ?? "-"); \(findings.count) over budget"
        )
        return findings
    }
}
