import Testing

@testable import GuidanceModel

@Suite struct LineSplitterTests {
    @Test func linesSplitAcrossChunksAreJoined() {
        var splitter = LineSplitter()
        var items = splitter.feed(Array("ab".utf8))
        items += splitter.feed(Array("c\r\nde\n".utf8))
        #expect(items == [.line(Array("abc".utf8), number: 1), .line(Array("de".utf8), number: 2)])
        #expect(splitter.finish().isEmpty)
    }

    @Test func overLongLineIsReportedAndTheNextLineSurvives() {
        var splitter = LineSplitter(limit: 8)
        var items = splitter.feed(Array(repeating: UInt8(ascii: "x"), count: 5))
        items += splitter.feed(Array(repeating: UInt8(ascii: "x"), count: 20))
        items += splitter.feed(Array("\nok\n".utf8))
        #expect(items == [.tooLong(number: 1, length: 25), .line(Array("ok".utf8), number: 2)])
    }

    @Test func aCutLastLineIsReturnedByFinish() {
        var splitter = LineSplitter()
        #expect(splitter.feed(Array("a\n{\"ty".utf8)) == [.line(Array("a".utf8), number: 1)])
        #expect(splitter.hasPartialLine)
        #expect(splitter.finish() == [.line(Array("{\"ty".utf8), number: 2)])
    }

    @Test func theLimitCountsTheLineWithoutItsLineEnding() {
        let exact = Array(repeating: UInt8(ascii: "x"), count: 8)
        var splitter = LineSplitter(limit: 8)
        // Exactly the limit, with LF and with CR LF, and fed byte by byte: accepted.
        var items = splitter.feed(exact + Array("\n".utf8)) + splitter.feed(exact + Array("\r\n".utf8))
        for byte in exact + Array("\r\n".utf8) { items += splitter.feed([byte]) }
        #expect(items == [.line(exact, number: 1), .line(exact, number: 2), .line(exact, number: 3)])
        // One byte more is too long, whatever ends it.
        #expect(splitter.feed(exact + Array("x\n".utf8)) == [.tooLong(number: 4, length: 9)])
        #expect(splitter.feed(exact + Array("x\r\n".utf8)) == [.tooLong(number: 5, length: 10)])
    }

    @Test func aByteOrderMarkBeforeTheFirstLineIsSkipped() {
        var splitter = LineSplitter()
        let items = splitter.feed([0xEF, 0xBB, 0xBF] + Array("{}\n\u{FEFF}{}\n".utf8))
        #expect(
            items == [
                .line(Array("{}".utf8), number: 1), .line([0xEF, 0xBB, 0xBF] + Array("{}".utf8), number: 2),
            ])
    }
}

extension LineSplitter {
    /// Whether the stream ended in the middle of a line: finishing it now would return one.
    var hasPartialLine: Bool {
        var rest = self
        return !rest.finish().isEmpty
    }
}
