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
}
