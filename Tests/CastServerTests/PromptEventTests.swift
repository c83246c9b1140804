import Testing

@testable import CastServer

/// A prompt event passes through the feed without becoming the display state.
@Suite struct PromptEventTests {
    @Test func anEventIsNeverTheCurrentStateNorKeptAsARecord() {
        let server = CastServer(host: "127.0.0.1", port: 0)
        let state = #"{"seq":3,"state":"enroute","primary":"Turn right"}"#
        server.publish(record: state, sequence: 3)
        server.publish(event: #"{"event":"promptStarted","id":1}"#, name: "prompt")
        #expect(server.latestRecord == state)
        #expect(server.statistics.latestID == 3)
        #expect(server.statistics.recordsPublished == 2)
    }

    @Test func anEventIsANamedSSEEventWithoutAnID() {
        let entry = FeedEntry(id: 0, json: #"{"event":"promptEnded","id":1}"#, eventName: "prompt")
        #expect(entry.isTransient)
        #expect(
            String(decoding: entry.event, as: UTF8.self)
                == "event: prompt\ndata: {\"event\":\"promptEnded\",\"id\":1}\n\n")
        #expect(String(decoding: entry.line, as: UTF8.self) == "{\"event\":\"promptEnded\",\"id\":1}\n")
        #expect(!FeedEntry(id: 4, json: "{}").isTransient)
    }
}
