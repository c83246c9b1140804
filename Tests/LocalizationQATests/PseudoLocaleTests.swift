import Foundation
import Localization
import LocalizationQA
import MessageFormat
import Testing

/// The pseudo-locale changes only pattern text: every message still parses, with the same
/// variables and variant keys, and the locale loads and renders.
struct PseudoLocaleTests {
    func placeholders(_ model: MessageModel) -> [String] {
        var names: [String] = model.declarations.map { "\($0.name)=\($0.expression.fallbackSource)" }
        let patterns: [MessagePattern]
        switch model.body {
        case .pattern(let pattern): patterns = [pattern]
        case .matcher(let selectors, let variants):
            names += selectors
            names += variants.map { "\($0.keys)" }
            patterns = variants.map(\.pattern)
        }
        for pattern in patterns {
            for element in pattern.elements {
                switch element {
                case .expression(let expression):
                    names.append(
                        "\(expression.fallbackSource) \(expression.function?.name ?? "") \(expression.function?.options.count ?? 0)"
                    )
                case .markup(let markup): names.append("#\(markup.name)")
                case .text: continue
                }
            }
        }
        return names
    }

    @Test func transformPreservesPlaceholdersKeysAndMarkup() throws {
        let source = try LocaleCatalog(directory: QAFixtures.repositoryData).templates("en-US")
        let pseudo = PseudoLocalizer()
        var sourceLength = 0
        var pseudoLength = 0
        for entry in source.entries {
            let transformed = pseudo.transform(message: entry.source)
            let original = try CompiledMessage.parse(entry.source)
            let model = try CompiledMessage.parse(transformed)
            #expect(placeholders(model) == placeholders(original), "\(entry.key)")
            #expect(transformed.contains("⟦"))
            sourceLength += entry.source.count
            pseudoLength += transformed.count
        }
        #expect(Double(pseudoLength) > Double(sourceLength) * 1.1)
        let sample = pseudo.transform(
            message: "Turn {$road :road prep=onto} {#emphasis}now{/emphasis} \\{x\\}")
        #expect(sample.hasPrefix("⟦Ŧüüŕñ {$road :road prep=onto} {#emphasis}ñööŵ{/emphasis}"))
        #expect(sample.contains("\\{ẋ\\}"))
    }

    @Test func generatedLocaleLoadsAndRenders() throws {
        let directory = try QAFixtures.dataCopy(["en-US"])
        let catalog = try LocaleCatalog(directory: directory)
        let pseudo = PseudoLocalizer()
        let text = pseudo.resource(from: try catalog.templates("en-US"), sourceTag: "en-US")
        try text.write(toFile: directory + "/templates/qps.mf2", atomically: true, encoding: .utf8)
        let facts = try pseudo.facts(
            fromSourceJSON: String(contentsOfFile: directory + "/locales/en-US.json", encoding: .utf8))
        try facts.write(toFile: directory + "/locales/qps.json", atomically: true, encoding: .utf8)
        let bundle = try LocaleCatalog(directory: directory).bundle(for: "qps")
        let rows = try MatrixRenderer(bundle: bundle).render()
        let broken = rows.filter { !$0.problems.isEmpty }
        #expect(broken.isEmpty, "\(broken.prefix(3).map { "\($0.matrixCase.id): \($0.problems)" })")
        #expect(rows.contains { $0.display.contains("⟦") })
        let report = try Linter().lint(directory: directory, locales: ["qps"], installedVoices: nil)
        #expect(
            report.errorCount == 0, "\(report.findings.filter { $0.severity == .error }.map(\.formatted))")
    }
}
