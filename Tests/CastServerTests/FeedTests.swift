import Foundation
import Testing

@testable import CastServer

@Suite("The live feed: latest state first, resumption, order, heartbeats")
struct FeedTests {
    @Test func eventStreamHeadersAreRight() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        try client.get("/feed")
        client.read { $0.contains("retry:") }
        #expect(client.status == 200)
        #expect(client.header("Content-Type") == "text/event-stream; charset=utf-8")
        #expect(client.header("Cache-Control") == "no-cache")
        #expect(client.header("Connection") == "keep-alive")
        #expect(client.header("Transfer-Encoding") == "chunked")
    }

    @Test func aScreenConnectingMidDriveGetsTheLatestStateFirst() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let records = (1...5).map { Fixtures.record(seq: $0, meters: 500 - $0 * 50) }
        for record in records { server.publish(record: record) }
        let client = try RawClient(port: port)
        try client.get("/feed")
        #expect(client.read { _ in client.events.count >= 1 })
        #expect(client.events.first?.id == 5)
        #expect(client.events.first?.data == records[4])
        let next = Fixtures.record(seq: 6, maneuver: "turnLeft")
        server.publish(record: next)
        #expect(client.read { _ in client.events.count >= 2 })
        #expect(client.events.map(\.id) == [5, 6])
        #expect(client.events.last?.data == next)
    }

    @Test func recordsPublishedWithTheirSequenceAreSentAsWrittenWithThatID() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        // The sequence comes from the caller, not from the text: a record whose own `seq`
        // disagrees shows that nothing is parsed on this path.
        let record = Fixtures.record(seq: 3)
        server.publish(record: record, sequence: 12)
        let client = try RawClient(port: port)
        try client.get("/feed")
        #expect(client.read { _ in client.events.count >= 1 })
        #expect(client.events.first?.id == 12)
        #expect(client.events.first?.data == record)
        #expect(server.statistics.recordsPublished == 1)
        #expect(server.statistics.recordsRejected == 0)
        #expect(server.statistics.latestID == 12)
    }

    @Test func curlDecodesTheChunkedEventStream() throws {
        // One heartbeat follows the first record (it tells the interval), then none for an
        // hour: what curl prints after it is exactly the records.
        let server = CastServer(options: CastServerOptions(heartbeatInterval: 3600))
        let port = try server.start()
        defer { server.stop() }
        let record = Fixtures.record(seq: 41)
        let next = Fixtures.record(seq: 42, maneuver: "turnLeft")
        server.publish(record: record)
        let ping = ": keep-alive\nevent: ping\ndata: {\"interval\":3600.0}\n\n"
        let first = "retry: 2000\n\nid: 41\ndata: \(record)\n\n" + ping
        let both = first + "id: 42\ndata: \(next)\n\n"
        var publishedNext = false
        let result = try Curl.stream(["--no-buffer", "http://127.0.0.1:\(port)/feed"]) { output in
            if !publishedNext && output.hasPrefix(first) {
                server.publish(record: next)
                publishedNext = true
            }
            return output.hasPrefix(both) || !both.hasPrefix(output.prefix(both.count))
        }
        #expect(result.output == both)
        // The stream stays open after each record: curl was still reading when it was stopped.
        #expect(result.stillRunning)
    }

    @Test func lastEventIDResumesWithEveryMissedRecord() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let records = (1...10).map { Fixtures.record(seq: $0) }
        for record in records { server.publish(record: record) }
        let client = try RawClient(port: port)
        try client.get("/feed", headers: ["Last-Event-ID: 7"])
        #expect(client.read { _ in client.events.count >= 3 })
        #expect(client.events.map(\.id) == [8, 9, 10])
        #expect(client.events.map(\.data) == Array(records[7...]))
    }

    @Test func lastEventIDOlderThanTheHistoryGetsTheLatestOnly() throws {
        let server = CastServer(options: CastServerOptions(historyCapacity: 4))
        let port = try server.start()
        defer { server.stop() }
        for seq in 1...10 { server.publish(record: Fixtures.record(seq: seq)) }
        let client = try RawClient(port: port)
        try client.get("/feed", headers: ["Last-Event-ID: 2"])
        #expect(client.read { _ in client.events.count >= 1 })
        // A marker record ends the wait: anything sent between the two would show up before it.
        server.publish(record: Fixtures.record(seq: 11))
        #expect(client.read { _ in client.events.count >= 2 })
        #expect(client.events.map(\.id) == [10, 11])
    }

    @Test func upToDateResumptionSendsNothingUntilTheNextRecord() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        for seq in 1...3 { server.publish(record: Fixtures.record(seq: seq)) }
        let client = try RawClient(port: port)
        try client.get("/feed?lastEventId=3")
        // Whether the record comes before or after the subscription, 4 alone may arrive: an
        // up-to-date screen never gets 3 again.
        server.publish(record: Fixtures.record(seq: 4))
        #expect(client.read { _ in client.events.count >= 1 })
        #expect(client.events.map(\.id) == [4])
    }

    @Test func ndjsonStreamsTheLatestLineFirstThenEveryUpdate() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let records = (1...4).map { (number: Int) in Fixtures.record(seq: number, road: "Rua \(number)") }
        for record in records.prefix(2) { server.publish(record: record) }
        let client = try RawClient(port: port)
        try client.get("/feed.ndjson")
        #expect(client.read { $0.contains(records[1] + "\n") })
        for record in records.dropFirst(2) { server.publish(record: record) }
        #expect(client.read { $0.hasSuffix(records[3] + "\n") })
        #expect(client.header("Content-Type") == "application/x-ndjson; charset=utf-8")
        #expect(client.header("Connection") == "close")
        let body = client.text.components(separatedBy: "\r\n\r\n").dropFirst().joined()
        #expect(body.split(separator: "\n").map(String.init) == Array(records[1...]))
    }

    @Test func idsFollowSeqAndNeverGoBack() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        let client = try RawClient(port: port)
        try client.get("/feed")
        client.read { $0.contains("retry:") }
        for seq in [Optional(5), nil, 3, 20] { server.publish(record: Fixtures.record(seq: seq)) }
        #expect(client.read { _ in client.events.count >= 4 })
        #expect(client.events.map(\.id) == [5, 6, 7, 20])
    }

    @Test func textThatIsNotAJSONObjectIsRefused() throws {
        let server = CastServer()
        let port = try server.start()
        defer { server.stop() }
        #expect(server.publish(record: "not json") == false)
        #expect(server.publish(record: "[1,2]") == false)
        // A second value for a key would silently win or lose: refused, as every JSON reader does.
        #expect(server.publish(record: "{\"seq\":1,\"seq\":2}") == false)
        #expect(server.publish(record: "{\"seq\":1,\n\"state\":\"stopped\"}"))
        #expect(server.statistics.recordsRejected == 3)
        let state = try Curl.fetch("http://127.0.0.1:\(port)/state")
        #expect(state.body == "{\"seq\":1, \"state\":\"stopped\"}")
    }

    @Test func subscribersGetHeartbeatComments() throws {
        let server = CastServer(options: CastServerOptions(heartbeatInterval: 0.2))
        let port = try server.start()
        defer { server.stop() }
        let events = try RawClient(port: port)
        try events.get("/feed")
        let lines = try RawClient(port: port)
        try lines.get("/feed.ndjson")
        #expect(events.read { $0.contains(": keep-alive\nevent: ping\ndata: {\"interval\":0.2}\n\n") })
        #expect(lines.read { $0.hasSuffix("\r\n\r\n\n") })
    }

    @Test func recordsPublishedBeforeStartAreServed() throws {
        let server = CastServer()
        let record = Fixtures.record(seq: 9)
        server.publish(record: record)
        let port = try server.start()
        defer { server.stop() }
        #expect(try Curl.fetch("http://127.0.0.1:\(port)/state").body == record)
    }
}

@Suite("HTTP/1.0 screens")
struct PlainStreamTests {
    @Test func anHTTP10SubscriberGetsAnUnchunkedStreamThatEndsOnClose() throws {
        let server = CastServer()
        let port = try server.start()
        let record = Fixtures.record(seq: 3)
        server.publish(record: record)
        let client = try RawClient(port: port)
        try client.send("GET /feed HTTP/1.0\r\n\r\n")
        #expect(client.read { $0.contains("event: ping") })
        #expect(client.header("Connection") == "close")
        #expect(client.header("Transfer-Encoding") == nil)
        #expect(client.text.contains("\r\n\r\nretry: 2000\n\nid: 3\ndata: \(record)\n\n: keep-alive\n"))
        server.stop()
        #expect(client.readUntilClosed())
    }
}
