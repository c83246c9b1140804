import Foundation
import MessageFormat
import Testing

/// `forEachPiece` is the renderer's cheaper walk of a formatted message; it must hand over
/// exactly what `formatToParts` returns (text, isolation marks, markup, each placeholder's value
/// and text, fallbacks) with the same errors, for every message the engine knows how to break.
@Suite struct PieceAgreementTests {
    /// One piece or part, reduced to what both walks report.
    static func describe(_ part: MessagePart) -> String {
        switch part {
        case .text(let text): "text(\(text))"
        case .bidiIsolation(let mark): "isolation(\(mark.unicodeScalars.map { $0.value }))"
        case .markup(let markup):
            "markup(\(markup.kind) \(markup.name) \(markup.options.map(\.name)) \(markup.id ?? "-"))"
        case .expression(let part): "value(\(part.value.partType) \(part.text))"
        case .fallback(let source): "fallback(\(source))"
        }
    }

    static func describe(_ piece: MessagePiece) -> String {
        switch piece {
        case .text(let text): "text(\(text))"
        case .bidiIsolation(let mark): "isolation(\(mark.unicodeScalars.map { $0.value }))"
        case .markup(let markup):
            "markup(\(markup.kind) \(markup.name) \(markup.options.map(\.name)) \(markup.id ?? "-"))"
        case .value(let value, let text): "value(\(value.partType) \(text))"
        case .fallback(let source): "fallback(\(source))"
        }
    }

    /// Both walks of one message, or nil when it does not compile.
    static func walks(
        _ source: String, _ arguments: MessageArguments, locale: String, bidi: BidiIsolation,
        registry: FunctionRegistry = .testing
    ) -> (parts: [String], pieces: [String])? {
        guard
            let message = try? CompiledMessage(
                source, locale: locale, registry: registry, bidiIsolation: bidi)
        else { return nil }
        var partErrors: [MessageError] = []
        let parts = message.formatToParts(arguments, errors: &partErrors).map(describe)
        var pieceErrors: [MessageError] = []
        var pieces: [String] = []
        message.forEachPiece(arguments, errors: &pieceErrors) { pieces.append(describe($0)) }
        return (
            parts + partErrors.map { "error \($0.kind) \($0.detail)" },
            pieces + pieceErrors.map { "error \($0.kind) \($0.detail)" }
        )
    }

    static let messages =
        ShortcutAgreementTests.messages + [
            "{#b u:id=x}bold{/b} {#br/} {$s :string u:dir=rtl} {$missing} {|lit| :nosuchfunction}",
            "{$n :number u:dir=ltr} {$n :number u:dir=auto} {$n :number u:dir=bogus}",
            "{{a {$s} b}}",
        ]

    @Test(arguments: ["en", "pt-BR", "ar"])
    func piecesAreTheParts(locale: String) {
        var compared = 0
        for source in Self.messages {
            for arguments in ShortcutAgreementTests.argumentSets {
                for bidi in [BidiIsolation.default, .none] {
                    guard let (parts, pieces) = Self.walks(source, arguments, locale: locale, bidi: bidi)
                    else { continue }
                    #expect(parts == pieces, "\(source)")
                    compared += 1
                }
            }
        }
        #expect(compared > 300)
    }

    @Test func piecesAreThePartsOverTheConformanceSuite() throws {
        guard ConformanceTests.suiteIsPresent() else { return }
        var compared = 0
        for file in try ConformanceTests.testFiles() {
            let suite = try JSONDecoder().decode(SuiteFile.self, from: Data(contentsOf: file))
            for test in suite.tests {
                let merged = test.merged(with: suite.defaultTestProperties)
                var arguments: MessageArguments = [:]
                for param in merged.params ?? [] { arguments[param.name] = param.argument }
                let bidi = BidiIsolation(rawValue: merged.bidiIsolation ?? "default") ?? .default
                guard
                    let (parts, pieces) = Self.walks(
                        merged.src ?? "", arguments, locale: merged.locale ?? "en-US", bidi: bidi)
                else { continue }
                #expect(parts == pieces, "\(file.lastPathComponent): \(merged.src ?? "")")
                compared += 1
            }
        }
        #expect(compared >= 300)
    }
}
