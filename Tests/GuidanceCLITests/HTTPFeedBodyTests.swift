import Testing

@testable import GuidanceCLI

/// `run --listen` over HTTP: the POST head and body framings, fed in any pieces.
@Suite struct HTTPFeedBodyTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static func body(of request: String, pieces size: Int) -> (String, HTTPFeedBody) {
        let raw = bytes(request)
        var http = HTTPFeedBody()
        var body: [UInt8] = []
        var index = 0
        while index < raw.count {
            body += http.take(Array(raw[index..<min(raw.count, index + size)]))
            index += size
        }
        return (String(decoding: body, as: UTF8.self), http)
    }

    @Test func aChunkedPostIsDecodedInAnyPieces() {
        let request =
            "POST /feed HTTP/1.1\r\nHost: car\r\nTransfer-Encoding: chunked\r\n\r\n"
            + "4;x=y\r\n{}\n\n\r\n3\r\nab\n\r\n0\r\n\r\n"
        for size in [1, 2, 7, 1000] {
            let (body, http) = Self.body(of: request, pieces: size)
            #expect(body == "{}\n\nab\n", "pieces of \(size)")
            #expect(http.isComplete && http.failure == nil)
        }
    }

    @Test func aLengthEndsTheBodyAndBytesAfterItAreNotBody() {
        let (body, http) = Self.body(of: "POST / HTTP/1.1\r\nContent-Length: 3\r\n\r\nabcdef", pieces: 5)
        #expect(body == "abc")
        #expect(http.isComplete)
    }

    @Test func withoutFramingTheBodyRunsToTheClose() {
        let (body, http) = Self.body(of: "POST / HTTP/1.0\r\n\r\nline\n", pieces: 3)
        #expect(body == "line\n")
        #expect(!http.isComplete && http.failure == nil)
    }

    @Test func badRequestsSayWhy() {
        #expect(Self.body(of: "GET / HTTP/1.1\r\n\r\n", pieces: 4).1.failure == "expected a POST request")
        #expect(
            Self.body(of: "POST / HTTP/1.1\r\nContent-Length: x\r\n\r\n", pieces: 4).1.failure
                == "a bad Content-Length")
        #expect(
            Self.body(of: "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nq\r\n", pieces: 4).1.failure
                == "a bad chunk size 'q'")
        let long = "POST / HTTP/1.1\r\nX: " + String(repeating: "a", count: HTTPFeedBody.maximumHead)
        #expect(Self.body(of: long, pieces: 4096).1.failure == "the request head is too long")
    }

    static let feed = Array("{\"type\":\"routeChanged\"}\n{\"type\":\"remainingTime\",\"seconds\":60}\n".utf8)

    /// Feeds `request` one byte at a time: the body must come out whole whatever the splits.
    static func body(_ request: [UInt8]) -> (body: [UInt8], parser: HTTPFeedBody) {
        var parser = HTTPFeedBody()
        var body: [UInt8] = []
        for byte in request { body += parser.take([byte]) }
        return (body, parser)
    }

    @Test func aContentLengthBodyIsReadToItsEnd() {
        let head = "POST /feed HTTP/1.1\r\nHost: unit\r\nContent-Length: \(Self.feed.count)\r\n\r\n"
        let (body, parser) = Self.body(Array(head.utf8) + Self.feed + Array("extra".utf8))
        #expect(body == Self.feed)
        #expect(parser.isComplete && parser.failure == nil)
    }

    @Test func aChunkedBodyIsDechunkedAcrossAnySplit() {
        var request = Array("POST /feed HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
        for piece in [Self.feed[..<7], Self.feed[7...]] {
            request += Array(String(piece.count, radix: 16).utf8) + [13, 10] + piece + [13, 10]
        }
        request += Array("0\r\n\r\n".utf8)
        let (body, parser) = Self.body(request)
        #expect(body == Self.feed)
        #expect(parser.isComplete && parser.failure == nil)
    }

    @Test(arguments: [
        "GET /feed HTTP/1.1\r\n\r\n", "POST /feed HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        "POST /feed HTTP/1.1\r\nContent-Length: -4\r\n\r\n",
    ])
    func aBadRequestFails(request: String) {
        #expect(Self.body(Array(request.utf8)).parser.failure != nil)
    }
}
