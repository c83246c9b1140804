import Foundation
import FoundationXML
import Localization
import LocalizationQA
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
        let html = HTMLReport.page([report], budget: TimingBudget())
        let parser = XMLParser(data: Data(html.utf8))
        let counter = Counter()
        parser.delegate = counter
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "") at line \(parser.lineNumber)")
        #expect(counter.elements["audio"] == audio.count)
        #expect(counter.audioSources.allSatisfy { !$0.hasPrefix("/") && $0.hasSuffix(".wav") })
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
        let data = try #require(FileManager.default.contents(atPath: output + "/index.html"))
        #expect(XMLParser(data: data).parse())
    }
}
