import Foundation
import Testing

@testable import GuidanceModel

/// Names and signs longer than ``TextBounds/maximumNameBytes`` are cut, between two characters,
/// and the line is accepted with a warning naming the field; both decoders cut and warn alike,
/// and a step resent unchanged warns on every line as it did on the first.
@Suite struct NameBoundTests {
    static let bound = TextBounds.maximumNameBytes

    /// Whether `cut` is `text`'s first characters, within the bound, and one more character would
    /// not have fitted.
    static func isBestCut(_ cut: String, of text: String) -> Bool {
        let kept = Array(cut)
        let whole = Array(text)
        guard cut.utf8.count <= bound, kept.count < whole.count, Array(whole.prefix(kept.count)) == kept
        else {
            return false
        }
        return cut.utf8.count + String(whole[kept.count]).utf8.count > bound
    }

    @Test func textsWithinTheBoundAreLeftAlone() {
        #expect(TextBounds.cutName("") == nil)
        #expect(TextBounds.cutName("Rua Augusta") == nil)
        #expect(TextBounds.cutName(String(repeating: "é", count: Self.bound / 2)) == nil)
        #expect(TextBounds.cutName(String(repeating: "x", count: Self.bound)) == nil)
        #expect(
            TextBounds.cutName(String(repeating: "x", count: Self.bound + 1))
                == String(repeating: "x", count: 512))
    }

    @Test(arguments: [
        // Two-, three- and four-byte scalars, whole at the bound or not.
        String(repeating: "é", count: 300),
        String(repeating: "€", count: 200),
        String(repeating: "🚗", count: 200),
        "x" + String(repeating: "🚗", count: 200),
        // A combining sequence straddling byte 512: "e" + U+0301 at bytes 510 to 512.
        String(repeating: "a", count: 510) + "e\u{301}" + "zzz",
        String(repeating: "a", count: 511) + "e\u{301}\u{302}" + "zzz",
        // A family emoji (a ZWJ sequence of 18 bytes) and a flag (two regional indicators).
        String(repeating: "a", count: 500) + "👨‍👩‍👧" + "zzz",
        String(repeating: "a", count: 509) + "🇧🇷" + "zzz",
        // CR LF is one character of two bytes.
        String(repeating: "a", count: 511) + "\r\n" + "zzz",
    ])
    func theCutFallsBetweenCharactersWithinTheBound(text: String) throws {
        let cut = try #require(TextBounds.cutName(text))
        #expect(Self.isBestCut(cut, of: text), "\(cut.utf8.count) bytes kept")
    }

    @Test func theStraddlingAccentIsDroppedWithItsLetter() throws {
        let cut = try #require(TextBounds.cutName(String(repeating: "a", count: 510) + "e\u{301}zzz"))
        #expect(cut == String(repeating: "a", count: 510))
        #expect(cut.unicodeScalars.last == "a")
    }

    @Test func aSingleCharacterLongerThanTheBoundLeavesNothing() {
        let text = "e" + String(repeating: "\u{301}", count: 400) + "abc"
        #expect(TextBounds.cutName(text) == "")
    }

    @Test func theReasonSaysTheSizeAndTheBound() {
        #expect(TextBounds.cutReason(byteCount: 1_048_576) == "1048576 bytes, cut to the first 512")
    }

    // MARK: - The feed

    /// A text of more than `bytes / 2` bytes, with combining accents throughout.
    static func longName(_ bytes: Int) -> String {
        let piece = "Rua Sa\u{303}o Joa\u{303}o e Ipiranga "
        return String(String(repeating: piece, count: bytes / piece.utf8.count + 1).prefix(bytes / 2))
    }

    static func json(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// A navInfo with long texts in every bounded field of the current step and of the second
    /// remaining step, under `remaining` (either spelling).
    static func longLine(remaining: String = "remainingSteps", name: String = longName(2_000)) -> String {
        let long = json(name)
        let step =
            #"{"maneuver":"turnRight","stepNumber":3,"fullRoadName":\#(long),"simpleRoadName":\#(long),"#
            + #""fullInstructions":\#(long),"exitNumber":\#(long),"destinations":\#(long),"#
            + #""roundaboutName":\#(long)}"#
        return
            #"{"type":"navInfo","navState":"enroute","currentStep":\#(step),"\#(remaining)":[{"maneuver":"turnLeft","stepNumber":4,"simpleRoadName":"Rua B"},\#(step)]}"#
    }

    static let fields = [
        "fullRoadName", "simpleRoadName", "fullInstructions", "exitNumber", "destinations", "roundaboutName",
    ]

    @Test(arguments: ["remainingSteps", "getRemainingSteps"])
    func everyLongTextIsCutAndNamedInFieldOrder(remaining: String) throws {
        let name = Self.longName(2_000)
        var warnings: [EventLineWarning] = []
        let event = try EventDecoder().decode(
            Array(Self.longLine(remaining: remaining, name: name).utf8), lineNumber: 17, warnings: &warnings
        ).get()
        guard case .navInfo(let info) = event.payload, let current = info.currentStep else {
            Issue.record("not a navInfo with a current step")
            return
        }
        for step in [current, info.remainingSteps[1]] {
            for text in [
                step.fullRoadName, step.simpleRoadName, step.fullInstructionText, step.exitNumber,
                step.destinations, step.roundaboutName,
            ] {
                #expect(Self.isBestCut(try #require(text), of: name))
            }
        }
        let reason = "\(name.utf8.count) bytes, cut to the first 512"
        let expected =
            Self.fields.map { EventLineWarning(line: 17, field: "currentStep.\($0)", reason: reason) }
            + Self.fields.map { EventLineWarning(line: 17, field: "\(remaining)[1].\($0)", reason: reason) }
        #expect(warnings == expected)
        #expect(
            warnings[0].formatted(source: "drive.ndjson")
                == "drive.ndjson:17: field currentStep.fullRoadName: \(reason)")
    }

    @Test func aMegabyteRoadNameIsCutAndTheLineAccepted() throws {
        let name = String(repeating: "R", count: 1_000_000)
        let line =
            #"{"type":"navInfo","currentStep":{"maneuver":"turnLeft","stepNumber":1,"simpleRoadName":"\#(name)"}}"#
        var warnings: [EventLineWarning] = []
        let event = try EventDecoder().decode(Array(line.utf8), lineNumber: 3, warnings: &warnings).get()
        guard case .navInfo(let info) = event.payload else {
            Issue.record("not a navInfo")
            return
        }
        #expect(info.currentStep?.simpleRoadName == String(repeating: "R", count: 512))
        #expect(
            warnings == [
                EventLineWarning(
                    line: 3, field: "currentStep.simpleRoadName",
                    reason: "1000000 bytes, cut to the first 512")
            ])
    }

    @Test func anArrivalsTitleIsCut() throws {
        let title = String(repeating: "Praça ", count: 100)
        let line = #"{"type":"arrival","waypoint":{"title":"\#(title)","isFinal":true}}"#
        var warnings: [EventLineWarning] = []
        let event = try EventDecoder().decode(Array(line.utf8), lineNumber: 9, warnings: &warnings).get()
        guard case .arrival(let waypoint) = event.payload else {
            Issue.record("not an arrival")
            return
        }
        #expect(Self.isBestCut(try #require(waypoint.title), of: title))
        #expect(warnings.map(\.field) == ["waypoint.title"])
    }

    /// Lines on which both decoders must cut the same texts to the same values and warn alike:
    /// escapes, both spellings of a field, a rejected line (no warnings at all).
    static let agreementLines: [String] = {
        let long = longName(1_500)
        let escaped = String(repeating: #"Caf\u00e9 \ud83d\ude97 "#, count: 60)
        return [
            longLine(),
            longLine(remaining: "getRemainingSteps"),
            #"{"type":"navInfo","currentStep":{"maneuver":1,"stepNumber":0,"simpleRoadName":"\#(escaped)"}}"#,
            #"{"type":"navInfo","currentStep":{"maneuver":1,"stepNumber":0,"fullInstructionText":\#(json(long)),"instruction":\#(json(long))}}"#,
            #"{"type":"navInfo","currentStep":{"maneuver":1,"simpleRoadName":\#(json(long)),"stepNumber":"x"}}"#,
            #"{"type":"navInfo","currentStep":{"maneuver":1,"stepNumber":0,"simpleRoadName":\#(json(long))},"remainingSteps":7}"#,
            #"{"type":"arrival","waypoint":{"title":\#(json(long)),"placeID":"\#(long)"},"isFinalDestination":true}"#,
            #"{"type":"routeChanged","note":\#(json(long))}"#,
        ]
    }()

    /// A field given twice is read from its last occurrence by the wire decoder (Foundation's
    /// reads the first, the one difference of the two, in no feed an SDK writes): it is cut and
    /// warned about once, and a current step given twice warns only about the one kept.
    @Test func aFieldGivenTwiceWarnsOnce() throws {
        let long = Self.json(Self.longName(1_500))
        let lines = [
            #"{"type":"navInfo","currentStep":{"maneuver":1,"stepNumber":0,"exitNumber":\#(long),"exitNumber":\#(long)}}"#,
            #"{"type":"navInfo","currentStep":{"maneuver":1,"stepNumber":0,"fullRoadName":\#(long)},"currentStep":{"maneuver":2,"stepNumber":1,"destinations":\#(long)}}"#,
        ]
        var warnings: [EventLineWarning] = []
        for line in lines {
            _ = try EventDecoder().decode(Array(line.utf8), lineNumber: 1, warnings: &warnings).get()
        }
        #expect(warnings.map(\.field) == ["currentStep.exitNumber", "currentStep.destinations"])
    }

    @Test func bothDecodersCutTheSameTextsAndWarnAlike() {
        for (index, line) in Self.agreementLines.enumerated() {
            var fastWarnings: [EventLineWarning] = []
            var referenceWarnings: [EventLineWarning] = []
            let fast = EventDecoder().decode(Array(line.utf8), lineNumber: index + 1, warnings: &fastWarnings)
            let reference = EventDecoder().decodeWithFoundation(
                Array(line.utf8), lineNumber: index + 1, warnings: &referenceWarnings)
            switch (fast, reference) {
            case (.success(let a), .success(let b)):
                #expect(a == b, "line \(index + 1)")
                #expect(!fastWarnings.isEmpty || index == Self.agreementLines.count - 1, "line \(index + 1)")
            case (.failure(let a), .failure(let b)):
                #expect(a.field == b.field, "line \(index + 1)")
                #expect(fastWarnings.isEmpty, "line \(index + 1): a rejected line warns")
            default:
                Issue.record("line \(index + 1) disagrees: \(fast) vs \(reference)")
            }
            #expect(fastWarnings == referenceWarnings, "line \(index + 1)")
        }
    }

    @Test func aStepResentUnchangedWarnsOnEveryLineAsWhenDecodedAlone() {
        let lines = [
            Self.longLine(), Self.longLine(), Self.longLine(remaining: "getRemainingSteps"), Self.longLine(),
        ]
        var parser = EventFeedParser()
        let items = parser.feed(Array((lines.joined(separator: "\n") + "\n").utf8)) + parser.finish()
        var inFeed: [EventLineWarning] = []
        var events = 0
        for item in items {
            switch item {
            case .warning(let warning): inFeed.append(warning)
            case .event: events += 1
            case .rejected(let error): Issue.record("rejected: \(error)")
            }
        }
        var alone: [EventLineWarning] = []
        for (index, line) in lines.enumerated() {
            _ = EventDecoder().decode(Array(line.utf8), lineNumber: index + 1, warnings: &alone)
        }
        #expect(events == 4)
        #expect(inFeed.count == 4 * 12)
        #expect(inFeed == alone)
        #expect(inFeed.filter { $0.line == 3 }.last?.field == "getRemainingSteps[1].roundaboutName")
    }

    @Test func aLineWarnsBeforeItsEvent() {
        var parser = EventFeedParser()
        let items = parser.feed(Array((Self.longLine() + "\n").utf8))
        guard case .event(_, let line) = items.last else {
            Issue.record("the last item is not the event")
            return
        }
        #expect(line == 1)
        #expect(items.dropLast().allSatisfy { if case .warning = $0 { true } else { false } })
    }
}
