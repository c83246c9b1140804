import Foundation
import Localization
import Speech
import SystemIO

/// Everything `guidance qa report` does, as one call: lint the locales, render each one's
/// matrix (and the source locale's, for the source text beside each case), synthesize its
/// prompts into `<out>/audio/<tag>/` (Ogg Vorbis when a compressor is given), check the timing
/// budget, and write `<out>/index.html` with one `<out>/<tag>.html` per locale.
public struct ReportBuilder: Sendable {
    /// The data directory.
    public var directory: String
    /// The output directory.
    public var outputDirectory: String
    /// The timing budget.
    public var budget = TimingBudget()
    /// The synthesizer; nil writes the report without audio.
    public var synthesis: PromptSynthesis?
    /// The encoder of the prompts; nil keeps WAV files.
    public var compression: OggCompression?
    /// The locale whose text is shown beside each case and whose messages coverage counts.
    public var sourceLocale = "en-US"

    /// Creates a builder.
    public init(
        directory: String, outputDirectory: String, synthesis: PromptSynthesis?,
        compression: OggCompression? = nil
    ) {
        self.directory = directory
        self.outputDirectory = outputDirectory
        self.synthesis = synthesis
        self.compression = compression
    }

    /// Builds the report and returns the locales' data (the pages are written).
    ///
    /// - Parameters:
    ///   - phonemizer: how the voice reads text, for the lint's `spoken-form` check (nil skips it).
    ///   - progress: called with (locale, done, total) as prompts are synthesized.
    public func build(
        locales: [String]?, installedVoices: [VoiceInfo]?, phonemizer: (any Phonemizer)? = nil,
        progress: (String, Int, Int) -> Void = { _, _, _ in }
    ) throws -> [LocaleReport] {
        let lint = try Linter().lint(
            directory: directory, locales: locales, installedVoices: installedVoices, phonemizer: phonemizer)
        let catalog = try LocaleCatalog(directory: directory)
        let sourceMessages =
            (try? catalog.templates(sourceLocale))?.entries.map { (key: $0.key, source: $0.source) } ?? []
        var sourceTexts: [String: String] = [:]
        if let bundle = try? catalog.bundle(for: sourceLocale),
            let renderer = try? MatrixRenderer(bundle: bundle)
        {
            for row in renderer.render() { sourceTexts[row.matrixCase.id] = row.display }
        }
        try createDirectory(outputDirectory)
        var reports: [LocaleReport] = []
        for tag in lint.locales {
            let findings = lint.findings.filter { $0.locale == tag }
            let resource = try? catalog.templates(tag)
            let messages = resource?.entries.map { (key: $0.key, source: $0.source) } ?? []
            // A locale that does not load or render is reported by its tag, with its findings only.
            var name = tag
            var rows: [MatrixRow] = []
            var audio: [PromptAudio] = []
            var timing: [Finding] = []
            var texts: [String: String] = [:]
            if let bundle = try? catalog.bundle(for: tag), let renderer = try? MatrixRenderer(bundle: bundle)
            {
                name = bundle.facts.name
                rows = renderer.render()
                texts = sourceTexts
                if let synthesis {
                    audio = try synthesis.synthesize(
                        rows, voice: bundle.voice, rate: bundle.facts.speech.rate,
                        outputDirectory: outputDirectory, subdirectory: "audio/\(tag)",
                        progress: { done, total in progress(tag, done, total) })
                    timing = BudgetFindings.findings(
                        rows: rows, audio: audio, budget: budget, locale: tag, resource: resource)
                    if let compression {
                        audio = try compression.compress(audio, outputDirectory: outputDirectory)
                    }
                }
            }
            let report = LocaleReport(
                tag: tag, name: name, messages: messages, rows: rows, audio: audio,
                findings: findings + timing, sourceTexts: texts,
                coverage: LocaleCoverage.measure(
                    messages: messages, source: sourceMessages, rows: rows, isSource: tag == sourceLocale))
            try write(
                HTMLReport.localePage(report, budget: budget, sourceLocale: sourceLocale),
                name: HTMLReport.pageName(tag))
            reports.append(report)
        }
        try write(HTMLReport.index(reports, sourceLocale: sourceLocale), name: "index.html")
        try write(HTMLReport.stylesheet, name: HTMLReport.stylesheetName)
        try write(HTMLReport.script, name: HTMLReport.scriptName)
        return reports
    }

    private func createDirectory(_ path: String) throws(QAError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite("\(path): \(error.localizedDescription)")
        }
    }

    private func write(_ text: String, name: String) throws(QAError) {
        let path = outputDirectory + "/" + name
        do {
            try WholeFile.write(text, to: path)
        } catch {
            throw .cannotWrite(error.description)
        }
    }
}
