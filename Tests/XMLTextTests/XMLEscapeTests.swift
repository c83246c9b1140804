import Testing
import XMLText

/// The one escaping rule, on bytes, against the rule written scalar by scalar: texts made of the
/// scalars the rule looks at (markup signs, every control character, the non-characters and
/// their UTF-8 neighbours) and of ordinary ones, in both quote modes.
@Suite struct XMLEscapeTests {
    /// The rule as it reads in words: every scalar looked at and copied.
    static func reference(_ text: String, quotes: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += quotes ? "&quot;" : "\""
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    static let alphabet: [Unicode.Scalar] =
        (0..<0x20).compactMap(Unicode.Scalar.init)
        + [
            "&", "<", ">", "\"", "'", "a", " ", "é", "\u{301}", "ж", "\u{EFBF}", "\u{FFFD}", "\u{FFFE}",
            "\u{FFFF}",
        ]
        + ["\u{FFBE}", "\u{1F697}", "\u{7F}"]

    @Test(arguments: [true, false])
    func bytesAreEscapedAsScalarsAre(quotes: Bool) {
        // A linear congruential walk: the same texts every run, so that a failure repeats.
        var state: UInt64 = quotes ? 7 : 11
        for length in 0..<400 {
            var text = ""
            for _ in 0..<(length % 40) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text.unicodeScalars.append(Self.alphabet[Int(state >> 33) % Self.alphabet.count])
            }
            let expected = Self.reference(text, quotes: quotes)
            #expect(XMLText.escape(text, quotes: quotes) == expected, "\(text.unicodeScalars.map(\.value))")
            var pieces: [UInt8] = []
            var native = text
            native.withUTF8 { bytes in XMLText.escape(bytes, quotes: quotes) { pieces.append(contentsOf: $0) }
            }
            #expect(String(decoding: pieces, as: UTF8.self) == expected)
        }
    }

    @Test func namesAndEdgeCasesAreEscapedAsTheRuleSays() {
        let samples = [
            "", "Avenida Paulista", "Rua São João", "tab\there\nline\r", "D'Ávila", "\u{FFFE}x", "x\u{FFFF}",
            "\u{FFFD}\u{FFFC}\u{EFBF}", "a\u{7F}b", "\u{1F697}", "a\u{0}b", "e\u{301}", "&", "x<y", "q\"",
        ]
        for sample in samples {
            #expect(
                XMLText.escape(sample) == Self.reference(sample, quotes: true),
                "\(sample.unicodeScalars.map(\.value))")
        }
    }

    @Test func cleanTextIsItsOwnEscaping() {
        for text in ["", "Avenida Paulista", "Rua São João", "D'Ávila", "улица Ленина", "\u{1F697} 12"] {
            var native = text
            let flagged = native.withUTF8(XMLText.mayNeedEscaping)
            #expect(!flagged, "\(text)")
            #expect(XMLText.escape(text) == text)
        }
        for text in ["a&b", "tab\t", "\u{FFFE}", "x\"", "<"] {
            var native = text
            let flagged = native.withUTF8(XMLText.mayNeedEscaping)
            #expect(flagged, "\(text.unicodeScalars.map(\.value))")
        }
    }
}
