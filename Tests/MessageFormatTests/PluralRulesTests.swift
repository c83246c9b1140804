import Foundation
import MessageFormat
import Testing

/// Checks the bundled CLDR rules against CLDR's own samples and the locale fallback.
@Suite struct PluralRulesTests {
    /// Expands a CLDR sample list (`0~15, 100, 1.0000001c6, 0.00~0.04, …`) into numbers.
    static func expand(_ samples: String) -> [String] {
        var values: [String] = []
        for item in samples.split(separator: ",") {
            let text = item.trimmingCharacters(in: .whitespaces)
            if text.isEmpty || text == "…" { continue }
            let bounds = text.split(separator: "~").map(String.init)
            guard bounds.count == 2, let start = DecimalNumber(parsing: bounds[0], strict: false),
                let end = DecimalNumber(parsing: bounds[1], strict: false)
            else {
                values.append(text)
                continue
            }
            let step = DecimalNumber(isNegative: false, digits: [1], exponent: min(start.exponent, 0))
            var current = start
            var count = 0
            while current.doubleValue <= end.doubleValue + 1e-9, count < 10_000 {
                var shown = current
                shown.padFractionDigits(to: start.fractionDigitCount)
                values.append(shown.description)
                current = current + step
                count += 1
            }
        }
        return values
    }

    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everySampleOfEveryRuleHasItsCategory(type: PluralRuleType) {
        var checked = 0
        for locale in PluralRules.localeIDs(type: type) {
            let rules = PluralRules.rules(for: locale, type: type)
            #expect(rules.localeID == locale)
            for rule in rules.rules {
                let samples = Self.expand(rule.integerSamples ?? "") + Self.expand(rule.decimalSamples ?? "")
                #expect(
                    !samples.isEmpty || rule.category != .other, "\(locale) \(rule.category) has no samples")
                for sample in samples {
                    let category = rules.category(for: sample)
                    #expect(
                        category == rule.category,
                        "\(type) \(locale) \(sample): \(category), CLDR says \(rule.category)")
                    checked += 1
                }
            }
        }
        #expect(checked > (type == .cardinal ? 3000 : 500))
    }

    @Test(arguments: [PluralRuleType.cardinal, .ordinal])
    func everyRuleSetReadsAsCLDRWritesIt(type: PluralRuleType) {
        let order: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
        for locale in PluralRules.localeIDs(type: type) {
            let rules = PluralRules.rules(for: locale, type: type)
            let categories = rules.categories
            // Each category once, in CLDR's order, ending with `other`, whose condition is empty.
            #expect(categories.last == .other, "\(type) \(locale): \(categories)")
            #expect(categories == order.filter(categories.contains), "\(type) \(locale): \(categories)")
            for rule in rules.rules {
                #expect((rule.category == .other) == rule.condition.isEmpty, "\(type) \(locale) \(rule)")
                #expect(!rule.condition.contains("@") && !rule.condition.hasSuffix(" "))
            }
        }
        #expect(PluralRules.rules(for: "pt-PT").localeID == "pt_PT")
        #expect(PluralRules.rules(for: "ar").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(PluralRules.rules(for: "en", type: .ordinal).categories == [.one, .two, .few, .other])
    }

    @Test func rangeAndCompactSamplesExpand() {
        #expect(Self.expand("2~5, …") == ["2", "3", "4", "5"])
        #expect(Self.expand("0.00~0.02") == ["0.00", "0.01", "0.02"])
        #expect(Self.expand("1.0~1.2, 1c6") == ["1.0", "1.1", "1.2", "1c6"])
    }

    @Test func tagsFallBackToLanguageThenRoot() {
        #expect(PluralRules.rules(for: "pt-PT").localeID == "pt_PT")
        #expect(PluralRules.rules(for: "pt_PT").localeID == "pt_PT")
        #expect(PluralRules.rules(for: "pt-BR").localeID == "pt")
        #expect(PluralRules.rules(for: "zh-Hant-TW").localeID == "zh")
        #expect(PluralRules.rules(for: "en-US").localeID == "en")
        #expect(PluralRules.rules(for: "xx-YY").localeID == "root")
        #expect(PluralRules.rules(for: "und").categories == [.other])
    }

    @Test func portugueseVariantsDifferOnFractions() {
        let brazil = PluralRules.rules(for: "pt-BR")
        let portugal = PluralRules.rules(for: "pt-PT")
        #expect(brazil.category(for: "1.5") == .one)
        #expect(brazil.category(for: "0") == .one)
        #expect(portugal.category(for: "1.5") == .other)
        #expect(portugal.category(for: "1") == .one)
        #expect(portugal.category(for: "1.0") == .other)
        #expect(brazil.category(for: "1000000") == .many)
        #expect(brazil.category(for: 1.5) == .one)
        #expect(portugal.category(for: 2.0) == .other)
    }

    @Test func englishOrdinals() {
        let rules = PluralRules.rules(for: "en", type: .ordinal)
        let categories = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map { rules.category(for: "\($0)") }
        #expect(
            categories == [.one, .two, .few, .other, .other, .other, .other, .one, .two, .few, .one, .other])
        #expect(PluralRules.rules(for: "fr", type: .ordinal).category(for: "1") == .one)
        #expect(PluralRules.rules(for: "pt", type: .ordinal).categories == [.other])
    }

    @Test func operandsFollowCLDRDefinitions() throws {
        let operands = try #require(PluralOperands("-1.230"))
        #expect(operands.n == 1.23)
        #expect(operands.i == 1)
        #expect(operands.v == 3)
        #expect(operands.w == 2)
        #expect(operands.f == 230)
        #expect(operands.t == 23)
        let compact = try #require(PluralOperands("1.2c3"))
        #expect(compact.n == 1200)
        #expect(compact.e == 3)
        #expect(PluralOperands("abc") == nil)
        #expect(PluralRules.rules(for: "en").category(for: "x") == .other)
    }

    /// Operands made from an amount's parts are those of its text, for every amount the
    /// distance tables list (0 to 999, 0.0 to 99.9) and some with more decimals.
    @Test func operandsFromPartsAreThoseOfTheText() {
        for whole in 0..<1000 {
            #expect(PluralOperands(whole: whole) == PluralOperands(String(whole)), "\(whole)")
        }
        for tenths in 0..<1000 {
            let text = String(tenths / 10) + "." + String(tenths % 10)
            #expect(
                PluralOperands(whole: tenths / 10, fraction: tenths % 10, fractionDigits: 1)
                    == PluralOperands(text), "\(text)")
        }
        #expect(PluralOperands(whole: 1, fraction: 50, fractionDigits: 2) == PluralOperands("1.50"))
        #expect(PluralOperands(whole: 0, fraction: 5, fractionDigits: 3) == PluralOperands("0.005"))
        let parts = PluralOperands(whole: 2, fraction: 30, fractionDigits: 2)
        #expect(parts.v == 2 && parts.w == 1 && parts.f == 30 && parts.t == 3)
    }
}

extension DecimalNumber {
    fileprivate mutating func padFractionDigits(to count: Int) {
        while fractionDigitCount < count {
            if !digits.isEmpty { digits.append(0) }
            exponent -= 1
        }
    }
}
