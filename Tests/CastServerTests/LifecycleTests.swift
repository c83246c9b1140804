import Foundation
import Testing

@testable import CastServer

@Suite("Starting and stopping")
struct LifecycleTests {
    @Test func stopClosesSubscribersAndReleasesThePort() throws {
        let server = CastServer()
        let port = try server.start()
        #expect(server.port == port)
        let events = try RawClient(port: port)
        try events.get("/feed")
        let lines = try RawClient(port: port)
        try lines.get("/feed.ndjson")
        server.publish(record: Fixtures.record(seq: 1))
        #expect(events.read { _ in events.events.count == 1 })
        #expect(lines.read { $0.hasSuffix("\n") && $0.contains("seq") })
        server.stop()
        #expect(server.port == nil)
        #expect(events.readUntilClosed())
        #expect(events.text.hasSuffix("0\r\n\r\n"))
        #expect(lines.readUntilClosed())
        #expect(throws: RawClient.ClientError.self) { try RawClient(port: port) }
        let again = CastServer(port: port)
        #expect(try again.start() == port)
        again.stop()
    }

    @Test func aStoppedServerCannotBeRestartedAndStopTwiceIsHarmless() throws {
        let server = CastServer()
        try server.start()
        server.stop()
        server.stop()
        #expect(throws: CastServerError.alreadyStarted) { try server.start() }
    }

    @Test func stopBeforeStartDoesNothing() throws {
        let server = CastServer()
        server.stop()
        let port = try server.start()
        #expect(server.port == port)
        server.stop()
    }

    @Test func aTakenPortIsAClearError() throws {
        let first = CastServer()
        let port = try first.start()
        defer { first.stop() }
        let second = CastServer(port: port)
        #expect(throws: CastServerError.self) { try second.start() }
        do {
            try second.start()
        } catch {
            #expect(error.description.contains("\(port)"))
        }
    }

    @Test func badPortAndMissingWebRootAreRefused() {
        #expect(throws: CastServerError.invalidPort(70_000)) { try CastServer(port: 70_000).start() }
        let missing = URL(fileURLWithPath: "/nonexistent/web")
        #expect(throws: CastServerError.webRootMissing(path: "/nonexistent/web")) {
            try CastServer(webRoot: missing).start()
        }
    }
}
