import Testing

@testable import Location

@Suite struct LineSplitterTests {
    private func text(_ lines: [[UInt8]]) -> [String] {
        lines.map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func linesSplitAcrossReadsAreJoined() {
        var splitter = LineSplitter(maximumLength: 100)
        #expect(splitter.append(Array("$GPR".utf8)).isEmpty)
        #expect(text(splitter.append(Array("MC,1\r\n$GPG".utf8))) == ["$GPRMC,1"])
        #expect(text(splitter.append(Array("GA,2\nlast".utf8))) == ["$GPGGA,2"])
        #expect(splitter.finish().map { String(decoding: $0, as: UTF8.self) } == "last")
        #expect(splitter.finish() == nil)
    }

    @Test func emptyLinesAreLines() {
        var splitter = LineSplitter(maximumLength: 100)
        #expect(text(splitter.append(Array("\n\r\nx\n".utf8))) == ["", "", "x"])
    }

    @Test func anOverlongLineIsCutJustPastTheLimitAndTheRestSkipped() {
        var splitter = LineSplitter(maximumLength: 4)
        let lines = splitter.append(Array("abcdefghij\nok\n".utf8))
        #expect(text(lines) == ["abcde", "ok"])
    }
}
