import Foundation
import Testing

@testable import GuidanceModel

/// The `locale` settings event (docs/events.md): good tags in every accepted shape and each way
/// a tag can be wrong decode alike on the fast path and the `Codable` reference.
@Suite struct LocaleEventTests {
    static let values = [
        #""fr-FR""#, #""fr""#, #""fr_FR""#, #""zh-Hant-TW""#, #""FR-fr""#,
        "\"" + String(repeating: "a", count: 35) + "\"",
        #""fr FR""#, #""""#, #""-fr""#, #""fr-FR\u0000""#, #""français""#, "42", "null", "true", #"["fr"]"#,
        "\"" + String(repeating: "a", count: 36) + "\"",
    ]

    static let lines =
        values.map { #"{"type":"locale","timestamp":615,"locale":"# + $0 + "}" }
        + [#"{"type":"locale"}"#, #"{"type":"locale","setting":"fr-FR"}"#]

    @Test func bothDecodersAgree() {
        var accepted: [String] = []
        for (index, line) in Self.lines.enumerated() {
            let fast = EventDecoder().decode(Array(line.utf8), lineNumber: index + 1)
            let reference = EventDecoder().decodeWithFoundation(Array(line.utf8), lineNumber: index + 1)
            switch (fast, reference) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "\(line)")
                if case .locale(let tag) = a.payload { accepted.append(tag) }
            case (.failure(let a), .failure(let b)):
                #expect(a.field == b.field, "\(line): fast \(a) vs reference \(b)")
                #expect(a.reason == b.reason, "\(line): fast \(a) vs reference \(b)")
                #expect(a.field == "locale", "\(line): \(a)")
            default:
                Issue.record("\(line) disagrees: fast \(fast) vs reference \(reference)")
            }
        }
        #expect(
            accepted == ["fr-FR", "fr", "fr_FR", "zh-Hant-TW", "FR-fr", String(repeating: "a", count: 35)])
    }

    @Test func aBadTagSaysWhy() {
        let line = #"{"type":"locale","locale":"fr FR"}"#
        guard case .failure(let error) = EventDecoder().decode(Array(line.utf8), lineNumber: 1) else {
            Issue.record("accepted a tag with a space")
            return
        }
        #expect(error.field == "locale")
        #expect(error.reason == #""fr FR" is not a locale tag (e.g. fr-FR)"#)
        let missing = #"{"type":"locale"}"#
        guard case .failure(let absent) = EventDecoder().decode(Array(missing.utf8), lineNumber: 1) else {
            Issue.record("accepted a locale event without a tag")
            return
        }
        #expect(absent.field == "locale")
        #expect(absent.reason == "missing")
    }

    @Test func theEventRoundTrips() throws {
        let event = NavigatorEvent(.locale("de-DE"), timestamp: 12)
        let data = try JSONEncoder().encode(event)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""type":"locale""#))
        #expect(text.contains(#""locale":"de-DE""#))
        let decoded = try EventDecoder().decode(Array(data), lineNumber: 1).get()
        #expect(decoded == event)
    }
}
