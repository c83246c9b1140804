import StrictJSON
import Testing

@Suite struct SyntaxErrorTests {
    @Test(arguments: [
        ("{\n  \"a\": 1,\n  \"b\": 2,\n}", 4, "expected a quoted member name"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, "expected ',' or '}' after the value of \"a\""),
        ("{\"a\" 1}", 1, "expected ':' after \"a\""),
        ("{'a': 1}", 1, "expected a quoted member name"),
        ("[1, 2", 1, "unexpected end of file, expected ',' or ']' in an array"),
        ("[1,]", 1, "unexpected character ']', expected a value"),
        ("[\n01x]", 2, "expected ',' or ']' in an array"),
        ("{\"a\": tru}", 1, "invalid literal, expected true"),
        ("nul", 1, "unexpected end of file, invalid literal, expected null"),
        ("False", 1, "unexpected character 'F', expected a value"),
        ("{\"a\": 1, \"a\": 2}", 1, "duplicate member \"a\""),
        ("\"abc", 1, "unterminated string"),
        ("{\n\n\"a\": \"x\ty\"}", 3, "control character in a string (use \\n or \\t)"),
        ("", 1, "unexpected end of file, expected a value"),
        ("  \n ", 2, "unexpected end of file, expected a value"),
        ("{\"a\":", 1, "unexpected end of file, expected a value"),
        ("// note\n{}", 1, "unexpected character '/', expected a value"),
    ])
    func syntaxErrorsNameTheLineAndReason(text: String, line: Int, reason: String) throws {
        let error = try #require(Parsing.error(text))
        #expect(error.line == line)
        #expect(error.reason == reason)
    }

    @Test(arguments: [
        ("01", 2), ("{} x", 4), ("1 2", 3), ("[] []", 4), ("{\"a\":1}}", 8), ("null,", 5), ("\"a\"\"b\"", 4),
        ("true\n\n false", 2),
    ])
    func trailingContentIsRejected(text: String, column: Int) throws {
        let error = try #require(Parsing.error(text))
        #expect(error.reason == "unexpected text after the end of the JSON value")
        #expect(error.column == column)
    }

    @Test func unexpectedCharactersAreNamedReadably() {
        #expect(
            Parsing.error("[\u{201C}a\u{201D}]")?.reason
                == "unexpected character '\u{201C}', expected a value")
        #expect(Parsing.error("[\u{00A0}1]")?.reason == "unexpected character U+00A0, expected a value")
        #expect(Parsing.error("[\u{7F}]")?.reason == "unexpected character U+007F, expected a value")
        #expect(Parsing.error(bytes: [0x5B, 0xFF, 0x5D])?.reason == "unexpected byte 0xFF, expected a value")
        #expect(Parsing.error(bytes: [0x5B, 0xE2, 0x80])?.reason == "unexpected byte 0xE2, expected a value")
    }

    @Test func aByteOrderMarkOnlyCountsAtTheStart() {
        #expect(
            Parsing.error(bytes: [0x20, 0xEF, 0xBB, 0xBF, 0x31])?.reason
                == "unexpected character U+FEFF, expected a value")
    }

    @Test func everyPrefixOfAValidDocumentFailsCleanly() throws {
        let text = #"{"a": [1, -2.5e3, true, null, "x\u00e9\ud83d\ude97"], "b": {"c": false}}"#
        let bytes = Array(text.utf8)
        #expect(Parsing.error(bytes: bytes) == nil)
        for end in 0..<bytes.count {
            let error = try #require(Parsing.error(bytes: Array(bytes[..<end])), "prefix of \(end) bytes")
            #expect(error.line == 1)
            #expect(error.column >= 1 && error.column <= end + 1)
        }
    }
}
