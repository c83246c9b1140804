import Testing

@testable import Localization

@Suite struct JSONParserTests {
    @Test func parsesValuesWithTheirLines() throws {
        let node = try JSONParser.parse(
            "{\n  \"a\": [1, 2.5, -3e2],\n  \"b\": {\"c\": \"x\\u00e9\\n\"},\n  \"d\": null\n}")
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["a", "b", "d"])
        #expect(members[0].node.line == 2)
        #expect(
            members[0].node.value
                == .array([
                    .init(.number(1), line: 2), .init(.number(2.5), line: 2), .init(.number(-300), line: 2),
                ]))
        #expect(members[1].node.line == 3)
        #expect(members[1].node.value == .object([("c", .init(.string("xé\n"), line: 3))]))
        #expect(members[2].node.value == .null)
    }

    @Test func surrogatePairsDecode() throws {
        let node = try JSONParser.parse("\"\\ud83d\\ude97\"")
        #expect(node.value == .string("🚗"))
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n  \"b\": 2,\n}", 4, "expected a quoted member name"),
        ("{\n  \"a\": 1\n  \"b\": 2\n}", 3, "expected ',' or '}' after the value of \"a\""),
        ("[1, 2", 1, "expected ',' or ']' in an array"),
        ("{\"a\": tru}", 1, "invalid literal, expected true"),
        ("{\"a\": 1, \"a\": 2}", 1, "duplicate member \"a\""),
        ("\"abc", 1, "unterminated string"),
        ("01", 1, "unexpected text after the end of the JSON value"),
        ("{\n\n\"a\": \"x\ty\"}", 3, "control character in a string (use \\n or \\t)"),
    ])
    func syntaxErrorsNameTheLine(text: String, line: Int, reason: String) {
        #expect(throws: JSONParser.SyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.line == line)
            #expect(error.reason == reason)
        }
    }
}
