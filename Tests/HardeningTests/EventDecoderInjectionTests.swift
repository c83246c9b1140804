import Foundation
import GuidanceModel
import Testing

/// Hostile text at the wire level: a bad JSON escape rejects its own line only, and names full of
/// markup, controls and bidi marks arrive in the model unchanged (a long one cut to its bound).
@Suite struct EventDecoderInjectionTests {
    static let good = #"{"type":"routeChanged","timestamp":1}"#

    static func title(_ event: NavigatorEvent) -> String? {
        if case .arrival(let waypoint) = event.payload { return waypoint.title }
        return nil
    }

    static func arrival(title: String) -> String {
        #"{"type":"arrival","timestamp":2,"waypoint":{"title":""# + title + #"","isFinal":true}}"#
    }

    @Test(arguments: [
        #"\ud800"#, #"\udc00"#, #"\udbff\u0041"#, #"x\ud800\ud800y"#, #"\udfff\ud800"#, #"\ud83d"#,
        #"\u12"#, #"\uZZZZ"#, #"\x41"#,
    ])
    func badEscapesRejectOnlyTheirLine(_ escape: String) {
        var parser = EventFeedParser()
        let feed = [Self.good, Self.arrival(title: "Rua " + escape), Self.good, Self.arrival(title: "Praça")]
        let items = parser.feed(Array((feed.joined(separator: "\n") + "\n").utf8)) + parser.finish()
        #expect(items.count == 4)
        var events: [Int] = []
        var rejected: [Int] = []
        for item in items {
            switch item {
            case .event(_, let line): events.append(line)
            case .rejected(let error): rejected.append(error.line)
            case .warning(let warning): Issue.record("unexpected warning: \(warning)")
            }
        }
        #expect(rejected == [2], "\(escape): rejected \(rejected)")
        #expect(events == [1, 3, 4], "\(escape): events \(events)")
    }

    @Test func aGoodSurrogatePairDecodes() throws {
        let event = try EventDecoder().decode(
            Array(Self.arrival(title: #"Rua \ud83d\ude97"#).utf8), lineNumber: 1
        )
        .get()
        #expect(Self.title(event) == "Rua 🚗")
    }

    @Test(arguments: InjectionCorpus.markup + InjectionCorpus.characters)
    func hostileNamesArriveUnchanged(_ name: String) throws {
        let data = try JSONEncoder().encode(name)
        let line = Self.arrival(title: String(decoding: data.dropFirst().dropLast(), as: UTF8.self))
        let event = try EventDecoder().decode(Array(line.utf8), lineNumber: 1).get()
        #expect(Self.title(event) == name)
    }

    /// A name is bounded (``TextBounds``): the 64 KB name arrives as its first 512 bytes, whole
    /// characters, markup and all, and the line is accepted with a warning.
    @Test func aSixtyFourKilobyteNameIsCutToTheBoundWithAWarning() throws {
        let data = try JSONEncoder().encode(InjectionCorpus.long)
        let line = Self.arrival(title: String(decoding: data.dropFirst().dropLast(), as: UTF8.self))
        var warnings: [EventLineWarning] = []
        let event = try EventDecoder().decode(Array(line.utf8), lineNumber: 1, warnings: &warnings).get()
        let title = try #require(Self.title(event))
        #expect(title.utf8.count == TextBounds.maximumNameBytes)
        #expect(InjectionCorpus.long.hasPrefix(title))
        #expect(warnings.map(\.field) == ["waypoint.title"])
    }
}
