import Foundation
import Testing

@testable import CastServer

/// Half-sent requests (slowloris) never lock real clients out: the header deadline closes them,
/// one address's share of the table is bounded, and when the table is full they are the first
/// to make room. Everything runs on 127.0.0.1 with bounded counts and times.
@Suite("Slow and half-open connections", .serialized)
struct SlowlorisTests {
    /// The request line the slow clients send, one byte per round, never finishing it.
    private static let slowText = Array("GET /state HTTP/1.1\r\nHost: localhost\r\nX-Slow: ")

    /// Opens `count` connections that each send the first byte of a request.
    private func openSlowClients(_ count: Int, port: Int) throws -> [RawClient] {
        let clients = try (0..<count).map { _ in try RawClient(port: port) }
        for client in clients { client.trySend("G") }
        return clients
    }

    /// One more byte on every slow connection the server still holds.
    private func trickle(_ clients: [RawClient], round: Int) {
        let byte = String(Self.slowText[min(1 + round, Self.slowText.count - 1)])
        for client in clients { client.trySend(byte) }
    }

    /// `count` new clients, each asking `GET /state` once while the slow ones trickle; returns
    /// how many got 200 within `perRequest` seconds, and the slowest answer.
    private func newClientsServed(
        _ count: Int, port: Int, slow: [RawClient], perRequest: Double = 2
    ) throws -> (served: Int, slowest: Double) {
        var served = 0
        var slowest = 0.0
        for round in 0..<count {
            trickle(slow, round: round)
            let started = Date()
            let client = try RawClient(port: port)
            try client.get("/state")
            if client.readResponse(timeout: perRequest), client.status == 200 { served += 1 }
            slowest = max(slowest, Date().timeIntervalSince(started))
        }
        return (served, slowest)
    }

    @Test func newClientsAreServedWhileSixHundredSlowConnectionsHangOn() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        server.publish(record: Fixtures.record(seq: 1))
        let started = Date()
        let slow = try openSlowClients(600, port: port)
        let result = try newClientsServed(50, port: port, slow: slow)
        #expect(result.served == 50)
        #expect(result.slowest < 1)
        #expect(Date().timeIntervalSince(started) < 10)
        // One address holds at most its share; the oldest half-sent requests made room.
        let limit = CastServerOptions().maxConnectionsPerAddress
        #expect(server.statistics.connections <= limit + 1)
        #expect(slow.filter(\.isClosedByPeer).count >= 600 - limit)
    }

    @Test func aFullTableMakesRoomByClosingHalfSentRequestsNeverFeeds() async throws {
        let options = CastServerOptions(
            maxConnections: 200, maxConnectionsPerAddress: 10_000, requestTimeout: 30)
        let server = CastServer(options: options)
        let port = try server.start()
        defer { server.stop() }
        server.publish(record: Fixtures.record(seq: 1))
        let feeds = try (0..<4).map { _ in try RawClient(port: port) }
        for feed in feeds { try feed.get("/feed") }
        #expect(server.waitForStatistics { $0.subscribers == 4 })

        let slow = try openSlowClients(600, port: port)
        let result = try newClientsServed(50, port: port, slow: slow)
        #expect(result.served == 50)
        #expect(result.slowest < 1)
        #expect(server.statistics.connections <= 200)
        #expect(server.statistics.subscribers == 4)
        server.publish(record: Fixtures.record(seq: 2))
        for feed in feeds { #expect(feed.read(untilReceiving: "id: 2\n")) }
    }

    @Test func theHeaderDeadlineClosesSlowAndSilentConnections() throws {
        let server = CastServer(options: CastServerOptions(requestTimeout: 0.5))
        let port = try server.start()
        defer { server.stop() }
        let trickling = try RawClient(port: port)
        let silent = try RawClient(port: port)
        let started = Date()
        var closed = false
        for round in 0..<40 where !closed {
            trickling.trySend(String(Self.slowText[min(round, Self.slowText.count - 1)]))
            closed = trickling.readUntilClosed(timeout: 0.1)
        }
        // Bytes kept coming, but the head was not complete half a second after connecting.
        #expect(closed)
        #expect(Date().timeIntervalSince(started) < 2)
        #expect(trickling.status == 408)
        #expect(silent.readUntilClosed(timeout: 2))
        #expect(silent.received.isEmpty)
    }

    @Test func aKeptAliveConnectionMayIdleBetweenRequests() throws {
        let server = CastServer(options: CastServerOptions(requestTimeout: 0.3, idleTimeout: 30))
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        try client.get("/health")
        #expect(client.readResponse())
        #expect(!client.readUntilClosed(timeout: 0.8))
        try client.get("/health")
        #expect(client.read { $0.components(separatedBy: "HTTP/1.1 200 OK").count == 3 })
    }
}
