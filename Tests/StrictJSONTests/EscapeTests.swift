import StrictJSON
import Testing

@Suite struct EscapeTests {
    @Test func everySimpleEscape() throws {
        #expect(try Parsing.string(#""\"\\\/\b\f\n\r\t""#) == "\"\\/\u{08}\u{0C}\n\r\t")
    }

    @Test func unicodeEscapes() throws {
        #expect(try Parsing.string(#""\u0041\u00e9\u00E9\u20AC\u0000""#) == "Aéé€\u{0}")
        #expect(try Parsing.string(#""Pra\u00e7a \"Alto\"""#) == "Praça \"Alto\"")
    }

    @Test func surrogatePairsCombine() throws {
        #expect(try Parsing.string(#""\ud83d\ude97""#) == "🚗")
        #expect(try Parsing.string(#""x\uD83C\uDF05y""#) == "x🌅y")
        #expect(try Parsing.string(#""\udbff\udfff""#) == "\u{10FFFF}")
    }

    @Test func rawNonASCIITextPassesThrough() throws {
        #expect(try Parsing.string("\"São Paulo 🚗 東京\"") == "São Paulo 🚗 東京")
        #expect(try Parsing.string("\"mixed \\n São\"") == "mixed \n São")
    }

    @Test(arguments: [
        (#""\ud800""#, "unpaired surrogate escape"),
        (#""\ud800x""#, "unpaired surrogate escape"),
        (#""\ud800\n""#, "unpaired surrogate escape"),
        (#""\udc00""#, "unpaired surrogate escape"),
        (#""\ud800\u0041""#, "invalid surrogate pair"),
        (#""\ud800\ud800""#, "invalid surrogate pair"),
        (#""\u12""#, "expected four hex digits after \\u"),
        (#""\u12g4""#, "expected four hex digits after \\u"),
        (#""\x41""#, "invalid escape '\\x'"),
        (#""\'""#, "invalid escape '\\''"),
        ("\"\\", "unterminated escape"),
        ("\"abc", "unterminated string"),
        ("\"a\u{01}b\"", "control character in a string (use \\n or \\t)"),
        ("\"tab\there\"", "control character in a string (use \\n or \\t)"),
        ("\"line\nbreak\"", "control character in a string (use \\n or \\t)"),
    ])
    func badStringsAreRejected(text: String, reason: String) {
        #expect(Parsing.error(text)?.reason == reason)
    }

    @Test func invalidEscapesPointAtTheBackslash() {
        #expect(
            Parsing.error(#"["ab\q"]"#) == JSONSyntaxError(line: 1, column: 5, reason: "invalid escape '\\q'")
        )
        #expect(Parsing.error("[\"\\é\"]")?.reason == "invalid escape: character 'é' after a backslash")
    }

    @Test func invalidUTF8IsRejected() {
        let overlong: [UInt8] = [0x22, 0xC0, 0xAF, 0x22]
        let lone: [UInt8] = [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D]
        let escapedThenBad: [UInt8] = Array("[\"\\n".utf8) + [0xE2, 0x82, 0x22, 0x5D]
        #expect(
            Parsing.error(bytes: overlong)
                == JSONSyntaxError(line: 1, column: 1, reason: "string is not valid UTF-8"))
        #expect(
            Parsing.error(bytes: lone)
                == JSONSyntaxError(line: 1, column: 2, reason: "string is not valid UTF-8"))
        #expect(Parsing.error(bytes: escapedThenBad)?.reason == "string is not valid UTF-8")
    }
}
