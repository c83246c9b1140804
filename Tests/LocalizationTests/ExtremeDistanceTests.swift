import Foundation
import Localization
import MessageFormat
import Testing

/// Distances and locale-file numbers far outside any road never reach an integer conversion:
/// a distance of 1e308 m trapped in `NumberText.literal` (`Int64(1e308)`), and so did a locale
/// file whose `below` was 1e300.
@Suite struct ExtremeDistanceTests {
    @Test func hugeLiteralsAreWrittenDigitForDigit() {
        #expect(NumberText.literal(1e300, fractionDigits: 0) == "1" + String(repeating: "0", count: 300))
        #expect(NumberText.literal(-1e20, fractionDigits: 2) == "-100000000000000000000")
        #expect(NumberText.literal(1e15, fractionDigits: 0) == "1000000000000000")
        #expect(NumberText.literal(12.5, fractionDigits: 1) == "12.5")
        #expect(NumberText.literal(.infinity, fractionDigits: 0) == "0")
        #expect(NumberText.literal(-.infinity, fractionDigits: 3) == "0")
        #expect(NumberText.literal(.nan, fractionDigits: 1) == "0")
        #expect(NumberText.literal(2, fractionDigits: -4) == "2")
    }

    @Test(arguments: ["pt-BR", "en-US", "de-DE"])
    func hugeDistancesFormatInEveryUnitSystem(tag: String) throws {
        let bundle = try Bundles.load(tag)
        for units in ["metric", "imperial", "uk"] {
            for meters in [1e308, 1.7976931348623157e308, 1e9, 1e12, -1e308] {
                let display = try Bundles.render(
                    bundle, "{$d :distance units=\(units)}", ["d": .double(meters)])
                let spoken = try Bundles.render(
                    bundle, "{$d :distance style=spoken units=\(units)}", ["d": .double(meters)])
                #expect(!display.text.isEmpty && !spoken.spoken.isEmpty, "\(tag) \(units) \(meters)")
            }
        }
    }

    @Test func distancesAboveTheCeilingAreRoundedAsTheCeiling() throws {
        let table = try TestData.facts("en-US").rounding[.metric]
        let huge = try #require(table).round(meters: 1e308)
        #expect(huge == (try #require(table)).round(meters: RoundingTable.largestMeters))
        #expect(huge.numberLiteral == "1000000")
        #expect(huge.unit == .kilometer)
    }

    static func decodeError(replacing original: String, with replacement: String) throws -> LocalizationError?
    {
        let text = try LocaleFileErrorTests.shippedText("pt-BR")
        #expect(text.contains(original))
        return LocaleFileErrorTests.decodeError(text.replacingOccurrences(of: original, with: replacement))
    }

    @Test func aHugeBelowValueIsALocaleFileError() throws {
        let original = "\"below\": {\"value\": 10, \"unit\": \"meter\"}"
        let line = LocaleFileErrorTests.lineNumber(
            of: original, in: try LocaleFileErrorTests.shippedText("pt-BR"))
        let error = try Self.decodeError(
            replacing: original, with: "\"below\": {\"value\": 1e300, \"unit\": \"meter\"}")
        #expect(
            error
                == .invalidField(
                    path: "locales/pt-BR.json", line: line, field: "distance.rounding.metric.below.value",
                    reason: "expected a number from 0 to 1000000, found 1e+300"))
    }

    @Test func hugeOrTinyBandNumbersAreLocaleFileErrors() throws {
        let original = "{\"from\": 3, \"unit\": \"kilometer\", \"step\": 1}"
        let from = try Self.decodeError(
            replacing: original, with: "{\"from\": 1e300, \"unit\": \"kilometer\", \"step\": 1}")
        guard case .invalidField(_, _, let field, let reason) = from else {
            Issue.record("expected an invalid field, got \(String(describing: from))")
            return
        }
        #expect(field == "distance.rounding.metric.bands[0].from")
        #expect(reason == "expected a number from 0 to 1000000, found 1e+300")
        let step = try Self.decodeError(
            replacing: original, with: "{\"from\": 3, \"unit\": \"kilometer\", \"step\": 1e-300}")
        guard case .invalidField(_, _, let stepField, _) = step else {
            Issue.record("expected an invalid field, got \(String(describing: step))")
            return
        }
        #expect(stepField == "distance.rounding.metric.bands[0].step")
    }
}
