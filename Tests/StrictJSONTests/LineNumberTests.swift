import StrictJSON
import Testing

@Suite struct LineNumberTests {
    @Test func everyValueRemembersItsFirstLine() throws {
        let node = try JSONParser.parse("{\n  \"a\": [\n    1,\n    true\n  ],\n  \"b\":\n\n    \"late\"\n}")
        #expect(node.line == 1)
        #expect(node["a"]?.line == 2)
        #expect(node["a"]?.elements?.map(\.line) == [3, 4])
        #expect(node["b"]?.line == 8, "a value on a later line than its key has its own line")
    }

    @Test func windowsLineEndingsCountOnce() throws {
        let node = try JSONParser.parse("[\r\n1,\r\n2,\r\n3]")
        #expect(node.elements?.map(\.line) == [2, 3, 4])
    }

    @Test func escapedNewlinesInStringsAreNotLines() throws {
        let node = try JSONParser.parse("[\"a\\nb\\nc\",\nnull]")
        #expect(node.elements?.map(\.line) == [1, 2])
    }

    @Test func errorsNameLineAndColumn() throws {
        let error = try #require(Parsing.error("{\n  \"a\": 1,\n  \"b\": [1, 2 3]\n}"))
        #expect(error == JSONSyntaxError(line: 3, column: 14, reason: "expected ',' or ']' in an array"))
        #expect(error.description == "line 3, column 14: expected ',' or ']' in an array")
    }

    @Test func linesStayRightDeepIntoALargeDocument() throws {
        var text = "[\n"
        for index in 0..<20_000 { text += "  {\"i\": \(index), \"s\": \"row \\u00e9 \(index)\"},\n" }
        text += "  {\"i\": 1, \"i\": 2}\n]"
        let error = try #require(Parsing.error(text))
        #expect(error.line == 20_002)
        #expect(error.column == 12)
        #expect(error.reason == "duplicate member \"i\"")
    }
}
