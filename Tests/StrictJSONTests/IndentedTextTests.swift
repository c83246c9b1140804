import StrictJSON
import Testing

/// A parsed document written out again reads back as the same values, in the same order.
@Suite struct IndentedTextTests {
    @Test func aDocumentWrittenAgainReadsTheSame() throws {
        let source =
            #"{"b": [1, 2.5, -3e2, {}], "a": {"x": "q\"\\\n\u2028é", "y": null, "z": [true, false, []]}}"#
        let text = try JSONParser.parse(source).indentedText()
        #expect(Self.values(try JSONParser.parse(text)) == Self.values(try JSONParser.parse(source)))
        #expect(text.hasPrefix("{\n  \"b\": [\n    1,\n    2.5,\n    -300,\n    {}\n  ],\n  \"a\": {\n"))
        #expect(text.contains(#""x": "q\"\\\n\u2028é""#))
    }

    /// The values of a node without the lines they were read from.
    static func values(_ node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let flag): "\(flag)"
        case .number(let number): "\(number)"
        case .string(let string): string.debugDescription
        case .array(let elements): "[" + elements.map(values).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.map { $0.key + ":" + values($0.node) }.joined(separator: ",") + "}"
        }
    }
}
