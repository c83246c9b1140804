import Localization
import Testing

@Suite struct DistanceRoundingTests {
    struct Case: Sendable, CustomStringConvertible {
        var meters: Double
        var literal: String
        var unit: DistanceUnit
        var below: Bool = false
        var description: String { "\(meters) m → \(below ? "< " : "")\(literal) \(unit)" }
    }

    static let metric: [Case] = [
        Case(meters: 0, literal: "10", unit: .meter, below: true),
        Case(meters: 1, literal: "10", unit: .meter, below: true),
        Case(meters: 1.5, literal: "10", unit: .meter, below: true),
        Case(meters: 2, literal: "10", unit: .meter, below: true),
        Case(meters: 9, literal: "10", unit: .meter, below: true),
        Case(meters: 9.99, literal: "10", unit: .meter, below: true),
        Case(meters: -5, literal: "10", unit: .meter, below: true),
        Case(meters: 10, literal: "10", unit: .meter),
        Case(meters: 14, literal: "10", unit: .meter),
        Case(meters: 15, literal: "20", unit: .meter),
        Case(meters: 94, literal: "90", unit: .meter),
        Case(meters: 95, literal: "100", unit: .meter),
        Case(meters: 149, literal: "100", unit: .meter),
        Case(meters: 150, literal: "200", unit: .meter),
        Case(meters: 949, literal: "900", unit: .meter),
        Case(meters: 950, literal: "1", unit: .kilometer),
        Case(meters: 999, literal: "1", unit: .kilometer),
        Case(meters: 1000, literal: "1", unit: .kilometer),
        Case(meters: 1249, literal: "1", unit: .kilometer),
        Case(meters: 1250, literal: "1.5", unit: .kilometer),
        Case(meters: 1500, literal: "1.5", unit: .kilometer),
        Case(meters: 2400, literal: "2.5", unit: .kilometer),
        Case(meters: 2749, literal: "2.5", unit: .kilometer),
        Case(meters: 2999, literal: "3", unit: .kilometer),
        Case(meters: 3000, literal: "3", unit: .kilometer),
        Case(meters: 3499, literal: "3", unit: .kilometer),
        Case(meters: 3500, literal: "4", unit: .kilometer),
        Case(meters: 12_345, literal: "12", unit: .kilometer),
        Case(meters: 1_234_567, literal: "1235", unit: .kilometer),
    ]

    static let mile = 1609.344
    static let foot = 0.3048
    static let yard = 0.9144

    static let imperial: [Case] = [
        Case(meters: 0.1 * mile, literal: "500", unit: .foot),
        Case(meters: 0.19 * mile, literal: "1000", unit: .foot),
        Case(meters: 0.2 * mile, literal: "0.25", unit: .mile),
        Case(meters: 0.3 * mile, literal: "0.25", unit: .mile),
        Case(meters: 0.375 * mile, literal: "0.5", unit: .mile),
        Case(meters: 0.5 * mile, literal: "0.5", unit: .mile),
        Case(meters: 0.6 * mile, literal: "0.5", unit: .mile),
        Case(meters: 0.62 * mile, literal: "0.5", unit: .mile),
        Case(meters: 0.63 * mile, literal: "0.75", unit: .mile),
        Case(meters: 0.7 * mile, literal: "0.75", unit: .mile),
        Case(meters: 0.75 * mile, literal: "0.75", unit: .mile),
        Case(meters: 0.87 * mile, literal: "0.75", unit: .mile),
        Case(meters: 0.88 * mile, literal: "1", unit: .mile),
        Case(meters: 1.12 * mile, literal: "1", unit: .mile),
        Case(meters: 1 * mile, literal: "1", unit: .mile),
        Case(meters: 1.25 * mile, literal: "1.5", unit: .mile),
        Case(meters: 1.5 * mile, literal: "1.5", unit: .mile),
        Case(meters: 1.74 * mile, literal: "1.5", unit: .mile),
        Case(meters: 1.75 * mile, literal: "2", unit: .mile),
        Case(meters: 2 * mile, literal: "2", unit: .mile),
        Case(meters: 2.5 * mile, literal: "3", unit: .mile),
        Case(meters: 4.4 * mile, literal: "4", unit: .mile),
        Case(meters: 5 * mile, literal: "5", unit: .mile),
        Case(meters: 0, literal: "10", unit: .foot, below: true),
        Case(meters: 9 * foot, literal: "10", unit: .foot, below: true),
        Case(meters: 10 * foot, literal: "10", unit: .foot),
        Case(meters: 94 * foot, literal: "90", unit: .foot),
        Case(meters: 95 * foot, literal: "100", unit: .foot),
        Case(meters: 250 * foot, literal: "300", unit: .foot),
        Case(meters: 500 * foot, literal: "500", unit: .foot),
    ]

