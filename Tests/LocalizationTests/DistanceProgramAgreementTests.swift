import MessageFormat
import Testing

@testable import Localization

/// `DistanceFunction.wording(meters:style:units:rounding:)` words distances through unit
/// messages compiled to straight-line text, categories listed when the locale loads and a
/// literal written straight into bytes: these tests keep it equal to the general way (the table's
/// rounding, the literal by string arithmetic, every unit message run through the engine, the
/// plural rules evaluated per call) in every shipped locale, unit system, rounding and style,
/// over distances from 0 to 1,000 km.
@Suite struct DistanceProgramAgreementTests {
    /// A rounded amount in one style: what a distance's direct writing depends on.
    struct RoundedStyle: Hashable {
        var rounded: RoundedDistance
        var style: UnitMessages.Style
    }

    /// A grid from 0 to 1,000 km (every 1.25 m to 2 km, every 25 m to 50 km, every 1.37 km
    /// beyond), every band's edges and their neighbours, the "less than" threshold and the
    /// extremes a finite distance can take.
    static func grid(_ table: RoundingTable) -> [Double] {
        var meters: [Double] = []
        var distance = 0.0
        while distance <= 2_000 {
            meters.append(distance)
            distance += 1.25
        }
        while distance <= 50_000 {
            meters.append(distance)
            distance += 25.0
        }
        // Whole kilometres and coarser from here: a point every 1.37 km meets the rounded amounts
        // at changing offsets, and every band's edges are added below.
        while distance <= 1_000_000 {
            meters.append(distance)
            distance += 1_370.0
        }
        meters.append(1_000_000)
        for band in table.bands {
            let start = band.from * band.unit.meters
            let step = band.step * band.unit.meters
            for offset in [-1.0, -1e-6, -1e-9, 0, 1e-9, 1e-6, 1] { meters.append(max(0, start + offset)) }
            for index in 0..<40 {
                // Half-step edges, where rounding turns.
                let edge = start + (Double(index) + 0.5) * step
                meters += [edge - 1e-7, edge, edge + 1e-7]
            }
        }
        let threshold = table.below * table.belowUnit.meters
        meters += [threshold - 1e-9, threshold, threshold + 1e-9, threshold / 2]
        meters += [
            Double.leastNonzeroMagnitude, 1e-300, 1e-9, RoundingTable.largestMeters, 1e12,
            Double.greatestFiniteMagnitude,
        ]
        return meters
    }

    @Test func everyShippedLocaleCompilesItsUnitMessages() throws {
        for tag in try TestData.catalog().shippedTags {
            let programs = try Bundles.load(tag).units.programs
            #expect(!programs.contains { $0 == nil }, "\(tag)")
        }
    }

