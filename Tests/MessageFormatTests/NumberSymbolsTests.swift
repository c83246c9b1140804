import Testing

@testable import MessageFormat

/// The built-in number symbols must say exactly what Foundation says, or formatting would
/// change with the table; tags outside the table must still reach Foundation.
@Suite struct NumberSymbolsTests {
    @Test(arguments: NumberSymbols.builtin.keys.sorted())
    func builtinEntryMatchesFoundation(_ tag: String) throws {
        let builtin = try #require(NumberSymbols.builtin[tag])
        let probed = NumberSymbols.probing(tag)
        #expect(builtin == probed, "\(tag): the table and Foundation disagree")
    }

    @Test func shippedLocalesUseTheTable() throws {
        for tag in [
            "pt-BR", "pt-PT", "en-US", "en-GB", "es-ES", "fr-FR", "de-DE", "es-419", "it-IT", "nl-NL",
            "sv-SE", "und",
        ] {
            let builtin = try #require(NumberSymbols.builtin[tag], "\(tag) is not in the table")
            #expect(NumberSymbols.forLocale(tag) === builtin)
        }
    }

    @Test func otherTagsAreProbed() {
        let swiss = NumberSymbols.forLocale("de-CH")
        #expect(NumberSymbols.builtin["de-CH"] == nil)
        #expect(swiss == NumberSymbols.probing("de-CH"))
        #expect(swiss.group != NumberSymbols.forLocale("de-DE").group)
        #expect(NumberSymbols.forLocale("pt_BR") == NumberSymbols.forLocale("pt-BR"))
    }

    @Test func formattingInTableLocales() throws {
        let cases: [(locale: String, expected: String)] = [
            ("pt-BR", "1.234.567,5 12%"), ("pt-PT", "1234,5 12%"), ("en-US", "1,234,567.5 12%"),
            ("es-ES", "1234,5 12\u{A0}%"), ("fr-FR", "1\u{202F}234\u{202F}567,5 12\u{A0}%"),
            ("de-DE", "1.234.567,5 12\u{A0}%"),
        ]
        for (locale, expected) in cases {
            let large = locale == "pt-PT" || locale == "es-ES" ? 1234.5 : 1_234_567.5
            let message = try CompiledMessage(
                "{$n :number} {$p :percent}", locale: locale, bidiIsolation: .none)
            let text = message.format(["n": .double(large), "p": .double(0.12)])
            #expect(text == expected, "\(locale)")
        }
    }
}

/// The table and Foundation agree when they format every number alike: the same symbols and
/// grouping, field for field.
extension NumberSymbols: Equatable {
    public static func == (lhs: NumberSymbols, rhs: NumberSymbols) -> Bool {
        lhs.digits == rhs.digits && lhs.decimal == rhs.decimal && lhs.group == rhs.group
            && lhs.minusPrefix == rhs.minusPrefix && lhs.minusSuffix == rhs.minusSuffix
            && lhs.plus == rhs.plus && lhs.primaryGroup == rhs.primaryGroup
            && lhs.secondaryGroup == rhs.secondaryGroup
            && lhs.minimumGroupingDigits == rhs.minimumGroupingDigits
            && lhs.percentPrefix == rhs.percentPrefix && lhs.percentSuffix == rhs.percentSuffix
    }
}
