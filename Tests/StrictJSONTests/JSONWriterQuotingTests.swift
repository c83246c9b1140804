import Foundation
import Testing

@testable import StrictJSON

/// The casting and prompt records' JSON strings: texts without anything to escape are appended
/// whole, the others character by character; both must give valid JSON that reads back as the text.
@Suite struct JSONWriterQuotingTests {
    static let texts = [
        "Vire à direita na Rua Augusta", "", "Av. \"Paulista\"", "C:\\mapas", "linha\nnova", "tab\there",
        "sep\u{2028}arador", "para\u{2029}grafo", "bell\u{07}", "emoji 🚗 e acentos ção", "\u{E2}\u{80}",
        "fim\u{1F}",
    ]

    @Test(arguments: texts)
    func quotedTextReadsBackAsItself(text: String) throws {
        let quoted = JSONWriter.quoted(text)
        let decoded = try JSONDecoder().decode([String].self, from: Data("[\(quoted)]".utf8))
        #expect(decoded == [text])
        let escapes = text.unicodeScalars.contains {
            $0.value < 0x20 || $0 == "\"" || $0 == "\\" || $0.value == 0x2028 || $0.value == 0x2029
        }
        #expect(JSONWriter.needsEscapes(text) == escapes)
        #expect(escapes || quoted == "\"" + text + "\"")
        #expect(
            !quoted.unicodeScalars.contains { $0.value == 0x2028 || $0.value == 0x2029 || $0.value < 0x20 })
    }
}