    @Test(arguments: try TestData.catalog().shippedTags)
    func wordingAgreesWithTheEngine(tag: String) throws {
        let bundle = try Bundles.load(tag)
        let function = DistanceFunction(facts: bundle.facts, units: bundle.units)
        let rules = PluralRules.rules(for: bundle.tag, type: .cardinal)
        var checked = 0
        for system in UnitSystem.allCases {
            for purpose in RoundingPurpose.allCases {
                guard let table = bundle.facts.roundingTable(system, for: purpose) else {
                    #expect(function.wording(meters: 10, units: system, rounding: purpose) == nil)
                    continue
                }
                var reference: [RoundedDistance: (String, String, String)] = [:]
                var direct: [UnitMessages.Style: DistanceFunction.DirectOptions] = [:]
                var writtenAmounts = Set<RoundedStyle>()
                for style in UnitMessages.Style.allCases {
                    direct[style] = function.directOptions([
                        ("style", style.rawValue), ("units", system.rawValue), ("rounding", purpose.rawValue),
                    ])
                }
                for meters in Self.grid(table) {
                    let rounded = table.round(meters: meters)
                    let expected: (String, String, String)
                    if let known = reference[rounded] {
                        expected = known
                    } else {
                        let literal = NumberText.generalLiteral(
                            rounded.value, fractionDigits: rounded.fractionDigits)
                        var errors: [MessageError] = []
                        let display = bundle.units.format(
                            rounded, literal: literal, style: .display, symbols: bundle.facts.number,
                            errors: &errors)
                        let spoken = bundle.units.format(
                            rounded, literal: literal, style: .spoken, symbols: bundle.facts.number,
                            errors: &errors)
                        #expect(errors.isEmpty, "\(tag) \(system) \(purpose) \(meters) m: \(errors)")
                        expected = (literal, display, spoken)
                        reference[rounded] = expected
                    }
                    let style: UnitMessages.Style = checked % 2 == 0 ? .display : .spoken
                    let wording = function.wording(
                        meters: meters, style: style, units: system, rounding: purpose)
                    let agrees =
                        wording?.rounded == rounded && wording?.literal == expected.0
                        && wording?.symbolText == expected.1 && wording?.wordText == expected.2
                        && wording?.pluralCategory == rules.category(for: expected.0)
                        && wording?.displayText == (style == .spoken ? expected.2 : expected.1)
                        && wording?.errors.isEmpty == true
                    // Written straight into buffers (once per rounded amount and style: the
                    // rounding is the one compared above): the display form by the style, the
                    // word form spoken and escaped.
                    var writes = true
                    var written = (display: "", spoken: "", ssml: "")
                    if writtenAmounts.insert(RoundedStyle(rounded: rounded, style: style)).inserted {
                        var sink = CollectingSink()
                        let options = try #require(direct[style])
                        let endsWithFullStop = function.directWrite(meters, options, into: &sink)
                        let display = style == .spoken ? expected.2 : expected.1
                        written = sink.forms
                        writes =
                            endsWithFullStop == display.hasSuffix(".") && written.display == display
                            && written.spoken == expected.2 && written.ssml == SSML.escape(expected.2)
                    }
                    if !agrees || !writes {
                        Issue.record(
                            "\(tag) \(system) \(purpose) \(meters) m \(style): \(String(describing: wording)), \(written) against \(expected)"
                        )
                    }
                    checked += 1
                }
                #expect(reference.keys.contains { $0.isBelowMinimum }, "\(tag) \(system) \(purpose)")
                // `:distance` itself, in both styles, over every rounded amount.
                for style in UnitMessages.Style.allCases {
                    let source =
                        "{$m :distance style=\(style.rawValue) units=\(system.rawValue) rounding=\(purpose.rawValue)}"
                    let message = try bundle.compile(source)
                    // Every fifth amount: the wording itself is compared everywhere above.
                    var seen = Set<RoundedDistance>()
                    for meters in Self.grid(table)
                    where seen.insert(table.round(meters: meters)).inserted
                        && seen.count % 5 == 1
                    {
                        let expected = try #require(reference[table.round(meters: meters)])
                        var errors: [MessageError] = []
                        let text = message.format(["m": .double(meters)], errors: &errors)
                        #expect(
                            errors.isEmpty && text == (style == .spoken ? expected.2 : expected.1),
                            "\(source)")
                    }
                }
            }
        }
        for meters in [-1.0, -1e-300, .nan, .infinity, -.infinity] {
            #expect(function.wording(meters: meters) == nil, "\(meters)")
            if let options = function.directOptions([]) {
                var sink = CollectingSink()
                #expect(function.directWrite(meters, options, into: &sink) == nil, "\(meters)")
                #expect(sink.display.isEmpty && sink.spoken.isEmpty && sink.ssml.isEmpty, "\(meters)")
            }
        }
        #expect(checked > 5_000, "\(tag): only \(checked) distances")
    }

    @Test(arguments: try TestData.catalog().shippedTags)
    func listedCategoriesAgreeWithTheRules(tag: String) throws {
        let rules = PluralRules.rules(for: tag, type: .cardinal)
        let table = PluralTable(rules)
        var literals = [
            "0", "0.0", "00", "01", "1.00", "1.", ".5", "", "-1", "1e3", "12.50", "999.5", "100.5",
        ]
        for whole in 0...2_000 {
            literals.append(String(whole))
            literals.append(String(whole) + "." + String(whole % 10))
            literals.append(String(whole / 100) + "." + String(whole % 100))
            literals.append(NumberText.literal(Double(whole) / 1000, fractionDigits: 3))
        }
        let disagreeing = literals.filter { table.category(for: $0) != rules.category(for: $0) }
        #expect(disagreeing.isEmpty, "\(tag): \(disagreeing.prefix(10))")
    }

    @Test func literalsWrittenOnBytesAgreeWithTheGeneralOnes() {
        var values: [Double] = [
            0, -0.0, 1, -1, 0.5, -0.5, 0.0004, 0.0005, 9.995, 1e14, 9.99e14, 1e15, 1e16, 1e300,
        ]
        values += [.nan, .infinity, -.infinity, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -1e15]
        for index in 0..<2_000 {
            values.append(Double(index) * 0.37)
            values.append(Double(index) * 1234.567)
            values.append(-Double(index) * 0.0123)
        }
        for value in values {
            for digits in -1...16 {
                #expect(
                    NumberText.literal(value, fractionDigits: digits)
                        == NumberText.generalLiteral(value, fractionDigits: digits), "\(value) \(digits)")
            }
        }
    }
}
