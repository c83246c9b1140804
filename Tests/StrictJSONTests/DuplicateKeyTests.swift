import StrictJSON
import Testing

@Suite struct DuplicateKeyTests {
    @Test func aRepeatedKeyIsRejectedAtTheRepeat() throws {
        let error = try #require(Parsing.error("{\n  \"a\": 1,\n  \"b\": 2,\n  \"a\": 3\n}"))
        #expect(error == JSONSyntaxError(line: 4, column: 3, reason: "duplicate member \"a\""))
    }

    @Test(arguments: [1, 7, 8, 9, 40])
    func detectedInObjectsOfAnySize(size: Int) throws {
        let members = (0..<size).map { "\"k\($0)\": \($0)" }
        #expect(Parsing.error("{" + members.joined(separator: ", ") + "}") == nil)
        for repeated in Set([0, size / 2, size - 1]) {
            let text = "{" + (members + ["\"k\(repeated)\": null"]).joined(separator: ", ") + "}"
            #expect(Parsing.error(text)?.reason == "duplicate member \"k\(repeated)\"", "object of \(size)")
        }
    }

    @Test func keysAreComparedAfterUnescaping() {
        #expect(Parsing.error(#"{"a": 1, "\u0061": 2}"#)?.reason == "duplicate member \"a\"")
        #expect(Parsing.error(#"{"é": 1, "\u00e9": 2}"#)?.reason == "duplicate member \"é\"")
    }

    @Test func theSameKeyInDifferentObjectsIsFine() throws {
        let node = try JSONParser.parse(#"{"a": {"a": {"a": 1}}, "b": [{"a": 1}, {"a": 2}]}"#)
        #expect(node["a"]?["a"]?["a"]?.value == .number(1))
        #expect(node["b"]?.elements?.compactMap { $0["a"]?.value } == [.number(1), .number(2)])
    }

    @Test func keysDifferingOnlyInCaseAreDistinct() {
        #expect(Parsing.error(#"{"a": 1, "A": 2, "a ": 3}"#) == nil)
    }

    @Test func aDuplicateInANestedObjectNamesItsLine() throws {
        let error = try #require(Parsing.error("{\"outer\": {\n\"x\": 1,\n\"x\": 2}}"))
        #expect(error.line == 3)
        #expect(error.column == 1)
    }
}
