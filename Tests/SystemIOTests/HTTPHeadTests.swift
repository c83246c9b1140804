import Testing

@testable import SystemIO

/// The one HTTP/1.x head reader (lines, limits, fields, framing) and its writer.
@Suite struct HTTPHeadTests {
    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aHeadEndsAtTheEmptyLineWithCRLFOrBareLF() {
        let raw = Self.bytes("\r\nHTTP/1.1 200 OK\r\nContent-Length: 2\nX: y\r\n\r\nok")
        guard case .complete(let lines, let consumed) = HTTPHead.scan(raw, limit: 1000) else {
            Issue.record("no head in \(raw)")
            return
        }
        #expect(
            lines.map { String(decoding: $0, as: UTF8.self) } == [
                "HTTP/1.1 200 OK", "Content-Length: 2", "X: y",
            ])
        #expect(Array(raw[consumed...]) == Self.bytes("ok"))
    }

    @Test func aPartialHeadIsIncompleteAndLimitsHold() {
        #expect(HTTPHead.scan(Self.bytes("GET / HTTP/1.1\r\nHost: a\r\n"), limit: 100) == .incomplete)
        #expect(HTTPHead.scan(Self.bytes("GET /aaaaaaaaaa"), limit: 5) == .tooLarge(startLineRead: false))
        #expect(
            HTTPHead.scan(Self.bytes("GET / HTTP/1.1\r\nHost: aaaaaaaa"), limit: 20)
                == .tooLarge(startLineRead: true))
        #expect(HTTPHead.scan(Array(repeating: 10, count: 50), limit: 10) == .noStartLine)
    }

    @Test func fieldsAreReadOnceForEveryone() {
        #expect(
            HTTPField.parse(Self.bytes("Content-Type:  text/plain ")[...])
                == .success(HTTPField(name: "content-type", value: "text/plain")))
        #expect(HTTPField.parse(Self.bytes("no colon")[...]) == .failure(.noColon))
        #expect(HTTPField.parse(Self.bytes("bad name: x")[...]) == .failure(.malformedName))
        #expect(HTTPField.parse(Self.bytes(": x")[...]) == .failure(.malformedName))
        // ISO 8859-1 from an old sender still reads.
        #expect(HTTPField.parse([0x58, 0x3A, 0x20, 0xE9][...]) == .success(HTTPField(name: "x", value: "é")))
        let fields = HTTPField.lenient([
            Self.bytes("A: 1")[...], Self.bytes("junk")[...], Self.bytes("a: 2")[...],
        ])
        #expect(fields.count == 2)
        #expect(fields.value(of: "A") == "1")
    }

    @Test func aWrittenHeadReadsBackAndNoValueAddsALine() {
        let head = HTTPHead.written(
            startLine: "HTTP/1.1 200 OK",
            fields: [("Content-Type", "text/plain"), ("X-Note", "a\r\nSet-Cookie: b")])
        #expect(
            head
                == Self.bytes("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nX-Note: aSet-Cookie: b\r\n\r\n")
        )
        guard case .complete(let lines, let consumed) = HTTPHead.scan(head + Self.bytes("body"), limit: 1000)
        else {
            Issue.record("the written head does not read back")
            return
        }
        #expect(lines.count == 3 && consumed == head.count)
        #expect(HTTPField.lenient(lines.dropFirst()).value(of: "x-note") == "aSet-Cookie: b")
    }

    @Test func framingComesFromTheFields() {
        #expect(HTTPBodyFraming.of([HTTPField(name: "Content-Length", value: "12")]) == .success(.length(12)))
        #expect(
            HTTPBodyFraming.of([
                HTTPField(name: "content-length", value: "12"),
                HTTPField(name: "Transfer-Encoding", value: "Chunked"),
            ]) == .success(.chunked))
        #expect(HTTPBodyFraming.of([]) == .success(.untilClose))
        #expect(
            HTTPBodyFraming.of([HTTPField(name: "content-length", value: "-1")])
                == .failure(.badContentLength))
    }
}
