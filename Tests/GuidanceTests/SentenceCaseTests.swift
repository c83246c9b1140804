import Testing

@testable import Guidance

/// Capitalization reads ASCII text byte by byte and hands anything else to the character walk;
/// both must give the same sentence, also where bytes and characters differ (combining marks
/// after an ASCII letter, CR LF, tags and entities in SSML).
@Suite struct SentenceCaseTests {
    static let samples = [
        "", "vire à direita.", "Vire à direita.", "1 km: vire", "  em 200 m", "élan", "Élan",
        "e\u{301}cole", "a\u{301}", "<s>vire</s>", "<emphasis>á</emphasis>", "&amp; vire", "&#233;x",
        "<sub alias=\"Avenida\">av.</sub> Paulista", "\r\nvire", "ǆungla", "ßtraße", "ﬁm", "σ", "123",
        "<b", "2 km boyunca", "«5 km»", "&unterminated vire", "500m先", "<s>1.5km</s>", "x\u{300}\u{301}",
        "«vire»",
        "\u{1F697} vire",
        "ı",
    ]

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
