import Foundation
import FoundationXML
import Localization
import LocalizationQA
import TestSupport
import Testing

/// The report page is well-formed XML (so browsers and tools read it the same way) and links
/// each prompt's audio by a relative path.
struct ReportTests {
    final class Counter: NSObject, XMLParserDelegate {
        var elements: [String: Int] = [:]
        var audioSources: [String] = []
        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            elements[name, default: 0] += 1
            if name == "audio", let source = attributes["src"] { audioSources.append(source) }
        }
    }

    @Test func pageIsWellFormedWithAudioAndChart() throws {
        let bundle = try LocaleCatalog(directory: QAFixtures.repositoryData).bundle(for: "pt-BR")
        let rows = try MatrixRenderer(bundle: bundle).render()
        let spoken = rows.filter(\.isSpoken)
        let audio = spoken.enumerated().map { index, row in
            PromptAudio(
                caseID: row.matrixCase.id, relativePath: "audio/pt-BR/\(row.matrixCase.id).wav",
                durationMilliseconds: 1000 + index * 10)
        }
        let finding = Finding(
            checkID: "markup", severity: .error, locale: "pt-BR", file: "templates/pt-BR.mf2", line: 1,
            column: 2,
            key: "a.b", message: "<tag> & \"quotes\"")
        let report = LocaleReport(
            tag: "pt-BR", name: bundle.facts.name, messages: [(key: "k", source: "{$x} < & >")], rows: rows,
            audio: audio, findings: [finding])
        let html = HTMLReport.localePage(report, budget: TimingBudget())
        let parser = XMLParser(data: Data(html.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber)")
        #expect(counter.elements["audio"] == audio.count)
        #expect(counter.audioSources.allSatisfy { !$0.hasPrefix("/") && $0.hasSuffix(".wav") })
        #expect(counter.audioSources.count < 1000)
        #expect((counter.elements["svg"] ?? 0) >= 2)
        #expect((counter.elements["rect"] ?? 0) >= spoken.count / 2)
        #expect(html.contains("&lt;tag&gt; &amp; &quot;quotes&quot;"))
    }

    @Test func builderWritesIndexWithoutAudio() throws {
        let directory = try QAFixtures.dataCopy()
        let output = TestScratch.url.appendingPathComponent(
            "qa-report-\(UUID().uuidString)"
        ).path
        let reports = try ReportBuilder(directory: directory, outputDirectory: output, synthesis: nil)
            .build(locales: ["pt-PT"], installedVoices: nil)
        #expect(reports.map(\.tag) == ["pt-PT"])
        for page in ["index.html", "pt-PT.html"] {
            let data = try #require(FileManager.default.contents(atPath: output + "/" + page))
            #expect(XMLParser(data: data).parse(), "\(page)")
        }
        #expect(FileManager.default.fileExists(atPath: output + "/report.js"))
        #expect(FileManager.default.fileExists(atPath: output + "/report.css"))
        let coverage = try #require(reports.first?.coverage)
        #expect(coverage.sourceMessages > 40)
        #expect(coverage.translated == coverage.sourceMessages)
        #expect(coverage.exercised > coverage.messages / 2)
        // The source text beside each case is en-US's rendering of the same case.
        let index = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(index.contains("href=\"pt-PT.html\""))
        let page = try String(contentsOfFile: output + "/pt-PT.html", encoding: .utf8)
        let source = try #require(reports.first?.sourceTexts["now-turnRight"])
        #expect(source.lowercased().contains("turn right"))
        #expect(page.contains("now-turnRight") && page.contains(source), "the case row shows its source text")
    }

    /// Each finding links to the case it names, else to the first case of its message, and each
    /// case row shows its key and the source text.
    @Test func findingsLinkToTheirCasesAndRowsShowKeyAndSource() throws {
        let bundle = try LocaleCatalog(directory: QAFixtures.repositoryData).bundle(for: "pt-BR")
        let rows = try MatrixRenderer(bundle: bundle).render()
        let row = try #require(rows.first { $0.isSpoken && $0.matrixCase.key.hasPrefix("instruction.") })
        let other = try #require(rows.last { $0.matrixCase.key != row.matrixCase.key && $0.isSpoken })
        let byCase = Finding(
            checkID: BudgetFindings.checkID, severity: .error, locale: "pt-BR", file: "templates/pt-BR.mf2",
            line: 3, column: 1, key: row.matrixCase.key, message: "prompt \(other.matrixCase.id) lasts 9 s")
        let byKey = Finding(
            checkID: "untranslated", severity: .warning, locale: "pt-BR", file: "templates/pt-BR.mf2",
            line: 4,
            column: 1, key: row.matrixCase.key, message: "the same as the source")
        let report = LocaleReport(
            tag: "pt-BR", name: "Português", messages: [(key: row.matrixCase.key, source: "x")], rows: rows,
            audio: [], findings: [byCase, byKey], sourceTexts: [row.matrixCase.id: "Source <text>"])
        let html = HTMLReport.localePage(report, budget: TimingBudget())
        #expect(XMLParser(data: Data(html.utf8)).parse())
        #expect(html.contains("lasts 9 s <a href=\"#case-\(other.matrixCase.id)\">"))
        let firstOfKey = try #require(rows.first { $0.matrixCase.key == row.matrixCase.key })
        #expect(html.contains("the same as the source <a href=\"#case-\(firstOfKey.matrixCase.id)\">"))
        #expect(html.contains("<tr id=\"case-\(row.matrixCase.id)\">"))
        #expect(html.contains("<code>\(row.matrixCase.key)</code>"))
        #expect(html.contains(">Source &lt;text&gt;</td>"))
        #expect(html.contains("id=\"search\""))
    }

    /// The chart names its axes.
    @Test func chartHasLabelledAxes() {
        let rows =
            (try? MatrixRenderer(
                bundle: LocaleCatalog(directory: QAFixtures.repositoryData).bundle(for: "en-US")
            ).render()) ?? []
        let audio = rows.filter(\.isSpoken).map {
            PromptAudio(caseID: $0.matrixCase.id, relativePath: "a.ogg", durationMilliseconds: 1500)
        }
        let svg = DurationChart.svg(rows: rows, audio: audio, budget: TimingBudget())
        #expect(svg.contains(">duration (s)</text>"))
        #expect(svg.contains("prompts in matrix order"))
    }
}