    static let uk: [Case] = [
        Case(meters: 0.1 * mile, literal: "200", unit: .yard),
        Case(meters: 50 * yard, literal: "50", unit: .yard),
        Case(meters: 95 * yard, literal: "100", unit: .yard),
        Case(meters: 9 * yard, literal: "10", unit: .yard, below: true),
        Case(meters: 0.3 * mile, literal: "0.25", unit: .mile),
        Case(meters: 0.5 * mile, literal: "0.5", unit: .mile),
        Case(meters: 1.5 * mile, literal: "1.5", unit: .mile),
        Case(meters: 3 * mile, literal: "3", unit: .mile),
    ]

    static func check(_ table: RoundingTable?, _ expected: Case) {
        guard let table else {
            Issue.record("no table")
            return
        }
        let rounded = table.round(meters: expected.meters)
        #expect(rounded.numberLiteral == expected.literal, "\(expected)")
        #expect(rounded.unit == expected.unit, "\(expected)")
        #expect(rounded.isBelowMinimum == expected.below, "\(expected)")
    }

    @Test(
        arguments: [
            "en-US", "en-GB", "pt-BR", "pt-PT", "es-ES", "fr-FR", "de-DE", "pl-PL", "ru-RU", "uk-UA", "tr-TR",
            "es-419", "it-IT", "nl-NL", "sv-SE", "da-DK", "nb-NO", "ca-ES", "id-ID",
            "cs-CZ", "sk-SK", "ro-RO", "vi-VN", "el-GR", "ko-KR", "fi-FI", "hu-HU",
        ], metric)
    func metricEdges(tag: String, expected: Case) throws {
        Self.check(try TestData.facts(tag).rounding[.metric], expected)
    }

    @Test(
        arguments: [
            "en-US", "en-GB", "pt-BR", "pt-PT", "es-ES", "fr-FR", "de-DE", "pl-PL", "ru-RU", "uk-UA", "tr-TR",
            "es-419", "it-IT", "nl-NL", "sv-SE", "da-DK", "nb-NO", "ca-ES", "id-ID",
            "cs-CZ", "sk-SK", "ro-RO", "vi-VN", "el-GR", "ko-KR", "fi-FI", "hu-HU",
        ], imperial)
    func imperialEdges(tag: String, expected: Case) throws {
        Self.check(try TestData.facts(tag).rounding[.imperial], expected)
    }

    @Test(arguments: uk)
    func ukEdges(expected: Case) throws {
        Self.check(try TestData.facts("en-US").rounding[.uk], expected)
    }

    @Test func defaultUnitSystems() throws {
        #expect(try TestData.facts("en-US").defaultUnits == .imperial)
        #expect(try TestData.facts("pt-BR").defaultUnits == .metric)
        #expect(try TestData.facts("pt-PT").defaultUnits == .metric)
    }

    @Test func localizedNumbers() throws {
        let brazil = try TestData.facts("pt-BR").number
        let portugal = try TestData.facts("pt-PT").number
        let english = try TestData.facts("en-US").number
        #expect(NumberText.localized("1.5", symbols: brazil) == "1,5")
        #expect(NumberText.localized("1500", symbols: brazil) == "1.500")
        #expect(NumberText.localized("1500", symbols: portugal) == "1500")
        #expect(NumberText.localized("15000", symbols: portugal) == "15\u{00A0}000")
        #expect(NumberText.localized("1234567.25", symbols: english) == "1,234,567.25")
        #expect(NumberText.localized("-0.5", symbols: english) == "-0.5")
        #expect(NumberText.literal(0.25, fractionDigits: 2) == "0.25")
        #expect(NumberText.literal(3, fractionDigits: 0) == "3")
    }
}
