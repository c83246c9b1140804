import Foundation
import GuidanceModel
import Synchronization
import TestSupport
import Testing

@testable import Routing

/// A one-thread HTTP server on 127.0.0.1 that answers each connection with the next scripted
/// reply (`nil`: accept and say nothing, until ``stop()``), and records the request lines it
/// saw, signalling each one so that a test waits for the server's own account, not the clock.
private final class ScriptedServer: Sendable {
    let port: Int
    let requests = Mutex<[String]>([])
    private let listener: Int32
    private let seen = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)

    init(replies: [String?]) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        try #require(bound == 0 && listen(listener, 8) == 0)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread { [self] in
            var silent: [Int32] = []
            for reply in replies {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { break }
                var buffer = [UInt8](repeating: 0, count: 4096)
                let got = read(connection, &buffer, buffer.count)
                let line = String(decoding: buffer.prefix(max(0, got)), as: UTF8.self).prefix { $0 != "\r" }
                requests.withLock { $0.append(String(line)) }
                seen.signal()
                guard let reply else {
                    silent.append(connection)
                    continue
                }
                _ = reply.utf8CString.withUnsafeBufferPointer {
                    write(connection, $0.baseAddress, $0.count - 1)
                }
                close(connection)
            }
            // Silent connections stay open, so the client's own timeout is what ends them.
            if !silent.isEmpty { stopped.wait() }
            for connection in silent { close(connection) }
        }
    }

    deinit {
        close(listener)
    }

    /// Blocks until `count` requests have arrived; the minute is only a guard against a hang.
    func waitForRequests(_ count: Int) -> Bool {
        for _ in 0..<count {
            if seen.wait(timeout: .now() + .seconds(60)) == .timedOut { return false }
        }
        return true
    }

    /// Closes the silent connections and ends the thread, also when it still waits to accept;
    /// the listener itself is closed when the server goes, so no other test's descriptor can
    /// be shut down by mistake.
    func stop() {
        stopped.signal()
        shutdown(listener, Int32(SHUT_RDWR))
    }
}

@Suite struct RoutingClientTests {
    static let answer = try! String(
        contentsOf: Repository.root.appendingPathComponent("examples/sao-paulo.osrm.json"), encoding: .utf8)

    static func ok(_ body: String, chunked: Bool = false) -> String {
        if chunked {
            let bytes = Array(body.utf8)
            let half = bytes.count / 2
            let first = String(decoding: bytes[..<half], as: UTF8.self)
            let second = String(decoding: bytes[half...], as: UTF8.self)
            return "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n"
                + "\(String(half, radix: 16))\r\n\(first)\r\n\(String(bytes.count - half, radix: 16))\r\n\(second)\r\n0\r\n\r\n"
        }
        return
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }

    /// A client of `server`. Its timeout is a minute, a guard against a hang, except where the
    /// timeout itself is under test.
    private func client(
        _ server: ScriptedServer, engine: RouterEndpoint.Engine = .osrm, timeout: Double = 60
    ) throws -> RoutingClient {
        RoutingClient(
            endpoint: try RouterEndpoint(url: "http://127.0.0.1:\(server.port)", engine: engine),
            timeoutSeconds: timeout, attempts: 3, retryPauseSeconds: 0.05)
    }

    private let request = RouteRequest(
        origin: Coordinate(latitude: -23.5614, longitude: -46.6559), heading: 43,
        waypoints: [Coordinate(latitude: -23.5874, longitude: -46.6576)])

