import Testing

@testable import Simulator

@Suite struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8))
    }

    @Test func readsEscapesAndNonASCIIText() throws {
        let node = try parse(#"{"name":"Pra\u00e7a do P\u00f4r do Sol \ud83c\udf05 \"Alto\"\n","n":-1.5e2}"#)
        guard case .object(let members) = node.value else {
            Issue.record("not an object")
            return
        }
        #expect(members["name"]?.value == .string("Praça do Pôr do Sol 🌅 \"Alto\"\n"))
        #expect(members["n"]?.value == .number(-150))
    }

    @Test func remembersTheLineOfEveryValue() throws {
        let node = try parse("{\n  \"a\": [\n    1,\n    true\n  ]\n}")
        guard case .object(let members) = node.value, case .array(let items)? = members["a"]?.value else {
            Issue.record("unexpected shape")
            return
        }
        #expect(node.line == 1)
        #expect(members["a"]?.line == 2)
        #expect(items.map(\.line) == [3, 4])
    }

    @Test(arguments: [
        ("{\"a\":1,}", 1), ("[1 2]", 1), ("{\"a\":1} x", 1), ("\"open", 1), ("[\n01x]", 2), ("tru", 1),
        ("{\"a\":\"\\ud800\"}", 1), ("[\"tab\tinside\"]", 1), ("", 1), ("[1.]", 1),
    ])
    func rejectsMalformedDocumentsWithALine(_ text: String, _ line: Int) {
        #expect(throws: JSONSyntaxError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.line == line)
            #expect(!error.reason.isEmpty)
        }
    }

    @Test func rejectsExcessiveNesting() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        #expect(throws: JSONSyntaxError.self) { try parse(deep) }
    }
}
