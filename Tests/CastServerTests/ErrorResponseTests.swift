import Foundation
import Testing

@testable import CastServer

@Suite("Bad requests get proper error statuses")
struct ErrorResponseTests {
    private func answer(to request: String, options: CastServerOptions = CastServerOptions()) throws
        -> RawClient
    {
        let server = CastServer(options: options)
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        try client.send(request)
        client.read { $0.contains("\r\n\r\n") }
        return client
    }

    @Test func unknownPathIsNotFound() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        #expect(try Curl.fetch("http://127.0.0.1:\(port)/nowhere").status == 404)
    }

    @Test(arguments: [
        ("/state", "GET, HEAD"), ("/health", "GET, HEAD"), ("/feed", "GET"), ("/feed.ndjson", "GET"),
    ])
    func wrongMethodIsNotAllowedAndNamesTheAllowedOnes(path: String, allow: String) throws {
        let client = try answer(to: "DELETE \(path) HTTP/1.1\r\nHost: localhost\r\n\r\n")
        #expect(client.status == 405)
        #expect(client.header("Allow") == allow)
    }

    @Test func postWithABodyIsRefusedAndTheConnectionClosed() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let response = try Curl.fetch("http://127.0.0.1:\(port)/state", ["--data", "x=1"])
        #expect(response.status == 405)
        #expect(response.headers["connection"] == "close")
    }

    @Test(arguments: [
        "GARBAGE\r\n\r\n", "GET /state\r\n\r\n", "GET state HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET /state HTTP/1.1\r\n\r\n", "GET /state HTTP/1.1\r\nHost x\r\n\r\n",
        "GET /state HTTP/1.1\r\nBad Name: 1\r\nHost: localhost\r\n\r\n",
    ])
    func malformedRequestsAreBadRequests(request: String) throws {
        let client = try answer(to: request)
        #expect(client.status == 400)
        #expect(client.header("Connection") == "close")
    }

    @Test func unsupportedVersionIsRefused() throws {
        #expect(try answer(to: "GET /state HTTP/2.0\r\nHost: localhost\r\n\r\n").status == 505)
    }

    @Test func oversizedHeadersAreRefused() throws {
        let big = String(repeating: "a", count: 10_000)
        let client = try answer(to: "GET /state HTTP/1.1\r\nHost: localhost\r\nX-Big: \(big)\r\n\r\n")
        #expect(client.status == 431)
    }

    @Test func oversizedRequestLineIsRefused() throws {
        let long = String(repeating: "a", count: 10_000)
        #expect(try answer(to: "GET /\(long) HTTP/1.1\r\nHost: localhost\r\n\r\n").status == 414)
    }

    @Test func requestThatNeverCompletesTimesOut() throws {
        let client = try answer(
            to: "GET /state HTTP/1.1\r\nHost: localhost\r\n", options: CastServerOptions(requestTimeout: 0.3))
        client.read(timeout: 5) { $0.contains("\r\n\r\n") }
        #expect(client.status == 408)
    }

    @Test func connectionsBeyondTheLimitAreTurnedAway() throws {
        let server = CastServer(options: CastServerOptions(maxConnections: 2))
        let port = try server.start()
        defer { server.stop() }
        let first = try RawClient(port: port)
        let second = try RawClient(port: port)
        // Open until the test ends: an optimized build may release a value after its last use.
        defer { withExtendedLifetime((first, second)) {} }
        try first.get("/feed")
        try second.get("/feed")
        first.read { $0.contains("retry:") }
        second.read { $0.contains("retry:") }
        let third = try RawClient(port: port)
        try third.get("/health")
        third.read { $0.contains("\r\n\r\n") }
        #expect(third.status == 503)
    }
}
