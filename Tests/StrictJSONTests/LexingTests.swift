import Testing

@testable import StrictJSON

/// The shared lexing itself: the number conversion is correctly rounded on both of its paths,
/// and the UTF-8 check finds the same first bad sequence as the standard library's decoder.
@Suite struct LexingTests {
    static func number(_ text: String) throws(JSONLexing.Problem) -> JSONLexing.Number {
        let bytes = Array(text.utf8)
        let result: Result<JSONLexing.Number, JSONLexing.Problem> = bytes.withUnsafeBufferPointer { buffer in
            do throws(JSONLexing.Problem) {
                return .success(try JSONLexing.number(buffer, at: 0))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    static func invalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { JSONLexing.invalidUTF8Offset($0) }
    }

    /// The reference: the standard library's UTF-8 decoder, scalar by scalar.
    static func referenceInvalidOffset(_ bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// A deterministic generator, so that a failure names a case that can be run again.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func fastAndGeneralConversionsGiveTheStandardLibrarysValue() throws {
        var random = SplitMix(state: 21)
        var texts = [
            "0.1", "0.3", "-23.5627", "-46.6544", "313.4", "9007199254740993", "9007199254740992.5",
            "12345678901234567890", "1234567890123456789", "0.000000000000000000000001", "4.35e22", "1e22",
            "1e23", "8.98846567431158e307", "2.2250738585072014e-308", "5e-324", "2.4703282292062327e-324",
            "1.7976931348623157e308", "17976931348623157e292", "123456789.123456789",
        ]
        for _ in 0..<20_000 {
            let integer = String(UInt64.random(in: 0...UInt64.max, using: &random) % 10_000_000_000)
            let fractionLength = Int.random(in: 0...12, using: &random)
            var text = (Bool.random(using: &random) ? "-" : "") + integer
            if fractionLength > 0 {
                text +=
                    "."
                    + (0..<fractionLength).map { _ in String(Int.random(in: 0...9, using: &random)) }.joined()
            }
            if Bool.random(using: &random) { text += "e" + String(Int.random(in: -30...30, using: &random)) }
            texts.append(text)
        }
        for text in texts {
            let lexed = try Self.number(text)
            let expected = try #require(Double(text))
            #expect(lexed.value.bitPattern == expected.bitPattern, "\(text)")
            #expect(lexed.end == text.utf8.count, "\(text)")
        }
    }

    @Test func negativeZeroHugeAndTinyNumbers() throws {
        #expect(try Self.number("-0").value.bitPattern == (-0.0).bitPattern)
        #expect(try Self.number("-0.0e7").value.bitPattern == (-0.0).bitPattern)
        #expect(try Self.number("1e308").value == 1e308)
        #expect(try Self.number("1e309").value == .infinity)
        #expect(try Self.number("-1e309").value == -.infinity)
        #expect(try Self.number("1e-400").value.bitPattern == (0.0).bitPattern)
        #expect(try Self.number("-1e-400").value.bitPattern == (-0.0).bitPattern)
        #expect(try Self.number("1e99999999999999999999").value == .infinity)
    }

    @Test(arguments: [
        ("-", JSONLexing.Problem(.missingDigit, at: 1)), ("-x", .init(.missingDigit, at: 1)),
        ("x", .init(.missingDigit, at: 0)), ("1.", .init(.missingFractionDigit, at: 2)),
        ("1.e5", .init(.missingFractionDigit, at: 2)), ("1e", .init(.missingExponentDigit, at: 2)),
        ("1E+", .init(.missingExponentDigit, at: 3)), ("-1.5e-x", .init(.missingExponentDigit, at: 6)),
    ])
    func malformedNumbersNameTheirProblem(text: String, problem: JSONLexing.Problem) {
        #expect(throws: problem) { try Self.number(text) }
    }

    @Test(arguments: ["01", "00", "-01", "0.5.5", "1e5e5", "1x"])
    func aNumberEndsWhereItsGrammarDoes(text: String) throws {
        let number = try Self.number(text)
        #expect(number.end < text.utf8.count)
    }

    @Test func utf8CheckAgreesWithTheStandardLibraryOnEveryTwoByteSequence() {
        for first in 0...255 {
            for second in 0...255 {
                let bytes = [UInt8(first), UInt8(second)]
                #expect(Self.invalidOffset(bytes) == Self.referenceInvalidOffset(bytes), "\(bytes)")
            }
        }
    }

    @Test func utf8CheckAgreesWithTheStandardLibraryOnEdgeSequences() {
        let leads: [UInt8] =
            [0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF]
            + [0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        let followers: [UInt8] = [0x00, 0x22, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xFF]
        var checked = 0
        for lead in leads {
            for second in followers {
                for third in followers {
                    for fourth in followers {
                        for prefix in [0, 5, 8, 13] {
                            let bytes =
                                Array(repeating: UInt8(ascii: "a"), count: prefix) + [
                                    lead, second, third, fourth,
                                ]
                            #expect(
                                Self.invalidOffset(bytes) == Self.referenceInvalidOffset(bytes), "\(bytes)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == leads.count * 12 * 12 * 12 * 4)
    }

    @Test(
        arguments: [
            ([0xC0, 0xAF], 0), ([0xE0, 0x80, 0xAF], 0), ([0xF0, 0x80, 0x80, 0xAF], 0),
            ([0xED, 0xA0, 0x80], 0),
            ([0xF4, 0x90, 0x80, 0x80], 0), ([0xF5, 0x80, 0x80, 0x80], 0), ([0x61, 0x80], 1),
            ([0x61, 0x62, 0xE2, 0x82], 2),
        ] as [([UInt8], Int)])
    func overlongSurrogateAndTruncatedSequencesAreFound(bytes: [UInt8], offset: Int) {
        #expect(Self.invalidOffset(bytes) == offset)
    }

    @Test func wellFormedTextPasses() {
        let text = "São Paulo 🚗 東京 \u{10FFFF} \u{FFFD} Avenida Rebouças, 1000 m"
        #expect(Self.invalidOffset(Array(text.utf8)) == nil)
        #expect(Self.invalidOffset(Array(String(repeating: "plain ascii ", count: 50).utf8)) == nil)
        #expect(Self.invalidOffset([]) == nil)
    }
}
