import Testing

@testable import CastServer

@Suite("HOST:PORT words")
struct EndpointParsingTests {
    @Test(arguments: [
        ("0.0.0.0:8080", "0.0.0.0", 8080), ("localhost:80", "localhost", 80), ("[::]:9000", "::", 9000),
        ("[::1]:0", "::1", 0), (":8080", "127.0.0.1", 8080), ("8080", "127.0.0.1", 8080),
    ])
    func validEndpointsParse(text: String, host: String, port: Int) throws {
        let endpoint = try CastEndpoint(parsing: text)
        #expect(endpoint == CastEndpoint(host: host, port: port))
    }

    @Test(arguments: ["", "host:", "host:http", "host:70000", "::1:80", "[::1]80", "[::1", ":-1", "[]:80"])
    func invalidEndpointsAreRefusedByName(text: String) {
        #expect(throws: CastServerError.invalidEndpoint(text)) { try CastEndpoint(parsing: text) }
    }

    @Test func descriptionRoundTrips() throws {
        for text in ["127.0.0.1:8080", "[::]:9000"] {
            #expect(try CastEndpoint(parsing: text).description == text)
        }
    }

    @Test func aServerListensOnAParsedEndpoint() throws {
        let endpoint = try CastEndpoint(parsing: "[::1]:0")
        let server = CastServer(host: endpoint.host, port: endpoint.port)
        defer { server.stop() }
        do {
            let port = try server.start()
            #expect(port > 0)
        } catch {
            // Hosts without IPv6 loopback cannot bind ::1; the error must say which address failed.
            #expect(error.description.contains("::1"))
        }
    }
}
