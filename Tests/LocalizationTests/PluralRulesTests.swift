import Foundation
import Localization
import MessageFormat
import Testing

/// The CLDR samples of every rule the shipped locales use, run through the plural rules the
/// functions use, plus hand-checked Portuguese and English cases.
@Suite struct PluralRulesTests {
    static func expand(_ samples: String) -> [String] {
        var values: [String] = []
        for item in samples.split(separator: ",") {
            let sample = item.trimmingCharacters(in: .whitespaces)
            if sample.isEmpty || sample == "…" || sample == "..." { continue }
            let bounds = sample.split(separator: "~").map(String.init)
            guard bounds.count == 2, !sample.contains("c"), !sample.contains("e") else {
                values.append(sample)
                continue
            }
            let digits = bounds[0].split(separator: ".").dropFirst().first?.count ?? 0
            var scale = 1
            for _ in 0..<digits { scale *= 10 }
            guard let low = Double(bounds[0]), let high = Double(bounds[1]) else { continue }
            var step = Int((low * Double(scale)).rounded())
            let last = Int((high * Double(scale)).rounded())
            while step <= last && values.count < 10_000 {
                values.append(NumberText.literal(Double(step) / Double(scale), fractionDigits: digits))
                step += 1
            }
        }
        return values
    }

    @Test(arguments: ["en-US", "pt-BR", "pt-PT"], [PluralRuleType.cardinal, .ordinal])
    func cldrSamples(tag: String, type: PluralRuleType) throws {
        let bundle = try Bundles.load(tag)
        let rules = PluralRules.rules(for: tag, type: type)
        #expect(!rules.rules.isEmpty)
        var checked = 0
        for rule in rules.rules {
            for samples in [rule.integerSamples, rule.decimalSamples].compactMap({ $0 }) {
                for sample in Self.expand(samples) {
                    #expect(
                        bundle.pluralCategory(of: sample, type: type) == rule.category, "\(tag) \(sample)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 10, "only \(checked) samples")
    }

    @Test func handCheckedCategories() throws {
        let brazil = try Bundles.load("pt-BR")
        let portugal = try Bundles.load("pt-PT")
        let english = try Bundles.load("en-US")
        for number in ["0", "1", "0.5", "1.5", "1.99"] {
            #expect(brazil.pluralCategory(of: number) == .one, "\(number)")
        }
        for number in ["2", "2.5", "10", "100"] {
            #expect(brazil.pluralCategory(of: number) == .other, "\(number)")
        }
        #expect(brazil.pluralCategory(of: "1000000") == .many)
        #expect(portugal.pluralCategory(of: "1") == .one)
        for number in ["0", "0.5", "1.5", "1.0", "2"] {
            #expect(portugal.pluralCategory(of: number) == .other, "\(number)")
        }
        #expect(portugal.pluralCategory(of: "1000000") == .many)
        #expect(english.pluralCategory(of: "1") == .one)
        #expect(english.pluralCategory(of: "1.0") == .other)
        #expect(english.pluralCategory(of: "0") == .other)
        let ordinal: [(String, PluralCategory)] = [
            ("1", .one), ("2", .two), ("3", .few), ("4", .other), ("11", .other), ("12", .other),
            ("13", .other),
            ("21", .one), ("22", .two), ("23", .few), ("101", .one), ("111", .other),
        ]
        for (number, category) in ordinal {
            #expect(english.pluralCategory(of: number, type: .ordinal) == category, "\(number)")
        }
        #expect(brazil.pluralCategory(of: "3", type: .ordinal) == .other)
        #expect(portugal.pluralCategory(of: "1", type: .ordinal) == .other)
    }
}
