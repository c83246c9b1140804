import Testing

@testable import StrictJSON

@Suite struct JSONWriterTests {
    @Test func whatItWritesTheStrictParserReadsBackUnchanged() throws {
        let hostile = "Rua \"A\" \\ B\n\t\u{1}\u{7F} ✓ 😀 \u{2028}"
        var writer = JSONWriter()
        writer.add("text", hostile)
        writer.add("absent", nil as String?)
        writer.add("meters", 250.0)
        writer.add("fraction", 0.125)
        writer.add("infinite", Double.infinity)
        writer.add("count", 7)
        writer.add("flag", true)
        writer.addRaw("list", JSONWriter.array([JSONWriter.quoted("a"), "1"]))
        let node = try JSONParser.parse(writer.json)
        #expect(node["text"]?.value == .string(hostile))
        #expect(node["absent"] == nil)
        #expect(node["infinite"] == nil)
        #expect(node["meters"]?.value == .number(250))
        #expect(node["fraction"]?.value == .number(0.125))
        #expect(node["count"]?.value == .number(7))
        #expect(node["flag"]?.value == .bool(true))
        #expect(
            node["list"]?.value == .array([JSONNode(.string("a"), line: 1), JSONNode(.number(1), line: 1)]))
        #expect(writer.json.contains("\"meters\":250,"))
    }
}
