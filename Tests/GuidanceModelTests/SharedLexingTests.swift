import Foundation
import StrictJSON
import Testing

@testable import GuidanceModel

/// The wire decoder and StrictJSON's parser share their lexing of strings and numbers
/// (`JSONLexing`): at its edges both read the same text to the same value or both refuse it,
/// each with its own documented message, and the wire decoder still agrees with the `Codable`
/// reference it is held to.
@Suite struct SharedLexingTests {
    /// An arrival whose waypoint title is `json`, a JSON string as written.
    static func titleLine(_ json: [UInt8]) -> [UInt8] {
        Array(#"{"type":"arrival","waypoint":{"title":"#.utf8) + json + Array("}}".utf8)
    }

    /// A route change stamped with `json`, a JSON number as written.
    static func timestampLine(_ json: String) -> [UInt8] {
        Array(#"{"type":"routeChanged","timestamp":\#(json)}"#.utf8)
    }

    static func strict(_ json: [UInt8]) -> Result<JSONNode.Value, JSONSyntaxError> {
        do {
            return .success(try JSONParser.parse(json).value)
        } catch {
            return .failure(error)
        }
    }

    /// Both wire decoders give the same event, or both refuse the line naming no field.
    static func expectWireAgreement(_ line: [UInt8], _ comment: Comment) -> Result<
        NavigatorEvent, EventLineError
    > {
        let fast = EventDecoder().decode(line, lineNumber: 1)
        let reference = EventDecoder().decodeWithFoundation(line, lineNumber: 1)
        switch (fast, reference) {
        case (.success(let a), .success(let b)): #expect(a == b, comment)
        case (.failure(let a), .failure(let b)): #expect(a.field == b.field, comment)
        default: Issue.record("fast \(fast) vs reference \(reference): \(comment)")
        }
        return fast
    }

    @Test(arguments: [
        (#""\ud83d\ude97 Garagem""#, "🚗 Garagem"),
        (#""\udbff\udfff""#, "\u{10FFFF}"),
        (#""\uD83C\uDF05""#, "🌅"),
        (#""\u0041\u00e9\u20ac\u0000""#, "Aé€\u{0}"),
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{08}\u{0C}\n\r\t"),
        ("\"Avenida Rebou\\u00e7as, S\u{E3}o Paulo\"", "Avenida Rebouças, São Paulo"),
        ("\"Rua Oscar Freire\"", "Rua Oscar Freire"),
        ("\"\"", ""),
    ])
    func bothDecodersReadTheSameStrings(json: String, text: String) throws {
        let bytes = Array(json.utf8)
        let event = try Self.expectWireAgreement(Self.titleLine(bytes), "\(json)").get()
        #expect(event.payload == .arrival(Waypoint(title: text)))
        #expect(try Self.strict(bytes).get() == .string(text))
    }

    @Test(arguments: [
        (#""\ud800x""#, "unpaired surrogate escape"),
        (#""\ud800""#, "unpaired surrogate escape"),
        (#""\udc00""#, "unpaired surrogate escape"),
        (#""\udc00\ud800""#, "unpaired surrogate escape"),
        (#""\ud800\u0041""#, "invalid surrogate pair"),
        (#""\ud800\ud800""#, "invalid surrogate pair"),
    ])
    func loneSurrogatesAreRefusedByBoth(json: String, strictReason: String) {
        let bytes = Array(json.utf8)
        let wire = Self.expectWireAgreement(Self.titleLine(bytes), "\(json)")
        #expect(wire.failure?.field == nil)
        #expect(wire.failure?.reason == #"not valid JSON (lone surrogate in a \u escape)"#)
        #expect(Self.strict(bytes).failure?.reason == strictReason)
    }

    @Test(arguments: [
        (#""\u12g4""#, "expected four hex digits after \\u"),
        (#""\x41""#, "invalid escape '\\x'"),
        ("\"tab\there\"", "control character in a string (use \\n or \\t)"),
    ])
    func badEscapesAreRefusedByBoth(json: String, strictReason: String) {
        let bytes = Array(json.utf8)
        let wire = Self.expectWireAgreement(Self.titleLine(bytes), "\(json)")
        #expect(wire.failure == EventLineError(line: 1, field: nil, reason: "not valid JSON"))
        #expect(Self.strict(bytes).failure?.reason == strictReason)
    }

    /// Overlong forms, encoded surrogates, values above U+10FFFF, stray continuation bytes and
    /// truncated sequences, each inside a title after two letters.
    @Test(
        arguments: [
            [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xE0, 0x9F, 0xBF], [0xF0, 0x80, 0x80, 0xAF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0xFF],
            [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x9A],
        ] as [[UInt8]])
    func illFormedUTF8IsRefusedByBoth(sequence: [UInt8]) {
        let json: [UInt8] = [0x22, 0x61, 0x62] + sequence + [0x22]
        let line = Self.titleLine(json)
        let column = (line.count - json.count - 2) + 3 + 1
        let expected = EventLineError(
            line: 1, field: nil, reason: "not valid UTF-8 (bad byte at column \(column))")
        #expect(EventDecoder().decode(line, lineNumber: 1).failure == expected)
        #expect(EventDecoder().decodeWithFoundation(line, lineNumber: 1).failure == expected)
        #expect(
            Self.strict(json).failure
                == JSONSyntaxError(line: 1, column: 1, reason: "string is not valid UTF-8"))
        let escaped: [UInt8] = [0x22, 0x5C, 0x6E] + sequence + [0x22]
        #expect(Self.strict(escaped).failure?.reason == "string is not valid UTF-8")
    }

    @Test(arguments: [
        "0", "-0", "-0.0", "7", "-12", "3.25", "1e308", "-1e308", "1.7976931348623157e308", "5e-324",
        "2.2250738585072014e-308", "9007199254740993", "12345678901234567890", "1E3", "1e+3", "25e-2",
        "1764590400.125", "0.1", "1e-400", "-1e-400",
    ])
    func bothDecodersReadTheSameNumbers(json: String) throws {
        // Foundation's decoder refuses a number that underflows to zero (1e-400) as a `Double`;
        // both readers sharing the lexing take it as zero with its sign, as `Double("1e-400")` does.
        let event =
            json.hasSuffix("e-400")
            ? try EventDecoder().decode(Self.timestampLine(json), lineNumber: 1).get()
            : try Self.expectWireAgreement(Self.timestampLine(json), "\(json)").get()
        guard case .number(let strict) = try Self.strict(Array(json.utf8)).get() else {
            Issue.record("\(json) is not a number to StrictJSON")
            return
        }
        let wire = try #require(event.timestamp)
        #expect(wire.bitPattern == strict.bitPattern, "\(json)")
        #expect(strict.bitPattern == Double(json)?.bitPattern, "\(json)")
    }

    @Test func negativeZeroKeepsItsSignInBoth() throws {
        let event = try EventDecoder().decode(Self.timestampLine("-0"), lineNumber: 1).get()
        #expect(event.timestamp?.sign == .minus)
        #expect(try Self.strict(Array("-0".utf8)).get() == .number(-0.0))
    }

    /// Beyond `Double`: StrictJSON refuses the number; the wire format reads it as infinite, which
    /// a timestamp takes as absent and a distance as its ceiling (docs/events.md).
    @Test(arguments: ["1e309", "-1e309", "1.8e308", "2e999"])
    func numbersBeyondDoubleFollowEachDecodersRule(json: String) throws {
        #expect(Self.strict(Array(json.utf8)).failure?.reason == "number \(json) is out of range")
        let stamped = try EventDecoder().decode(Self.timestampLine(json), lineNumber: 1).get()
        #expect(stamped.timestamp == nil)
        let line = Array(#"{"type":"remainingDistance","meters":\#(json)}"#.utf8)
        let distance = try EventDecoder().decode(line, lineNumber: 1).get()
        #expect(distance.payload == .remainingDistance(meters: json.hasPrefix("-") ? 0 : Clamping.ceiling))
    }

    @Test(arguments: [
        ("01", "unexpected text after the end of the JSON value"),
        ("-01", "unexpected text after the end of the JSON value"),
        ("00", "unexpected text after the end of the JSON value"),
        ("-", "unexpected end of file, invalid number"),
        ("1.", "unexpected end of file, expected a digit after the decimal point"),
        ("1.e5", "expected a digit after the decimal point"),
        ("1e", "unexpected end of file, expected a digit in the exponent"),
        ("-x", "invalid number"),
        (".5", "unexpected character '.', expected a value"),
        ("+1", "unexpected character '+', expected a value"),
    ])
    func malformedNumbersAreRefusedByBoth(json: String, strictReason: String) {
        // The line is not JSON, so no field is named (Foundation's decoder, which checks a
        // number's text only when a field reads it, names the field it was reading).
        let wire = EventDecoder().decode(Self.timestampLine(json), lineNumber: 1)
        #expect(EventDecoder().decodeWithFoundation(Self.timestampLine(json), lineNumber: 1).failure != nil)
        #expect(wire.failure?.field == nil, "\(json)")
        #expect(wire.failure?.reason == "not valid JSON", "\(json)")
        #expect(Self.strict(Array(json.utf8)).failure?.reason == strictReason)
    }
}

extension Result {
    /// The error, or nil on success.
    fileprivate var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
