import StrictJSON
import Testing

@Suite struct ValueTests {
    @Test func parsesEveryKindWithItsLine() throws {
        let node = try JSONParser.parse(
            "{\n  \"a\": [1, 2.5, -3e2],\n  \"b\": {\"c\": \"x\\u00e9\\n\"},\n  \"d\": null,\n  \"e\": [true, false]\n}"
        )
        #expect(node.line == 1)
        #expect(node.members?.map(\.key) == ["a", "b", "d", "e"])
        #expect(
            node["a"]
                == JSONNode(
                    .array([
                        .init(.number(1), line: 2), .init(.number(2.5), line: 2),
                        .init(.number(-300), line: 2),
                    ]),
                    line: 2))
        #expect(
            node["b"]
                == JSONNode(.object([JSONMember(key: "c", node: .init(.string("xé\n"), line: 3))]), line: 3))
        #expect(node["d"] == JSONNode(.null, line: 4))
        #expect(node["e"]?.elements?.map(\.value) == [.bool(true), .bool(false)])
    }

    @Test func objectsKeepFileOrder() throws {
        let node = try JSONParser.parse(#"{"zeta": 1, "alpha": 2, "mid": 3, "beta": 4}"#)
        #expect(node.members?.map(\.key) == ["zeta", "alpha", "mid", "beta"])
    }

    @Test func keyedLookup() throws {
        let node = try JSONParser.parse(#"{"a": {"b": [10, {"c": "deep"}]}}"#)
        #expect(node["a"]?["b"]?.elements?[1]["c"]?.value == .string("deep"))
        #expect(node["missing"] == nil)
        #expect(node["a"]?["b"]?["c"] == nil, "an array has no members")
        #expect(try JSONParser.parse("\"text\"")["a"] == nil)
        #expect(try JSONParser.parse("{}").members == [])
        #expect(try JSONParser.parse("[]").elements == [])
        #expect(try JSONParser.parse("{}").elements == nil)
    }

    @Test func kindNamesForMessages() throws {
        let names = try ["null", "true", "1", "\"s\"", "[]", "{}"].map { try JSONParser.parse($0).kindName }
        #expect(names == ["null", "a boolean", "a number", "a string", "an array", "an object"])
    }

    @Test func textAndBytesAgree() throws {
        let text = "{\"name\": \"Praça\", \"n\": [1, 2]}"
        #expect(try JSONParser.parse(text) == JSONParser.parse(Array(text.utf8)))
        #expect(try JSONParser.parse(text) == JSONParser.parse(text.utf8[...]))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":\n1}".utf8))
        #expect(node["a"] == JSONNode(.number(1), line: 2))
        let error = try #require(Parsing.error(bytes: [0xEF, 0xBB, 0xBF] + Array("[x]".utf8)))
        #expect(error.column == 2, "the mark is not a column")
    }

    @Test func whitespaceAroundTheValueIsAllowed() throws {
        #expect(try JSONParser.parse(" \t\r\n 7 \r\n\t ").value == .number(7))
    }
}
