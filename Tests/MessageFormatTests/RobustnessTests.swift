import MessageFormat
import Testing

/// Hostile input must produce errors, never crashes, hangs or stack overflows.
@Suite struct RobustnessTests {
    @Test func hundredThousandOpenTagsFormat() throws {
        let source = String(repeating: "{#b}", count: 100_000) + "x"
        let message = try CompiledMessage(source, bidiIsolation: .none)
        #expect(message.format() == "x")
        #expect(message.formatToParts().count == 100_001)
    }

    @Test func deeplyNestedBracesAreASyntaxError() {
        let source = String(repeating: "{", count: 100_000) + String(repeating: "}", count: 100_000)
        #expect(CompiledMessage.diagnose(source).first?.kind == .syntaxError)
        let quoted = String(repeating: "{{", count: 50_000)
        #expect(CompiledMessage.diagnose(quoted).first?.kind == .syntaxError)
    }

    @Test func megabyteMessageFormats() throws {
        let chunk = "Lorem ipsum {$x} dolor "
        let count = 1_000_000 / chunk.utf8.count
        let source = String(repeating: chunk, count: count)
        let message = try CompiledMessage(source, bidiIsolation: .none)
        #expect(message.format(["x": "y"]).utf8.count == (chunk.utf8.count - 3) * count)
        let unterminated = String(repeating: "a", count: 1_000_000) + "{$x"
        #expect(CompiledMessage.diagnose(unterminated).first?.kind == .syntaxError)
    }

    @Test func invalidEscapesAndBracesAreErrors() {
        for source in [
            "\\n", "{|a\\b|}", "a}", "{{a}", "{$x", "{|open", ".match", ".local $x = {1} {{", "{#a", "\u{0}",
        ] {
            #expect(
                CompiledMessage.diagnose(source).first?.kind == .syntaxError, "\(source.debugDescription)")
        }
    }

    @Test func manyVariantsAndDeclarationsStayLinear() throws {
        var source = ""
        for index in 0..<2_000 { source += ".local $v\(index) = {\(index)}\n" }
        source += ".input {$n :number} .match $n\n"
        for index in 0..<2_000 { source += "\(index) {{v\(index)}}\n" }
        source += "* {{other}}"
        let message = try CompiledMessage(source)
        #expect(message.format(["n": 1999]) == "v1999")
    }

    @Test func hostileResourceInput() {
        var errors: [MessageResourceError] = []
        let text =
            String(repeating: "[", count: 100_000) + "\n" + String(repeating: "  x\n", count: 10_000)
            + "k = \\"
        let resource = MessageResource.parse(text, errors: &errors)
        #expect(resource.entries.isEmpty)
        #expect(!errors.isEmpty)
    }
}
