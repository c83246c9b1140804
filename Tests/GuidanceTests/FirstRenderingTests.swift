import GuidanceModel
import Localization
import Testing

@testable import Guidance

/// A drive renders a prompt the first time on a memo miss and again from the memos: both must
/// say the same, and a renderer whose memos other prompts filled must say what a new one says.
@Suite struct FirstRenderingTests {
    /// Names that take the plain and the character-by-character paths of the lexicon: accents,
    /// abbreviations, numbers, curly quotes, no-break spaces, other scripts.
    static let names: [String?] = [
        "Rua Dr. Álvaro Alvim", "Av. D. Pedro II", "EN-125", "Rua “Nova”", "Estrada 1\u{00A0}500",
        "R. São João, 12", "улица Ленина", nil,
    ]

    @Test(arguments: Shipped.allLocales)
    func theMemosChangeNoRendering(_ tag: String) throws {
        let bundle = try Shipped.bundle(tag)
        let warm = try TemplateRenderer(bundle: bundle)
        for name in Self.names {
            let first = RenderingTests.everyPrompt(warm, road: name)
            let again = RenderingTests.everyPrompt(warm, road: name)
            // A renderer of its own for this name: its screen texts first, on empty memos, then
            // every prompt, with nothing of another name in its memos.
            let new = try TemplateRenderer(bundle: bundle)
            let step = Shipped.step(.turnRight, road: name, towards: name)
            #expect(warm.instruction(for: step) == new.instruction(for: step))
            #expect(warm.distance(1234).text == new.distance(1234).text)
            #expect(warm.duration(4000) == new.duration(4000))
            let alone = RenderingTests.everyPrompt(new, road: name)
            #expect(first == again, "\(tag) \(name ?? "no name"): the memo changed a prompt")
            #expect(first == alone, "\(tag) \(name ?? "no name"): other prompts' memos changed a prompt")
        }
    }
}
