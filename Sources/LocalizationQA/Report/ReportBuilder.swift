import Foundation
import Localization
import Speech

/// Everything `guidance qa report` does, as one call: lint the locales, render each one's
/// matrix, synthesize its prompts into `<out>/audio/<tag>/`, check the timing budget, and write
/// `<out>/index.html`.
public struct ReportBuilder: Sendable {
    /// The data directory.
    public var directory: String
    /// The output directory.
    public var outputDirectory: String
    /// The timing budget.
    public var budget = TimingBudget()
    /// The synthesizer; nil writes the report without audio.
    public var synthesis: PromptSynthesis?

    /// Creates a builder.
    public init(directory: String, outputDirectory: String, synthesis: PromptSynthesis?) {
        self.directory = directory
        self.outputDirectory = outputDirectory
        self.synthesis = synthesis
    }

    /// Builds the report and returns the locales' data (the page is written to `index.html`).
    ///
    /// - Parameter progress: called with (locale, done, total) as prompts are synthesized.
    public func build(
        locales: [String]?, installedVoices: [VoiceInfo]?,
        progress: (String, Int, Int) -> Void = { _, _, _ in }
    ) throws -> [LocaleReport] {
        let lint = try Linter().lint(directory: directory, locales: locales, installedVoices: installedVoices)
        var reports: [LocaleReport] = []
        for tag in lint.locales {
            let findings = lint.findings.filter { $0.locale == tag }
            let catalog = try LocaleCatalog(directory: directory)
            let resource = try? catalog.templates(tag)
            let messages = resource?.entries.map { (key: $0.key, source: $0.source) } ?? []
            guard let bundle = try? catalog.bundle(for: tag),
                let renderer = try? MatrixRenderer(bundle: bundle)
            else {
                reports.append(
                    LocaleReport(
                        tag: tag, name: tag, messages: messages, rows: [], audio: [], findings: findings))
                continue
            }
            let rows = renderer.render()
            var audio: [PromptAudio] = []
            var timing: [Finding] = []
            if let synthesis {
                audio = try synthesis.synthesize(
                    rows, voice: bundle.voice, outputDirectory: outputDirectory, subdirectory: "audio/\(tag)",
                    progress: { done, total in progress(tag, done, total) })
                timing = BudgetFindings.findings(
                    rows: rows, audio: audio, budget: budget, locale: tag, resource: resource)
            }
            reports.append(
                LocaleReport(
                    tag: tag, name: bundle.facts.name, messages: messages, rows: rows, audio: audio,
                    findings: findings + timing))
        }
        let page = HTMLReport.page(reports, budget: budget)
        do {
            try FileManager.default.createDirectory(
                atPath: outputDirectory, withIntermediateDirectories: true)
            try page.write(toFile: outputDirectory + "/index.html", atomically: true, encoding: .utf8)
        } catch {
            throw QAError.cannotWrite("\(outputDirectory)/index.html: \(error.localizedDescription)")
        }
        return reports
    }
}
