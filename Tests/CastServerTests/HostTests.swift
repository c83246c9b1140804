import Foundation
import SystemIO
import Testing

@testable import CastServer

@Suite("Host names served (DNS rebinding)")
struct HostTests {
    private func request(host: String?, version: String = "HTTP/1.1") -> HTTPRequest {
        HTTPRequest(
            method: "GET", path: "/state", version: version,
            headers: host.map { [HTTPField(name: "host", value: $0)] } ?? [])
    }

    @Test(arguments: [
        "localhost", "localhost:8080", "LocalHost.", "127.0.0.1", "127.0.0.1:8080", "[::1]", "[::1]:8080",
        "[0:0:0:0:0:0:0:1]", "car.local", "CAR.LOCAL:80", "192.0.2.7:8080", "[fe80::1]:8080",
    ])
    func builtInAndGivenNamesAreServed(host: String) {
        let hosts = HostAllowList(
            boundHost: "127.0.0.1", extraNames: ["car.local", "192.0.2.7", "[FE80::1]"])
        #expect(hosts.verdict(for: request(host: host)) { nil } == .allowed)
    }

    @Test(arguments: [
        "evil.example", "evil.example:8080", "localhost.evil.example", "127.0.0.2", "0.0.0.0",
        "car.local.evil",
        "[::2]", "192.0.2.8",
    ])
    func otherNamesAreMisdirected(host: String) {
        let hosts = HostAllowList(boundHost: "0.0.0.0", extraNames: ["car.local"])
        #expect(hosts.verdict(for: request(host: host)) { "192.0.2.7" } == .notServed)
    }

    @Test(arguments: [
        "", ":8080", "a b", "host:port", "host:123456", "user@car.local", "[::1", "[127.0.0.1]", "::1",
    ])
    func malformedHostsAreBadRequests(host: String) {
        let hosts = HostAllowList(boundHost: "127.0.0.1", extraNames: [])
        #expect(hosts.verdict(for: request(host: host)) { nil } == .malformed)
    }

    /// Found by the `http-request` fuzz target: `h..` lost one dot per canonicalization.
    @Test(arguments: ["h..", "car.local..", ".car", "a..b", "LocalHost.", "[::FFFF:127.0.0.1]", "my_car:80"])
    func aCanonicalNameStaysCanonical(host: String) {
        for name in [HostAllowList.name(ofHost: host), HostAllowList.entryName(host)].compactMap({ $0 }) {
            #expect(HostAllowList.canonicalName(name) == name)
        }
        #expect(HostAllowList.name(ofHost: "h..") == nil)
    }

    @Test func theAddressAClientConnectedToIsServedOnAWildcardListener() {
        let hosts = HostAllowList(boundHost: "::", extraNames: [])
        #expect(hosts.verdict(for: request(host: "192.0.2.7:8080")) { "192.0.2.7" } == .allowed)
        #expect(hosts.verdict(for: request(host: "[2001:db8::5]")) { "2001:db8::5" } == .allowed)
        #expect(hosts.verdict(for: request(host: "192.0.2.9")) { "192.0.2.7" } == .notServed)
        #expect(AddressText.canonical("::ffff:192.0.2.7") == "192.0.2.7")
    }

    @Test func aBoundNameIsServed() {
        let hosts = HostAllowList(boundHost: "car.lan", extraNames: [])
        #expect(hosts.verdict(for: request(host: "car.lan:8080")) { nil } == .allowed)
    }

    @Test func missingDuplicateAndAbsoluteFormHosts() {
        let hosts = HostAllowList(boundHost: "127.0.0.1", extraNames: [])
        #expect(hosts.verdict(for: request(host: nil)) { nil } == .missing)
        #expect(hosts.verdict(for: request(host: nil, version: "HTTP/1.0")) { nil } == .allowed)
        let twice = HTTPRequest(
            method: "GET", path: "/", version: "HTTP/1.1",
            headers: [
                HTTPField(name: "host", value: "localhost"), HTTPField(name: "host", value: "localhost"),
            ])
        #expect(hosts.verdict(for: twice) { nil } == .malformed)
        let absolute = HTTPRequest(
            method: "GET", path: "/", version: "HTTP/1.1",
            headers: [HTTPField(name: "host", value: "localhost")],
            authority: "evil.example")
        #expect(hosts.verdict(for: absolute) { nil } == .notServed)
    }

    @Test func namesForTheOptionAreChecked() {
        for good in ["car.local", "192.0.2.7", "fe80::1", "[fe80::1]", "my_car"] {
            #expect(CastServerOptions.isValidHostName(good), "\(good)")
        }
        for bad in ["", "car.local:8080", "a/b", "[car]", "*", "ca r"] {
            #expect(!CastServerOptions.isValidHostName(bad), "\(bad)")
        }
        let server = CastServer(options: CastServerOptions(allowedHosts: ["car.local:80"]))
        #expect(throws: CastServerError.invalidHostName("car.local:80")) { try server.start() }
    }

    /// Over the wire: each Host line and the status it gets.
    @Test func theServerAnswersOnlyTheNamesItServes() throws {
        let server = CastServer(options: CastServerOptions(allowedHosts: ["car.local"]))
        let port = try server.start()
        defer { server.stop() }
        server.publish(record: Fixtures.record(seq: 1))
        let cases: [(String, Int)] = [
            ("GET /state HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n", 200),
            ("GET /state HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", 200),
            ("GET /state HTTP/1.1\r\nHost: [::1]:\(port)\r\n\r\n", 200),
            ("GET /state HTTP/1.1\r\nHost: car.local:\(port)\r\n\r\n", 200),
            ("GET /state HTTP/1.0\r\n\r\n", 200),
            ("GET /state HTTP/1.1\r\nHost: rebind.evil.example:\(port)\r\n\r\n", 421),
            ("GET /feed HTTP/1.1\r\nHost: rebind.evil.example\r\n\r\n", 421),
            ("GET http://evil.example/state HTTP/1.1\r\nHost: localhost\r\n\r\n", 421),
            ("GET http://localhost/state HTTP/1.1\r\nHost: evil.example\r\n\r\n", 200),
            ("GET /state HTTP/1.1\r\n\r\n", 400),
            ("GET /state HTTP/1.1\r\nHost: localhost\r\nHost: localhost\r\n\r\n", 400),
            ("GET /state HTTP/1.1\r\nHost:\r\n\r\n", 400),
        ]
        for (text, status) in cases {
            let client = try RawClient(port: port)
            try client.send(text)
            #expect(client.readResponse(), "\(text)")
            #expect(client.status == status, "\(text)")
            if status == 421 {
                #expect(
                    client.text.hasSuffix(
                        "421 Misdirected Request\nthis server does not serve that host name\n"))
                #expect(client.header("Connection") == "close")
                #expect(!client.text.contains("\"seq\""))
            }
        }
        let refused = try Curl.fetch("http://127.0.0.1:\(port)/feed", ["-H", "Host: attacker.example"])
        #expect(refused.status == 421)
        #expect(server.statistics.subscribers == 0)
    }
}
