import Simulator
import Testing

@testable import Guidance

/// Capitalization reads ASCII text byte by byte and hands the rest, from the ASCII byte before
/// the first other one, to the character walk; the result must be the character walk's from
/// the start, also where bytes and characters differ (combining marks after an ASCII letter, a
/// tag sign or a blank, CR LF, tags and entities in SSML).
@Suite struct SentenceCaseTests {
    static let samples = [
        "", "vire à direita.", "Vire à direita.", "1 km: vire", "  em 200 m", "élan", "Élan",
        "e\u{301}cole", "a\u{301}", "<s>vire</s>", "<emphasis>á</emphasis>", "&amp; vire", "&#233;x",
        "<sub alias=\"Avenida\">av.</sub> Paulista", "\r\nvire", "ǆungla", "ßtraße", "ﬁm", "σ", "123",
        "<b", "2 km boyunca", "«5 km»", "&unterminated vire", "500m先", "<s>1.5km</s>", "x\u{300}\u{301}",
        "«vire»",
        "\u{1F697} vire",
        "ı",
        "поверните направо", "<speak xml:lang=\"el-GR\"><s>στρίψτε δεξιά</s></speak>", "  ωμέγα",
        "\r\nпривет", "\nпривет", "<s>\u{301}vire</s>", "<\u{338}s>vire", ">\u{338}vire", "&amp\u{301};x",
        "1\u{301}x", "x\u{301}", " \u{301}x", "«поверните»", "<s>\r\n\u{301}a</s>", "<s>ǆ</s>", "<a>İx",
    ]

    /// Pieces that make bytes and characters part: tag and entity signs, CR and LF, combining
    /// marks (U+0338 turns "<" and ">" into other characters), letters whose capitals are longer.
    static let pieces = [
        "<", ">", "&", ";", "a", "Z", "1", " ", "\r", "\n", "\u{301}", "\u{338}", "é", "σ", "ß", "ǆ", "先",
        "\u{200D}", "ﬁ", "İ", "ı", "п", "\u{1F1E7}", "\u{0600}",
    ]

    /// Generated texts: every one the same sentence by bytes as by characters from the start.
    @Test func generatedTextsAgreeWithTheCharacterWalk() {
        var random = SplitMix64(seed: 33)
        for _ in 0..<4_000 {
            let length = Int.random(in: 0...7, using: &random)
            let sample = (0..<length).map { _ in Self.pieces.randomElement(using: &random) ?? "" }.joined()
            for skippingTags in [false, true] {
                #expect(
                    SentenceCase.capitalizeFirstLetter(sample, skippingTags: skippingTags)
                        == SentenceCase.byCharacter(sample, skippingTags: skippingTags),
                    "\(sample.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test(arguments: [false, true])
    func fastPathAgreesWithTheCharacterWalk(skippingTags: Bool) {
        for sample in Self.samples {
            #expect(
                SentenceCase.capitalizeFirstLetter(sample, skippingTags: skippingTags)
                    == SentenceCase.byCharacter(sample, skippingTags: skippingTags), "\(sample)")
        }
    }

    @Test func capitalizesTheFirstLetterOnly() {
        #expect(
            SentenceCase.capitalizeFirstLetter("vire à direita.", skippingTags: false) == "Vire à direita.")
        #expect(SentenceCase.capitalizeFirstLetter("<s>vire</s>", skippingTags: true) == "<s>Vire</s>")
        #expect(SentenceCase.capitalizeFirstLetter("<s>vire</s>", skippingTags: false) == "<S>vire</s>")
        #expect(SentenceCase.capitalizeFirstLetter("&amp; vire", skippingTags: true) == "&amp; Vire")
        #expect(SentenceCase.capitalizeFirstLetter("e\u{301}cole", skippingTags: false) == "E\u{301}cole")
        #expect(SentenceCase.capitalizeFirstLetter("élan", skippingTags: false) == "Élan")
        #expect(SentenceCase.capitalizeFirstLetter("200 m sonra", skippingTags: false) == "200 m sonra")
        #expect(
            SentenceCase.capitalizeFirstLetter("<s>2 km boyunca</s>", skippingTags: true)
                == "<s>2 km boyunca</s>")
        #expect(
            SentenceCase.capitalizeFirstLetter("<s>στρίψτε δεξιά</s>", skippingTags: true)
                == "<s>Στρίψτε δεξιά</s>")
        #expect(SentenceCase.capitalizeFirstLetter("поверните", skippingTags: false) == "Поверните")
    }

    /// A sentence that starts with a number has no first word to capitalize: a unit written onto
    /// the number (Japanese "500m先") stays lower case, and scripts without case pass unchanged.
    @Test func aNumberFirstLeavesTheSentenceAsItIs() {
        #expect(SentenceCase.capitalizeFirstLetter("500m先、右折します。", skippingTags: false) == "500m先、右折します。")
        #expect(SentenceCase.capitalizeFirstLetter("1.5km先", skippingTags: true) == "1.5km先")
        #expect(SentenceCase.capitalizeFirstLetter("<s>500m先</s>", skippingTags: true) == "<s>500m先</s>")
        #expect(SentenceCase.capitalizeFirstLetter("500米后右转。", skippingTags: false) == "500米后右转。")
        #expect(
            SentenceCase.capitalizeFirstLetter("بعد 500 م، انعطف", skippingTags: false) == "بعد 500 م، انعطف")
    }
}
