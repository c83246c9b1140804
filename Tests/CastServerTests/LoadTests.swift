import Foundation
import Testing

@testable import CastServer

@Suite("Many and misbehaving subscribers")
struct LoadTests {
    @Test func sixtyFourSubscribersReceiveEveryUpdateInOrder() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let clients = try (0..<64).map { _ in try RawClient(port: port) }
        // Open until the test ends: an optimized build may release a value after its last use.
        defer { withExtendedLifetime(clients) {} }
        for client in clients { try client.get("/feed") }
        #expect(server.waitForStatistics { $0.subscribers == 64 })
        let records = (1...50).map { Fixtures.record(seq: $0, meters: 1000 - $0) }
        for record in records { server.publish(record: record) }
        for client in clients {
            #expect(client.read(untilReceiving: "id: 50\n"))
            #expect(client.events.map(\.data) == records)
            #expect(client.events.map(\.id) == Array(1...50))
        }
        let health = try Curl.fetch("http://127.0.0.1:\(port)/health")
        #expect(health.body.contains("\"subscribers\":64"))
    }

    @Test func aSubscriberThatStopsReadingIsDroppedWithoutStallingTheOthers() throws {
        // The reader takes every ten records before the next ten are published, so it is never
        // more than ten records (10 KB) behind, however slowly a loaded machine runs it; the
        // stuck one goes over 256 KB long before the 600 records (600 KB) are published.
        let options = CastServerOptions(maxQueuedBytes: 256 * 1024, socketSendBufferBytes: 4096)
        let server = CastServer(options: options)
        let port = try server.start()
        defer { server.stop() }
        let stuck = try RawClient(port: port, receiveBuffer: 4096)
        try stuck.get("/feed")
        let reader = try RawClient(port: port)
        try reader.get("/feed")
        #expect(server.waitForStatistics { $0.subscribers == 2 })

        let count = 600
        for seq in 1...count {
            server.publish(record: Fixtures.record(seq: seq, padding: 1024))
            if seq % 10 == 0 { #expect(reader.read(untilReceiving: "id: \(seq)\n")) }
        }
        // publish() returned for every record although one subscriber never read a byte.
        #expect(server.statistics.recordsPublished == count)
        #expect(reader.events.map(\.id) == Array(1...count))
        #expect(server.waitForStatistics { $0.subscribersDropped == 1 })
        #expect(server.statistics.subscribers == 1)
        #expect(stuck.readUntilClosed())
    }

    @Test func everySubscriberThatNeverReadsIsDroppedOnceItsBacklogPassesTheBound() throws {
        // A hundred feeds that never read a byte and one that reads everything; records of a
        // casting record's size (about 450 bytes) published in batches of 50 as fast as the
        // reader takes them. The kernel alone takes about 4 MB for a peer that reads nothing, so
        // a bound on the server's own queue let them live until 4 MB (hours, at a car's pace);
        // the bound counts the kernel's send buffer, so each is dropped in the loop turn that
        // takes it past 1 MB not acknowledged. Their own receive buffers (16 KB asked) take a
        // little more: by the time the reader has 1 MB plus 256 KB, all must be gone, and with no
        // record published after that (and no heartbeat due) nothing else can drop them.
        let stuckCount = 100
        let options = CastServerOptions(heartbeatInterval: 3600, maxConnectionsPerAddress: stuckCount + 1)
        let server = CastServer(options: options)
        let port = try server.start()
        defer { server.stop() }
        let stuck = try (0..<stuckCount).map { _ in try RawClient(port: port, receiveBuffer: 16 * 1024) }
        for client in stuck { try client.get("/feed") }
        let reader = try RawClient(port: port)
        try reader.get("/feed")
        #expect(server.waitForStatistics { $0.subscribers == stuckCount + 1 })

        // Every subscriber of /feed is sent the same bytes, so the reader counts them for all.
        let budget = options.maxQueuedBytes + 256 * 1024
        var records: [String] = []
        while reader.received.count <= budget, records.count < 20_000 {
            for _ in 0..<50 {
                records.append(Fixtures.record(seq: records.count + 1, padding: 250))
                server.publish(record: records[records.count - 1], sequence: records.count)
            }
            guard reader.read(untilReceiving: "id: \(records.count)\n") else { break }
        }
        #expect(reader.received.count > budget)
        // The reader, served by the same loop, missed nothing.
        #expect(reader.events.map(\.id) == Array(1...records.count))
        #expect(reader.events.map(\.data) == records)
        try #require(
            server.waitForStatistics(timeout: 30) { $0.subscribersDropped == stuckCount },
            "\(server.statistics)")
        #expect(server.statistics.subscribers == 1)
        #expect(stuck.allSatisfy { $0.readUntilClosed(timeout: 10) })
    }

    @Test func aVanishedSubscriberIsForgotten() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        var client: RawClient? = try RawClient(port: port)
        try client?.get("/feed")
        #expect(server.waitForStatistics { $0.subscribers == 1 })
        client = nil
        #expect(server.waitForStatistics { $0.subscribers == 0 })
        #expect(server.publish(record: Fixtures.record(seq: 1)))
    }
}
