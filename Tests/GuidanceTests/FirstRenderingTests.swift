import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// A renderer that keeps no result (what `bench render` times as a first rendering) must say
/// exactly what the memoizing renderer says, the first time and from its memos.
@Suite struct FirstRenderingTests {
    /// Names that take the plain and the character-by-character paths of the lexicon: accents,
    /// abbreviations, numbers, curly quotes, no-break spaces, other scripts.
    static let names: [String?] = [
        "Rua Dr. Álvaro Alvim", "Av. D. Pedro II", "EN-125", "Rua “Nova”", "Estrada 1\u{00A0}500",
        "R. São João, 12", "улица Ленина", nil,
    ]

    @Test(arguments: Shipped.allLocales)
    func aRendererWithoutMemosSaysWhatTheMemoizingOneSays(_ tag: String) throws {
        let bundle = try LocaleCatalog(directory: Shipped.directory).bundle(for: tag)
        let memoizing = try TemplateRenderer(bundle: bundle)
        let fresh = try TemplateRenderer(bundle: bundle, memoizing: false)
        for name in Self.names {
            let first = RenderingTests.everyPrompt(memoizing, road: name)
            let again = RenderingTests.everyPrompt(memoizing, road: name)
            let afresh = RenderingTests.everyPrompt(fresh, road: name)
            #expect(first == again, "\(tag) \(name ?? "no name"): the memo changed a prompt")
            #expect(first == afresh, "\(tag) \(name ?? "no name"): a first rendering differs")
            let step = Shipped.step(.turnRight, road: name, towards: name)
            #expect(memoizing.instruction(for: step) == fresh.instruction(for: step))
            #expect(memoizing.distance(1234).text == fresh.distance(1234).text)
            #expect(memoizing.duration(4000) == fresh.duration(4000))
        }
    }

    @Test func aDisabledMemoKeepsNothing() {
        let memo = Memo<Int, Int>(limit: 8, enabled: false)
        var calls = 0
        for _ in 0..<3 {
            #expect(
                memo.value(1) {
                    calls += 1
                    return 7
                } == 7)
        }
        #expect(calls == 3)
        #expect(memo.count == 0)
        #expect(memo.cached(1) == nil)
        let kept = Memo<Int, Int>(limit: 8)
        _ = kept.value(1) { 7 }
        #expect(kept.cached(1) == 7)
    }
}