    @Test func anOSRMAnswerIsImportedWithItsSteps() throws {
        let server = try ScriptedServer(replies: [Self.ok(Self.answer)])
        defer { server.stop() }
        let route = try client(server).route(request)
        #expect(route.steps.count > 5)
        let line = try #require(server.requests.withLock { $0.first })
        #expect(
            line.hasPrefix("GET /route/v1/driving/-46.6559000,-23.5614000;-46.6576000,-23.5874000?steps=true")
        )
        #expect(line.contains("&bearings=43,45;"))
    }

    @Test func aChunkedAnswerIsReadWhole() throws {
        let server = try ScriptedServer(replies: [Self.ok(Self.answer, chunked: true)])
        defer { server.stop() }
        #expect(try client(server).route(request).steps.count > 5)
    }

    @Test func aServerErrorIsRetriedAndThenAnswered() throws {
        let busy = "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 4\r\n\r\nbusy"
        let server = try ScriptedServer(replies: [busy, busy, Self.ok(Self.answer)])
        defer { server.stop() }
        #expect(try client(server).route(request).steps.count > 5)
        #expect(server.requests.withLock { $0.count } == 3)
    }

    @Test func aSilentServerTimesOutOnEveryAttempt() throws {
        let server = try ScriptedServer(replies: [nil, nil, nil])
        defer { server.stop() }
        #expect {
            try client(server, timeout: 0.5).route(request)
        } throws: { error in
            guard case .unreachable(_, let reason) = error as? RoutingError else { return false }
            return reason.contains("within")
        }
        // Each attempt reached the server, whenever its thread got to read the request.
        #expect(server.waitForRequests(3))
        #expect(server.requests.withLock { $0.count } == 3)
    }

    @Test func aRefusalIsNoRouteAndNotRetried() throws {
        let refusal = "HTTP/1.1 400 Bad Request\r\nContent-Length: 24\r\n\r\n{\"code\":\"NoRoute\",\"x\":1}"
        let server = try ScriptedServer(replies: [refusal, Self.ok(Self.answer)])
        defer { server.stop() }
        #expect(throws: RoutingError.noRoute(reason: "{\"code\":\"NoRoute\",\"x\":1}")) {
            try client(server).route(request)
        }
        #expect(server.requests.withLock { $0.count } == 1)
    }

    @Test func nobodyListeningIsUnreachable() throws {
        let endpoint = try RouterEndpoint(url: "http://127.0.0.1:9", engine: .osrm)
        let client = RoutingClient(endpoint: endpoint, timeoutSeconds: 1, attempts: 1)
        #expect {
            try client.route(request)
        } throws: { error in
            (error as? RoutingError)?.isTransient == true
        }
    }

    /// A library caller may set any number: none of them stops the program.
    @Test func anyTimeoutAndPauseAreTaken() throws {
        let busy = "HTTP/1.1 503 Service Unavailable\r\nContent-Length: 4\r\n\r\nbusy"
        let server = try ScriptedServer(replies: [
            busy, busy, Self.ok(Self.answer), busy, busy, Self.ok(Self.answer),
        ])
        defer { server.stop() }
        let endpoint = try RouterEndpoint(url: "http://127.0.0.1:\(server.port)", engine: .osrm)
        // No pause (NaN or negative) between attempts, and no limit (infinite) on each.
        for pause in [Double.nan, -1] {
            let patient = RoutingClient(
                endpoint: endpoint, timeoutSeconds: .infinity, attempts: 3, retryPauseSeconds: pause)
            #expect(try patient.route(request).steps.count > 5, "pause \(pause)")
        }
        #expect(server.requests.withLock { $0.count } == 6)
        // A NaN timeout is a deadline already passed: the attempt times out, it does not trap.
        let silent = try ScriptedServer(replies: [nil])
        defer { silent.stop() }
        let hasty = RoutingClient(
            endpoint: try RouterEndpoint(url: "http://127.0.0.1:\(silent.port)", engine: .osrm),
            timeoutSeconds: .nan, attempts: 1)
        #expect {
            try hasty.route(request)
        } throws: { error in
            (error as? RoutingError)?.isTransient == true
        }
    }

    @Test func valhallaIsAskedForAnOSRMShapedAnswer() throws {
        let endpoint = try RouterEndpoint(url: "http://[::1]:8002/valhalla/", engine: .valhalla)
        #expect(endpoint.host == "::1" && endpoint.port == 8002 && endpoint.basePath == "/valhalla")
        let target = request.target(for: endpoint)
        #expect(target.hasPrefix("/valhalla/route?json="))
        let json = try #require(target.split(separator: "=", maxSplits: 1).last?.removingPercentEncoding)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["format"] as? String == "osrm")
        #expect((object["locations"] as? [[String: Any]])?.count == 2)
    }

    /// A heading in any number of turns, or below zero, reaches both engines as 0 to 359 degrees;
    /// one too large for an integer reaches them too, instead of stopping the program.
    @Test(arguments: [(-90.0, 270), (630.0, 270), (359.6, 0), (1e300, nil as Int?)])
    func bothEnginesGetTheSameBearing(heading: Double, expected: Int?) throws {
        let request = RouteRequest(origin: request.origin, heading: heading, waypoints: request.waypoints)
        let bearing = try #require(request.bearing)
        #expect((0..<360).contains(bearing))
        if let expected { #expect(bearing == expected) }
        let osrm = try RouterEndpoint(url: "http://127.0.0.1:5000", engine: .osrm)
        #expect(request.target(for: osrm).contains("&bearings=\(bearing),45;"))
        let valhalla = try RouterEndpoint(url: "http://127.0.0.1:8002", engine: .valhalla)
        let json = try #require(
            request.target(for: valhalla).split(separator: "=", maxSplits: 1).last?.removingPercentEncoding)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let first = try #require((object["locations"] as? [[String: Any]])?.first)
        #expect(first["heading"] as? Int == bearing)
    }

    @Test(arguments: [
        "https://example.com", "http://:80", "http://host:0", "http://host:99999", "http://[::1",
    ])
    func unusableURLsAreRefused(url: String) {
        #expect(throws: RoutingError.self) { try RouterEndpoint(url: url, engine: .osrm) }
    }
}
