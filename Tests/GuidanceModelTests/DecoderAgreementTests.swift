import Foundation
import TestSupport
import Testing

@testable import GuidanceModel

/// The fast wire decoder and the `Codable` decoding of the model must agree on every line: the
/// same event and the same warnings (names cut) for a good line, the same field path for a bad
/// one. Lines come from the example
/// feed, and each is damaged in one place in many ways.
@Suite struct DecoderAgreementTests {
    static let repository = Repository.root

    static func exampleLines() throws -> [String] {
        let text = try String(
            contentsOf: repository.appendingPathComponent("examples/sao-paulo.events.ndjson"), encoding: .utf8
        )
        return text.split(separator: "\n").map(String.init)
    }

    /// The sample feeds in the SDKs' own spellings (iOS, Android, Flutter).
    static func sdkLines() throws -> [String] {
        try ["ios", "android", "flutter"].flatMap { platform in
            let url = repository.appendingPathComponent("examples/sdk-\(platform).ndjson")
            return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
        }
    }

    /// Single-place damage: every value of a given key replaced by something of the wrong kind.
    static let damages: [(String, String)] = [
        (#""maneuver":"turnLeft""#, #""maneuver":"turnLeftt""#),
        (#""maneuver":"turnRight""#, #""maneuver":99"#),
        (#""maneuver":"turnRight""#, #""maneuver":null"#),
        (#""maneuver":"turnRight""#, #""maneuver":true"#),
        (#""stepNumber":3"#, #""stepNumber":"3""#),
        (#""stepNumber":3"#, #""stepNumber":null"#),
        (#""navState":"enroute""#, #""navState":"cruising""#),
        (#""navState":"enroute""#, #""navState":1"#),
        (#""routeChanged":false"#, #""routeChanged":"no""#),
        (#""routeChanged":false"#, #""routeChanged":null"#),
        (#""distanceToCurrentStepMeters":"#, #""distanceToCurrentStepMeters":"NaN","x":"#),
        (#""recommended":true"#, #""recommended":1"#),
        (#""shape":"straight""#, #""shape":"curvy""#),
        (#""drivingSide":"right""#, #""drivingSide":2"#),
        (#""drivingSide":"right""#, #""drivingSide":"middle""#),
        (#""type":"navInfo""#, #""type":"navinfo""#),
        (#""type":"navInfo""#, #""type":5"#),
        (#""latitude":"#, #""lat":"#),
        (#""latitude":"#, #""latitude":"north","x":"#),
        (#""setting":"silent""#, #""setting":"quiet""#),
        (#""category":"heavy""#, #""category":1"#),
        (#""isFinal":true"#, #""isFinal":"yes""#),
        (#""title":"#, #""title":42,"x":"#),
        (#""timestamp":"#, #""timestamp":"later","x":"#),
        (#""timestamp":"#, #""timestamp":"2026-11-30T10:00:00Z","x":"#),
        (#""lanes":["#, #""lanes":{"#),
        ("}", ""),
        (#"":"#, #""::"#),
        // The SDKs' spellings: a wrong value under each, and ours beside theirs.
        (#""laneShape":"STRAIGHT""#, #""laneShape":"CURVY""#),
        (#""laneShape":1"#, #""laneShape":true"#),
        (#""laneShape":"normalRight""#, #""shape":"straight","laneShape":"normalRight""#),
        (#""laneShape":"NORMAL_RIGHT""#, #""shape":99,"laneShape":"NORMAL_RIGHT""#),
        (#""isRecommended":true"#, #""isRecommended":1"#),
        (#""isRecommended":false"#, #""recommended":true,"isRecommended":false"#),
        (#""recommended":true"#, #""recommended":null"#),
        (#""laneDirections":["#, #""laneDirections":{"#),
        (#""laneDirections":["#, #""directions":[],"laneDirections":["#),
        (#""laneDirections":["#, #""laneDirectionz":["#),
        (#""fullInstructions":"#, #""fullInstructions":3,"x":"#),
        (#""fullInstructionText":"#, #""instruction":3,"fullInstructionText":"#),
        (#""maneuver":"TURN_RIGHT""#, #""maneuver":"TURN_RIGHTT""#),
        (#""maneuver":"turnRight""#, #""maneuver":"Maneuver.turnRight""#),
        (#""navState":"ENROUTE""#, #""navState":"EN_ROUTE""#),
        (#""navState":"ENROUTE""#, #""navState":"CRUISING""#),
        (#""drivingSide":"RIGHT""#, #""drivingSide":"MIDDLE""#),
        (#""timeToCurrentStepSeconds":null"#, #""timeToCurrentStepSeconds":"soon""#),
        (#""distanceToFinalDestinationMeters":null"#, #""distanceToFinalDestinationMeters":true"#),
        (#""remainingSteps":["#, #""getRemainingSteps":["#),
        (#""placeID":"#, #""placeID":7,"x":"#),
        (#""placeId":"#, #""placeID":7,"placeId":"#),
        (#""position":{"#, #""position":7,"x":{"#),
        (#""target":{"latitude":"#, #""target":{"latitude":"north","x":"#),
        (#""coordinate":{"latitude":-180"#, #""coordinate":{"latitude":-181"#),
        (#""isFinalDestination":true"#, #""isFinalDestination":"yes""#),
        (#""isFinalDestination":true"#, #""isFinalDestination":null"#),
        (#""waypoint":{"title":"Casa das Rosas""#, #""waypoint":{"isFinal":false,"title":"Casa das Rosas""#),
        (#""roundaboutTurnNumber":-1"#, #""roundaboutTurnNumber":-1.5"#),
        (#""maneuver":7"#, #""maneuver":7.5"#),
        (#""status":"OK""#, #""status":"QUOTA_CHECK_FAILED""#),
        (#""status":"OK""#, #""status":"LOST""#),
        (#""status":"OK""#, #""state":"OK""#),
        (#""routeStatus":"statusOk""#, #""status":"ok","routeStatus":"statusOk""#),
        (#""routeStatus":"statusOk""#, #""routeStatus":7.5"#),
        (#""audioGuidance":"VOICE_ALERTS_ONLY""#, #""audioGuidance":"VOICE_ALERTS""#),
        (#""audioGuidance":12"#, #""audioGuidance":16"#),
        (#""guidanceType":"alertsOnly""#, #""guidanceType":null"#),
        (#""voiceGuidance":1"#, #""setting":"silent","voiceGuidance":1"#),
        // Names and signs beyond the bound: cut alike, warned alike (combining accents, escapes).
        (
            #""simpleRoadName":""#,
            #""simpleRoadName":""# + String(repeating: "Sa\u{303}o Joa\u{303}o ", count: 60)
        ),
        (
            #""fullRoadName":""#,
            #""fullRoadName":""# + String(repeating: #"Caf\u00e9 \ud83d\ude97 "#, count: 60)
        ),
        (#""exitNumber":""#, #""exitNumber":""# + String(repeating: "9A", count: 300)),
        (#""destinations":""#, #""destinations":""# + String(repeating: "Jundiaí, ", count: 60)),
        (#""roundaboutName":""#, #""roundaboutName":""# + String(repeating: "Praça ", count: 90)),
        (#""fullInstructionText":""#, #""fullInstructionText":""# + String(repeating: "Vire ", count: 110)),
        (#""fullInstructions":""#, #""fullInstructions":""# + String(repeating: "Turn ", count: 110)),
        (#""title":""#, #""title":""# + String(repeating: "Museu ", count: 90)),
    ]

    /// One line to compare: its number in the joined feeds and its text, intact or damaged.
    struct Variant: Sendable {
        let lineNumber: Int
        let text: String
    }

    /// Every line intact, once per damage whose text it holds (the first occurrence replaced),
    /// and every seventh line cut in half. Built once and shared by the shards below.
    static let variants: [Variant] = {
        guard let lines = try? exampleLines() + sdkLines() else { return [] }
        var variants: [Variant] = []
        for (index, line) in lines.enumerated() {
            let bytes = Array(line.utf8)
            variants.append(Variant(lineNumber: index + 1, text: line))
            for (find, replace) in damages {
                guard let start = firstOffset(of: Array(find.utf8), in: bytes) else { continue }
                let damaged = bytes[..<start] + Array(replace.utf8) + bytes[(start + find.utf8.count)...]
                variants.append(
                    Variant(lineNumber: index + 1, text: String(decoding: damaged, as: UTF8.self)))
            }
            if index % 7 == 0 {
                variants.append(Variant(lineNumber: index + 1, text: String(line.prefix(line.count / 2))))
            }
        }
        return variants
    }()

    /// Where `needle` first starts in `haystack`, compared as bytes (the damages are ASCII).
    static func firstOffset(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
        return haystack.withUnsafeBufferPointer { hay in
            needle.withUnsafeBufferPointer { pin in
                var start = 0
                while start + pin.count <= hay.count {
                    if hay[start] == pin[0] {
                        var matched = 1
                        while matched < pin.count, hay[start + matched] == pin[matched] { matched += 1 }
                        if matched == pin.count { return start }
                    }
                    start += 1
                }
                return nil
            }
        }
    }

    /// How many shards the comparison is cut into, so that they run side by side.
    static let shardCount = 8

    @Test func theComparisonCoversMoreThanAThousandLines() {
        #expect(Self.variants.count > 1000)
    }

    @Test(arguments: 0..<shardCount)
    func bothDecodersAgreeOnEveryLineAndEveryDamage(shard: Int) {
        var compared = 0
        for index in stride(from: shard, to: Self.variants.count, by: Self.shardCount) {
            let line = Self.variants[index].lineNumber
            let text = Self.variants[index].text
            var fastWarnings: [EventLineWarning] = []
            var referenceWarnings: [EventLineWarning] = []
            let fast = EventDecoder().decode(Array(text.utf8), lineNumber: line, warnings: &fastWarnings)
            let reference = EventDecoder().decodeWithFoundation(
                Array(text.utf8), lineNumber: line, warnings: &referenceWarnings)
            compared += 1
            switch (fast, reference) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "line \(line): \(text.prefix(200))")
                #expect(fastWarnings == referenceWarnings, "line \(line): \(text.prefix(200))")
            case (.failure(let a), .failure(let b)):
                #expect(a.field == b.field, "line \(line): fast \(a) vs reference \(b)")
                if a.field != nil {
                    #expect(a.reason == b.reason, "line \(line): fast \(a) vs reference \(b)")
                }
            default:
                Issue.record(
                    "line \(line) disagrees: fast \(fast) vs reference \(reference): \(text.prefix(300))")
            }
        }
        #expect(compared == (Self.variants.count + Self.shardCount - 1 - shard) / Self.shardCount)
    }

    @Test(arguments: [false, true])
    func rememberedStepsDecodeExactlyAsFreshOnes(sdk: Bool) throws {
        let lines = sdk ? try Self.sdkLines() : try Self.exampleLines()
        var parser = EventFeedParser()
        let feed = lines.joined(separator: "\n") + "\n"
        var remembered: [NavigatorEvent] = []
        for item in parser.feed(Array(feed.utf8)) + parser.finish() {
            if case .event(let event, _) = item { remembered.append(event) }
        }
        let fresh = lines.compactMap { try? EventDecoder().decode(Array($0.utf8), lineNumber: 1).get() }
        #expect(remembered == fresh)
        #expect(remembered.count == lines.count)
    }

    @Test func aChangedOrBrokenRepeatIsParsedAgain() throws {
        let first =
            #"{"type":"navInfo","currentStep":{"maneuver":"turnLeft","stepNumber":1},"remainingSteps":[{"maneuver":"turnRight","stepNumber":2}]}"#
        let changed = first.replacingOccurrences(of: #""turnRight""#, with: #""turnSharpRight""#)
        let broken =
            #"{"type":"navInfo","currentStep":{"maneuver":"turnLeft","stepNumber":1},"remainingSteps":[{"maneuver":"turnRight","stepNumber":2}],}"#
        let extended =
            #"{"type":"navInfo","currentStep":{"maneuver":"turnLeft","stepNumber":1}"x","remainingSteps":[]}"#
        var parser = EventFeedParser()
        let items =
            parser.feed(Array([first, changed, broken, extended, first].joined(separator: "\n").utf8))
            + parser.finish()
        var outcomes: [String] = []
        for item in items {
            switch item {
            case .event(let event, _):
                if case .navInfo(let info) = event.payload {
                    outcomes.append(info.remainingSteps.first?.maneuver.wireName ?? "-")
                }
            case .rejected(let error): outcomes.append("rejected \(error.line)")
            case .warning(let warning): outcomes.append("warning \(warning.line)")
            }
        }
        #expect(outcomes == ["turnRight", "turnSharpRight", "rejected 3", "rejected 4", "turnRight"])
    }

    @Test func fractionalIntegersNameTheirField() {
        let line = #"{"type":"navInfo","currentStep":{"maneuver":7,"stepNumber":3.5}}"#
        guard case .failure(let error) = EventDecoder().decode(Array(line.utf8), lineNumber: 1) else {
            Issue.record("accepted a fractional step number")
            return
        }
        #expect(error.field == "currentStep.stepNumber")
        #expect(error.reason == "expected an integer")
    }

    @Test func loneSurrogatesAndDeepNestingAreRejectedWithoutCrashing() {
        let surrogate = #"{"type":"arrival","waypoint":{"title":"\ud800x"}}"#
        guard case .failure(let error) = EventDecoder().decode(Array(surrogate.utf8), lineNumber: 1) else {
            Issue.record("accepted a lone surrogate")
            return
        }
        #expect(error.field == nil)
        let deep = #"{"type":"routeChanged","x":"# + String(repeating: "[", count: 100_000) + "}"
        guard case .failure = EventDecoder().decode(Array(deep.utf8), lineNumber: 2) else {
            Issue.record("accepted deep nesting")
            return
        }
        let pair = #"{"type":"arrival","waypoint":{"title":"\ud83d\ude97 Garagem"}}"#
        let decoded = try? EventDecoder().decode(Array(pair.utf8), lineNumber: 3).get()
        #expect(decoded?.payload == .arrival(Waypoint(title: "🚗 Garagem")))
    }
}
