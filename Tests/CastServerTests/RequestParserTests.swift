import SystemIO
import Testing

@testable import CastServer

@Suite("Request heads and history, without sockets")
struct RequestParserTests {
    private func parse(_ text: String, limit: Int = 8192) -> RequestParseResult {
        RequestParser.parse(Array(text.utf8), limit: limit)
    }

    @Test func aCompleteHeadIsParsedAndMeasured() throws {
        let text = "\r\nGET /feed?lastEventId=4 HTTP/1.1\r\nHost: car\r\nLast-Event-ID:  12 \r\n\r\nNEXT"
        guard case .complete(let request, let consumed) = parse(text) else {
            Issue.record("not parsed")
            return
        }
        #expect(request.method == "GET")
        #expect(request.path == "/feed")
        #expect(request.query == "lastEventId=4")
        #expect(request.header("last-event-id") == "12")
        #expect(consumed == text.utf8.count - 4)
        #expect(request.keepsAlive)
    }

    @Test func bareLineFeedsAreAccepted() throws {
        guard case .complete(let request, _) = parse("GET /state HTTP/1.0\n\n") else {
            Issue.record("not parsed")
            return
        }
        #expect(request.version == "HTTP/1.0")
        #expect(!request.keepsAlive)
    }

    @Test func partialHeadsWaitForMore() {
        #expect(parse("GET /state HTTP/1.1\r\nHost: x\r\n") == .incomplete)
        #expect(parse("") == .incomplete)
    }

    @Test func percentEncodedPathsAreDecoded() throws {
        guard case .complete(let request, _) = parse("GET /a%20b.css HTTP/1.1\r\nHost: x\r\n\r\n") else {
            Issue.record("not parsed")
            return
        }
        #expect(request.path == "/a b.css")
    }

    @Test func limitsApplyToTheLineAndTheWholeHead() {
        #expect(
            parse("GET /" + String(repeating: "a", count: 100), limit: 64)
                == .failure(.uriTooLong, reason: "request line too long"))
        let head = "GET / HTTP/1.1\r\nHost: x\r\nX: " + String(repeating: "a", count: 100) + "\r\n\r\n"
        if case .failure(let status, _) = parse(head, limit: 64) {
            #expect(status == .headersTooLarge)
        } else {
            Issue.record("limit not enforced")
        }
    }

    @Test func emptyLinesBeforeTheRequestCountTowardsTheLimit() {
        #expect(
            parse(String(repeating: "\r\n", count: 40), limit: 64)
                == .failure(.badRequest, reason: "no request line"))
        #expect(parse(String(repeating: "\r\n", count: 10), limit: 64) == .incomplete)
    }

    @Test func anAbsoluteFormTargetKeepsItsAuthority() throws {
        guard
            case .complete(let request, _) = parse(
                "GET http://car.local:8080?x=1 HTTP/1.1\r\nHost: a\r\n\r\n")
        else {
            Issue.record("not parsed")
            return
        }
        #expect(request.authority == "car.local:8080")
        #expect(request.path == "/")
        #expect(request.query == "x=1")
    }

    @Test func historyResumesOnlyWhatItStillHolds() {
        var history = FeedHistory(capacity: 3)
        #expect(history.catchUp(after: nil).isEmpty)
        for id in [2, 4, 6, 8] { history.append(FeedEntry(id: id, json: "{}")) }
        #expect(history.catchUp(after: nil).map(\.id) == [8])
        #expect(history.catchUp(after: 4).map(\.id) == [6, 8])
        #expect(history.catchUp(after: 5).map(\.id) == [6, 8])
        #expect(history.catchUp(after: 8).isEmpty)
        #expect(history.catchUp(after: 1).map(\.id) == [8])
        #expect(history.catchUp(after: 99).map(\.id) == [8])
    }

    @Test func chunksCarryTheirLengthInHex() {
        let chunk = String(decoding: HTTPChunk.encode(String(repeating: "z", count: 26)), as: UTF8.self)
        #expect(chunk == "1a\r\n" + String(repeating: "z", count: 26) + "\r\n")
    }
}
