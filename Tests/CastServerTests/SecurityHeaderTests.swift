import Foundation
import TestSupport
import Testing

@testable import CastServer

@Suite("Security headers on every response")
struct SecurityHeaderTests {
    static let expected = [
        "Content-Security-Policy":
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; "
            + "manifest-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        "X-Frame-Options": "DENY",
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "Cross-Origin-Resource-Policy": "same-origin",
    ]

    /// The shipped display page, `web/` at the top of the repository.
    static let shippedWeb = Repository.url("web")

    /// Sends `request` on a new connection and returns the client once the head has arrived.
    private func exchange(_ request: String, port: Int) throws -> RawClient {
        let client = try RawClient(port: port)
        try client.send(request)
        client.read { $0.contains("\r\n\r\n") }
        return client
    }

    private func expectSecurityHeaders(_ client: RawClient, _ label: String) {
        #expect(client.status != nil, "\(label): no response")
        for (name, value) in Self.expected {
            #expect(client.header(name) == value, "\(label): \(name)")
        }
        let head = client.text.components(separatedBy: "\r\n\r\n").first ?? ""
        #expect(head.components(separatedBy: "X-Content-Type-Options").count == 2, "\(label): sent once")
    }

    @Test func everyKindOfAnswerCarriesThem() throws {
        let server = CastServer(
            webRoot: try Fixtures.webRoot(),
            options: CastServerOptions(maxSubscribers: 1, requestTimeout: 0.3))
        let port = try server.start()
        defer { server.stop() }
        let host = "Host: localhost\r\n"
        let empty = try exchange("GET /state HTTP/1.1\r\n\(host)\r\n", port: port)
        #expect(empty.status == 204)
        expectSecurityHeaders(empty, "204")
        server.publish(record: Fixtures.record(seq: 1))
        let feed = try exchange("GET /feed HTTP/1.1\r\n\(host)\r\n", port: port)
        let requests: [(String, Int)] = [
            ("GET /state HTTP/1.1\r\n\(host)\r\n", 200),
            ("HEAD /health HTTP/1.1\r\n\(host)\r\n", 200),
            ("GET / HTTP/1.1\r\n\(host)\r\n", 200),
            ("GET /display.js HTTP/1.1\r\n\(host)\r\n", 200),
            ("GET /display.css HTTP/1.1\r\n\(host)\r\n", 200),
            ("GET /nothing-here HTTP/1.1\r\n\(host)\r\n", 404),
            ("POST /state HTTP/1.1\r\n\(host)Content-Length: 0\r\n\r\n", 405),
            ("GET /state HTTP/1.1\r\n\r\n", 400),
            ("GET /state HTTP/1.1\r\nHost: evil.example\r\n\r\n", 421),
            ("GET /state HTTP/2.0\r\n\(host)\r\n", 505),
            ("GET /feed HTTP/1.1\r\n\(host)\r\n", 503),
            ("GET /feed.ndjson HTTP/1.0\r\n\r\n", 503),
        ]
        for (request, status) in requests {
            let client = try exchange(request, port: port)
            #expect(client.status == status, "\(request)")
            expectSecurityHeaders(client, "\(status) for \(request.prefix(24))")
        }
        #expect(feed.status == 200)
        expectSecurityHeaders(feed, "event stream")
        let slow = try RawClient(port: port)
        try slow.send("GET /state HTTP/1.1\r\n")
        #expect(slow.readUntilClosed())
        #expect(slow.status == 408)
        expectSecurityHeaders(slow, "408")
    }

    @Test func feedHeadsCarryThemInBothFormats() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        for (path, version) in [("/feed", "HTTP/1.1"), ("/feed", "HTTP/1.0"), ("/feed.ndjson", "HTTP/1.1")] {
            let client = try exchange("GET \(path) \(version)\r\nHost: 127.0.0.1\r\n\r\n", port: port)
            #expect(client.status == 200)
            expectSecurityHeaders(client, "\(path) \(version)")
        }
    }

    /// The policy allows what the page loads and nothing else: if the page ever gains an inline
    /// script, an inline style or a resource from elsewhere, this fails before a browser does.
    @Test func theShippedPageNeedsNothingThePolicyRefuses() throws {
        let page = try String(
            contentsOf: Self.shippedWeb.appendingPathComponent("index.html"), encoding: .utf8)
        let script = try String(
            contentsOf: Self.shippedWeb.appendingPathComponent("display.js"), encoding: .utf8)
        let style = try String(
            contentsOf: Self.shippedWeb.appendingPathComponent("display.css"), encoding: .utf8)
        let lowered = page.lowercased()
        let scriptTags = lowered.components(separatedBy: "<script").dropFirst()
        #expect(scriptTags.count == 1)
        for tag in scriptTags {
            let attributes = tag.prefix { $0 != ">" }
            #expect(attributes.contains("src=\"display.js\""), "every script is a same-origin file")
            #expect(tag.dropFirst(attributes.count + 1).hasPrefix("</script>"), "no inline script")
        }
        #expect(!lowered.contains("<style"))
        #expect(!lowered.contains(" style="))
        #expect(lowered.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil, "no inline handlers")
        #expect(lowered.range(of: #"(src|href)="(https?:)?//"#, options: .regularExpression) == nil)
        #expect(lowered.contains("<link rel=\"stylesheet\" href=\"display.css\">"))
        for forbidden in [
            "eval(", "new Function", "setTimeout(\"", ".style.", "cssText", "style=", "<img", "import(",
        ] {
            #expect(!script.contains(forbidden), "display.js uses \(forbidden)")
        }
        #expect(script.contains("new EventSource(\"feed\")"), "the feed is same-origin and relative")
        #expect(!style.contains("url("), "the style sheet loads nothing")
        #expect(!style.contains("@import"))
    }

    @Test func theShippedPageIsServedWithThePolicy() throws {
        let server = CastServer(webRoot: Self.shippedWeb)
        let port = try server.start()
        defer { server.stop() }
        let response = try Curl.fetch("http://127.0.0.1:\(port)/")
        #expect(response.status == 200)
        #expect(response.headers["content-security-policy"] == Self.expected["Content-Security-Policy"])
        #expect(response.headers["x-frame-options"] == "DENY")
        #expect(response.body.contains("<script src=\"display.js\"></script>"))
    }
}
