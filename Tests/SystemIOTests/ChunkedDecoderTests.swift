import Testing

@testable import SystemIO

/// The one chunked-body decoder: sizes, extensions, trailers, bad input, any split.
@Suite struct ChunkedDecoderTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func chunksAreJoinedAndTheLastChunkCompletes() {
        var decoder = ChunkedDecoder()
        let body = decoder.take(Self.bytes("5\r\nhello\r\n6\r\n world\r\n0\r\n\r\n"))
        #expect(String(decoding: body, as: UTF8.self) == "hello world")
        #expect(decoder.isComplete)
        #expect(decoder.failure == nil)
    }

    @Test func everySplitOfTheInputGivesTheSameBody() {
        let input = Self.bytes("a;name=value\r\n0123456789\r\n1\r\n!\r\n0\r\n\r\n")
        for size in 1...input.count {
            var decoder = ChunkedDecoder()
            var body: [UInt8] = []
            var index = 0
            while index < input.count {
                body += decoder.take(input[index..<min(input.count, index + size)])
                index += size
            }
            #expect(String(decoding: body, as: UTF8.self) == "0123456789!", "pieces of \(size)")
            #expect(decoder.isComplete, "pieces of \(size)")
        }
    }

    @Test func chunkExtensionsAndSpacesAroundTheSizeAreIgnored() {
        let decoded = ChunkedDecoder.decode(Self.bytes("3 ;ext\r\nabc\r\n 2\t\r\nde\r\n0;last\r\n\r\n"))
        #expect(decoded == .success(Self.bytes("abcde")))
        #expect(
            ChunkedDecoder.decode(Self.bytes("1A\r\n" + String(repeating: "z", count: 26) + "\r\n0\r\n\r\n"))
                == .success(Array(repeating: UInt8(ascii: "z"), count: 26)))
    }

    @Test func trailerFieldsAfterTheLastChunkAreNotBody() {
        var decoder = ChunkedDecoder()
        let body = decoder.take(Self.bytes("2\r\nok\r\n0\r\nExpires: never\r\nX-Sum: 1\r\n\r\n"))
        #expect(body == Self.bytes("ok"))
        #expect(decoder.isComplete)
        #expect(decoder.take(Self.bytes("3\r\nmore\r\n")).isEmpty)
    }

    @Test func badSizesFailWithTheirText() {
        #expect(ChunkedDecoder.decode(Self.bytes("zz\r\nab\r\n0\r\n\r\n")) == .failure(.badSize("zz")))
        #expect(ChunkedDecoder.decode(Self.bytes("-5\r\nab\r\n")) == .failure(.badSize("-5")))
        #expect(ChunkedDecoder.decode(Self.bytes(";ext\r\n")) == .failure(.badSize("")))
        // A size past Int's range is no size.
        #expect(
            ChunkedDecoder.decode(Self.bytes("fffffffffffffffffff\r\n"))
                == .failure(.badSize("fffffffffffffffffff")))
        #expect(ChunkedDecoder.Failure.badSize("zz").description == "a bad chunk size 'zz'")
    }

    @Test func aChunkWithoutItsLineEndFails() {
        #expect(ChunkedDecoder.decode(Self.bytes("2\r\nabX\r\n0\r\n\r\n")) == .failure(.missingLineEnd))
        #expect(ChunkedDecoder.Failure.missingLineEnd.description == "a chunk does not end with CR LF")
    }

    @Test func anEndlessSizeLineFails() {
        var decoder = ChunkedDecoder()
        _ = decoder.take(Array(repeating: UInt8(ascii: "1"), count: ChunkedDecoder.maximumSizeLine))
        #expect(decoder.failure == nil)
        _ = decoder.take([UInt8(ascii: "1")])
        #expect(decoder.failure == .sizeLineTooLong)
        #expect(decoder.take(Self.bytes("\r\n")).isEmpty)
    }

    @Test func aBodyCutShortIsNotComplete() {
        #expect(ChunkedDecoder.decode(Self.bytes("5\r\nhel")) == nil)
        #expect(ChunkedDecoder.decode(Self.bytes("5\r\nhello\r\n")) == nil)
        #expect(ChunkedDecoder.decode([]) == nil)
    }

    @Test func encodingAndDecodingAgree() {
        let stream =
            HTTPChunk.encode("first") + HTTPChunk.encode(String(repeating: "x", count: 300))
            + HTTPChunk.terminator
        #expect(
            ChunkedDecoder.decode(stream)
                == .success(Self.bytes("first" + String(repeating: "x", count: 300))))
    }
}
