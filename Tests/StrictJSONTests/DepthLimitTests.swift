import StrictJSON
import Testing

@Suite struct DepthLimitTests {
    private func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test func theDefaultLimitIsExact() throws {
        let limit = JSONParser.defaultMaximumDepth
        #expect(Parsing.error(nested(limit)) == nil)
        let error = try #require(Parsing.error(nested(limit + 1)))
        #expect(
            error
                == JSONSyntaxError(line: 1, column: limit + 1, reason: "nesting deeper than \(limit) levels"))
    }

    @Test func objectsAndArraysCountTogether() {
        let mixed = String(repeating: "{\"a\":[", count: 3) + String(repeating: "]}", count: 3)
        #expect(Parsing.error(mixed, maximumDepth: 6) == nil)
        #expect(Parsing.error(mixed, maximumDepth: 5)?.reason == "nesting deeper than 5 levels")
    }

    @Test func siblingsDoNotAddUp() {
        let siblings = "[" + Array(repeating: "[[]]", count: 1_000).joined(separator: ",") + "]"
        #expect(Parsing.error(siblings, maximumDepth: 3) == nil)
    }

    @Test func scalarsAtTheTopNeedNoDepth() {
        #expect(Parsing.error("\"x\"", maximumDepth: 0) == nil)
        #expect(Parsing.error("[]", maximumDepth: 0)?.reason == "nesting deeper than 0 levels")
    }

    @Test func hostileNestingFailsInsteadOfCrashing() {
        #expect(
            Parsing.error(String(repeating: "[", count: 1_000_000))?.reason.hasPrefix("nesting deeper")
                == true)
        #expect(
            Parsing.error(String(repeating: "{\"a\":", count: 100_000))?.reason.hasPrefix("nesting deeper")
                == true)
    }
}
