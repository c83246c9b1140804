import Foundation
import TestSupport
import Testing

@testable import CastServer

@Suite("Endpoints answer with the right status, type and body")
struct EndpointTests {
    @Test func healthReportsStatusSubscribersAndRecords() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        server.publish(record: Fixtures.record(seq: 1))
        server.publish(record: Fixtures.record(seq: 2))
        let response = try Curl.fetch("http://127.0.0.1:\(port)/health")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "application/json")
        let health = try #require(
            try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any])
        #expect(health["status"] as? String == "ok")
        #expect(health["subscribers"] as? Int == 0)
        #expect(health["recordsPublished"] as? Int == 2)
        #expect(health["latestId"] as? Int == 2)
    }

    @Test func stateIsEmptyBeforeTheFirstRecordThenTheLatest() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let before = try Curl.fetch("http://127.0.0.1:\(port)/state")
        #expect(before.status == 204)
        #expect(before.body.isEmpty)
        let second = Fixtures.record(seq: 2, road: "Avenida Paulista")
        server.publish(record: Fixtures.record(seq: 1))
        server.publish(record: second)
        let after = try Curl.fetch("http://127.0.0.1:\(port)/state")
        #expect(after.status == 200)
        #expect(after.headers["content-type"] == "application/json")
        #expect(after.headers["cache-control"] == "no-cache")
        #expect(after.body == second)
    }

    @Test func headOnStateSendsHeadersWithoutBody() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let record = Fixtures.record(seq: 1)
        server.publish(record: record)
        let response = try Curl.fetch("http://127.0.0.1:\(port)/state", ["--head"])
        #expect(response.status == 200)
        #expect(response.headers["content-length"] == String(record.utf8.count))
        #expect(response.body.isEmpty)
    }

    @Test(arguments: [
        ("/", "text/html; charset=utf-8", "<!doctype html><title>page</title>"),
        ("/index.html", "text/html; charset=utf-8", "<!doctype html><title>page</title>"),
        ("/display.js", "text/javascript; charset=utf-8", "console.log(1)"),
        ("/display.css", "text/css; charset=utf-8", "body{}"),
    ])
    func staticFilesComeWithTheirContentType(path: String, type: String, body: String) throws {
        let server = CastServer(webRoot: try Fixtures.webRoot())
        let port = try server.start()
        defer { server.stop() }
        let response = try Curl.fetch("http://127.0.0.1:\(port)\(path)")
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == type)
        #expect(response.body == body)
    }

    @Test(arguments: [
        "/../secret.txt", "/%2e%2e/secret.txt", "/.env", "/..%2fsecret.txt", "/nothing.js", "/escape.txt",
    ])
    func pathsOutsideTheWebRootAreNotFound(path: String) throws {
        let server = CastServer(webRoot: try Fixtures.webRoot())
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        try client.get(path)
        client.read { $0.contains("\r\n\r\n") }
        #expect(client.status == 404)
        #expect(!client.text.contains("secret"))
        #expect(!client.text.contains("hidden"))
    }

    @Test func headOnAStaticFileSendsItsLengthWithoutBody() throws {
        let server = CastServer(webRoot: try Fixtures.webRoot())
        let port = try server.start()
        defer { server.stop() }
        let response = try Curl.fetch("http://127.0.0.1:\(port)/display.js", ["--head"])
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(response.headers["content-length"] == String("console.log(1)".utf8.count))
        #expect(response.body.isEmpty)
    }

    @Test func withoutAWebRootThePageIsNotFound() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        #expect(try Curl.fetch("http://127.0.0.1:\(port)/").status == 404)
    }

    @Test func theShippedDisplayPageIsServed() throws {
        let web = Repository.url("web")
        let server = CastServer(webRoot: web)
        let port = try server.start()
        defer { server.stop() }
        let page = try Curl.fetch("http://127.0.0.1:\(port)/")
        #expect(page.status == 200)
        #expect(page.body.contains("display.js"))
        #expect(page.body.contains("display.css"))
        #expect(try Curl.fetch("http://127.0.0.1:\(port)/display.js").body.contains("EventSource"))
        #expect(try Curl.fetch("http://127.0.0.1:\(port)/display.css").status == 200)
    }

    @Test func aConnectionCarriesSeveralRequests() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        try client.send(
            "GET /health HTTP/1.1\r\nHost: localhost\r\n\r\nGET /state HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n"
        )
        #expect(client.readUntilClosed())
        #expect(client.text.components(separatedBy: "HTTP/1.1 200 OK").count == 2)
        #expect(client.text.contains("HTTP/1.1 204 No Content"))
    }
}

@Suite("Clients that half-close")
struct HalfCloseTests {
    @Test func aClientThatStopsSendingAfterItsRequestStillGetsTheAnswer() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let record = Fixtures.record(seq: 1)
        server.publish(record: record)
        let client = try RawClient(port: port)
        try client.send("GET /state HTTP/1.0\r\n\r\n")
        shutdown(client.fd, Int32(SHUT_WR))
        #expect(client.readUntilClosed())
        #expect(client.status == 200)
        #expect(client.text.hasSuffix(record))
    }
}
