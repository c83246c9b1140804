import Foundation
import MessageFormat
import Testing

/// Every locale tag is accepted or refused cleanly. Foundation's `NumberFormatter` and
/// `DateFormatter` trap on some `-u-nu-` keywords (`ar-EG-u-nu-arab`, `th-TH-u-nu-thai`,
/// `en-u-nu-bogus`, `en-u-nu`); the engine hands them only the tag's language, script and region
/// and a numbering system they know.
@Suite struct LocaleTagTests {
    static let numberingTags = [
        "ar-EG-u-nu-arab", "th-TH-u-nu-thai", "th-u-nu-thai", "ar-u-nu-arab", "hi-u-nu-deva", "ja-u-nu-jpan",
        "en-u-nu-bogus", "en-u-nu", "zh-u-nu-hanidec", "ar-EG-u-ca-gregory-nu-arab", "fa-u-nu-arabext",
        "en-US-u-nu-arab-ca-buddhist", "pt-BR-u-nu-latn", "und-u-nu-thai", "pt_BR_u_nu_arab",
    ]

    @Test(arguments: numberingTags)
    func numberingSystemsAsMessageLocale(tag: String) throws {
        let message = try CompiledMessage(
            "{$n :number} {$n :integer} {$n :percent} {$d :datetime}", locale: tag, bidiIsolation: .none)
        let text = message.format(["n": .double(1234.5), "d": .date(Date(timeIntervalSince1970: 0))])
        #expect(!text.isEmpty)
    }

    @Test(arguments: numberingTags)
    func numberingSystemsAsExpressionLocale(tag: String) throws {
        let message = try CompiledMessage(
            "{$n :number u:locale=|\(tag)|} {$n :integer u:locale=|\(tag)|}", bidiIsolation: .none)
        var errors: [MessageError] = []
        _ = message.format(["n": .integer(5)], errors: &errors)
        #expect(errors.isEmpty)
    }

    @Test func knownDecimalSystemsWriteTheirDigits() throws {
        let cases = [
            ("ar-EG-u-nu-arab", "٥"), ("th-TH-u-nu-thai", "๕"), ("hi-u-nu-deva", "५"), ("en-u-nu-thai", "๕"),
            ("ar-EG-u-nu-latn", "5"),
        ]
        for (tag, five) in cases {
            let expression = try CompiledMessage("{$n :number u:locale=|\(tag)|}", bidiIsolation: .none)
            #expect(expression.format(["n": .integer(5)]) == five, "\(tag)")
            let whole = try CompiledMessage("{$n :integer}", locale: tag, bidiIsolation: .none)
            #expect(whole.format(["n": .integer(5)]).contains(five), "\(tag)")
        }
    }

    @Test func systemsTheEngineCannotWriteAreIgnored() throws {
        for tag in ["en-u-nu-bogus", "en-u-nu", "ja-u-nu-jpan", "en-u-nu-roman", "zh-u-nu-hanidec"] {
            let message = try CompiledMessage("{$n :number}", locale: tag, bidiIsolation: .none)
            #expect(message.format(["n": .double(1234.5)]) == "1,234.5", "\(tag)")
        }
    }

    @Test func anIllFormedExpressionLocaleIsABadOption() throws {
        for tag in ["no good", "e", "en--US", "en-u", "en-x", "en-a-b-c", "123", "-", "toolongtag-US"] {
            let message = try CompiledMessage("{$n :number u:locale=|\(tag)|}", bidiIsolation: .none)
            var errors: [MessageError] = []
            #expect(message.format(["n": .integer(5)], errors: &errors) == "5", "\(tag)")
            #expect(errors.map(\.kind) == [.badOption], "\(tag)")
        }
    }

    @Test func wellFormedTagsParse() {
        let tag = UnicodeLocaleTag("sr_latn_rs-u-ca-gregory-nu-arab-x-private")
        #expect(tag?.language == "sr")
        #expect(tag?.script == "Latn")
        #expect(tag?.region == "RS")
        #expect(tag?.numberingSystem == "arab")
        #expect(UnicodeLocaleTag("ca-ES-valencia")?.variants == ["valencia"])
        #expect(UnicodeLocaleTag("de-1996")?.variants == ["1996"])
        #expect(UnicodeLocaleTag("en-u-ca-buddhist")?.numberingSystem == nil)
        #expect(UnicodeLocaleTag("en-u-u-nu-arab") == nil)
        #expect(UnicodeLocaleTag("en-u-nu-arab-u-ca-x") == nil)
    }
}
