import Foundation
import Testing

@testable import CastServer

/// Serialized: the thousand-subscriber case would otherwise starve its neighbours' timing.
@Suite("One address's share of the table, and the subscriber limit", .serialized)
struct ConnectionLimitTests {
    /// The per-address cases connect from an address of their own: a client of another test still
    /// reconnecting to a port this server has since been given (from 127.0.0.1) must not count.
    static let isolated = "127.0.0.9"

    @Test func anAddressAtItsLimitGivesUpItsOldestHalfSentConnection() async throws {
        let server = CastServer(options: CastServerOptions(maxConnectionsPerAddress: 4, requestTimeout: 120))
        let port = try server.start()
        defer { server.stop() }
        let waiting = try (0..<4).map { _ in try RawClient(port: port, from: Self.isolated) }
        waiting[1].trySend("GET /sta")
        #expect(server.waitForStatistics { $0.connections == 4 })
        let fifth = try RawClient(port: port, from: Self.isolated)
        try fifth.get("/health")
        #expect(fifth.readResponse())
        #expect(fifth.status == 200)
        #expect(waiting[0].readUntilClosed())
        #expect(waiting[0].received.isEmpty)
        for client in waiting.dropFirst() { #expect(!client.isClosedByPeer) }
        #expect(server.waitForStatistics { $0.connections == 4 })
    }

    @Test func anAddressWhoseConnectionsAreAllFeedsGets503() async throws {
        let server = CastServer(options: CastServerOptions(maxConnectionsPerAddress: 3))
        let port = try server.start()
        defer { server.stop() }
        let feeds = try (0..<3).map { _ in try RawClient(port: port, from: Self.isolated) }
        // Open until the test ends: an optimized build may release a value after its last use.
        defer { withExtendedLifetime(feeds) {} }
        for feed in feeds { try feed.get("/feed.ndjson") }
        #expect(server.waitForStatistics { $0.subscribers == 3 })
        let refused = try RawClient(port: port, from: Self.isolated)
        #expect(refused.readUntilClosed())
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "5")
        #expect(refused.text.hasSuffix("too many connections from this address\n"))
        #expect(server.statistics.subscribers == 3)
    }

    @Test func anotherAddressKeepsItsConnectionsWhileOneIsAtItsLimit() async throws {
        // A header deadline far beyond the test: on a loaded machine the idle connections of
        // 127.0.0.2 must be kept for the per-address rule, not closed for being slow.
        let server = CastServer(options: CastServerOptions(maxConnectionsPerAddress: 2, requestTimeout: 120))
        let port = try server.start()
        defer { server.stop() }
        let other: [RawClient]
        do {
            other = try (0..<2).map { _ in try RawClient(port: port, from: "127.0.0.2") }
        } catch {
            // Only where 127.0.0.2 is not a loopback address of this machine.
            Issue.record("cannot bind 127.0.0.2: \(error)")
            return
        }
        #expect(server.waitForStatistics { $0.connections == 2 })
        let local = try (0..<3).map { _ in try RawClient(port: port) }
        #expect(local[0].readUntilClosed())
        try local[2].get("/health")
        #expect(local[2].readResponse())
        #expect(local[2].status == 200)
        for client in other { #expect(!client.isClosedByPeer) }
        try other[0].get("/health")
        #expect(other[0].readResponse())
        #expect(other[0].status == 200)
    }

    @Test func feedsPastTheSubscriberLimitGet503WhilePlainRequestsWork() async throws {
        let server = CastServer(options: CastServerOptions(maxSubscribers: 2))
        #expect(server.options.maxConnections == 130)
        let port = try server.start()
        defer { server.stop() }
        var feeds = try (0..<2).map { _ in try RawClient(port: port) }
        // Open until the test ends: an optimized build may release a value after its last use.
        defer { withExtendedLifetime(feeds) {} }
        for feed in feeds { try feed.get("/feed") }
        #expect(server.waitForStatistics { $0.subscribers == 2 })
        let third = try RawClient(port: port)
        try third.get("/feed")
        #expect(third.readUntilClosed())
        #expect(third.status == 503)
        #expect(third.header("Retry-After") == "5")
        #expect(third.text.hasSuffix("subscriber limit reached\n"))
        let state = try RawClient(port: port)
        try state.get("/health")
        #expect(state.readResponse())
        #expect(state.status == 200)
        #expect(state.text.contains("\"subscribers\":2"))

        feeds.removeFirst()
        #expect(server.waitForStatistics { $0.subscribers == 1 })
        let again = try RawClient(port: port)
        try again.get("/feed.ndjson")
        #expect(again.read { $0.contains("\r\n\r\n") })
        #expect(again.status == 200)
        #expect(server.waitForStatistics { $0.subscribers == 2 })
    }

    @Test func aThousandSubscribersFitWhenTheLimitSaysSo() async throws {
        let options = CastServerOptions(maxSubscribers: 1000, maxConnectionsPerAddress: 1100)
        let server = CastServer(options: options)
        let port = try server.start()
        defer { server.stop() }
        // Each screen asks at once, as a real one does (the header deadline runs from the connection).
        let feeds = try (0..<1000).map { _ in
            let feed = try RawClient(port: port)
            try feed.get("/feed.ndjson")
            return feed
        }
        #expect(
            server.waitForStatistics { $0.subscribers == 1000 },
            "\(server.statistics)")
        let record = Fixtures.record(seq: 7)
        server.publish(record: record)
        #expect(feeds.allSatisfy { $0.read(timeout: 30, untilReceiving: record + "\n") })
    }

    @Test func victimsAreDrainedThenHalfSentThenIdleOldestFirst() {
        let fresh = Connection(fd: -1, peer: "a", now: 10)
        let older = Connection(fd: -2, peer: "a", now: 5)
        let idle = Connection(fd: -3, peer: "a", now: 1)
        idle.requestsServed = 1
        let feed = Connection(fd: -4, peer: "a", now: 0)
        feed.role = .subscriber(.lines)
        let answering = Connection(fd: -5, peer: "a", now: 0)
        answering.enqueue([1])
        let drained = Connection(fd: -6, peer: "a", now: 20)
        drained.role = .draining
        #expect(Admission.victim(among: [fresh, older, idle, feed, answering, drained]) === drained)
        #expect(Admission.victim(among: [fresh, older, idle, feed, answering]) === older)
        #expect(Admission.victim(among: [idle, feed, answering]) === idle)
        #expect(Admission.victim(among: [feed, answering]) == nil)
    }
}
