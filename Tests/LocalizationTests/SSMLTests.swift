import Localization
import Testing

@Suite struct SSMLTests {
    @Test func escapesUntrustedNames() {
        #expect(
            SSML.escape("Rua <Augusta> & Filhos \"Ltda\"")
                == "Rua &lt;Augusta&gt; &amp; Filhos &quot;Ltda&quot;")
        #expect(SSML.escape("D'Ávila") == "D'Ávila")
        #expect(SSML.escape("a\u{01}b\u{0B}c") == "abc")
        #expect(SSML.escape("plain") == "plain")
    }

    @Test func substitutionEscapesBothSides() {
        #expect(SSML.substitution(written: "Av.", spoken: "Avenida") == "<sub alias=\"Avenida\">Av.</sub>")
        #expect(
            SSML.substitution(written: "<&>", spoken: "\"q\"")
                == "<sub alias=\"&quot;q&quot;\">&lt;&amp;&gt;</sub>")
    }

    /// The escaper as written before its fast path: every scalar looked at and copied.
    static func reference(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    @Test func textThatNeedsNoEscapingComesBackAsItIs() {
        let samples = [
            "", "Avenida Paulista", "Rua São João", "tab\there\nline\r", "D'Ávila", "\u{FFFE}x", "x\u{FFFF}",
            "\u{FFFD}\u{FFFC}\u{EFBF}", "a\u{7F}b", "\u{1F697}", "a\u{0}b", "e\u{301}", "&", "x<y", "q\"",
        ]
        for sample in samples {
            #expect(SSML.escape(sample) == Self.reference(sample), "\(sample.unicodeScalars.map(\.value))")
        }
    }
}
