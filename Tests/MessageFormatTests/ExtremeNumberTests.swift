import MessageFormat
import Testing

/// Numbers far outside everyday use format exactly, never through an integer they overflow
/// (`{$n :number roundingIncrement=5000}` with n = 1e18 trapped in `Int(...) * increment`).
@Suite struct ExtremeNumberTests {
    static func format(_ source: String, _ arguments: MessageArguments, locale: String = "en") throws
        -> String
    {
        try CompiledMessage(source, locale: locale, bidiIsolation: .none).format(arguments)
    }

    static func thousands(_ count: Int) -> String { "1" + String(repeating: ",000", count: count) }

    /// 1e308 written out: 309 digits, "100" and 102 groups of zeros.
    static let tenTo308 = "100" + String(repeating: ",000", count: 102)

    @Test func roundingIncrementOfHugeOperandsIsExact() throws {
        let source = "{$n :number roundingIncrement=5000}"
        #expect(try Self.format(source, ["n": .double(1e18)]) == Self.thousands(6))
        #expect(try Self.format(source, ["n": .double(-1e18)]) == "-" + Self.thousands(6))
        #expect(try Self.format(source, ["n": .integer(Int.max)]) == "9,223,372,036,854,775,805")
        #expect(try Self.format(source, ["n": .double(1e308)]) == Self.tenTo308)
        #expect(try Self.format(source, ["n": .decimal("1e9999")]).utf8.count == 10_000 + 3333)
        let fractions = "{$n :number roundingIncrement=2500 maximumFractionDigits=20}"
        #expect(try Self.format(fractions, ["n": .double(1e300)]).hasPrefix("1,000,000"))
        #expect(try Self.format(fractions, ["n": .double(.leastNonzeroMagnitude)]) == "0")
    }

    @Test func roundingIncrementRoundsToTheIncrement() throws {
        let two = "{$n :number roundingIncrement=5 maximumFractionDigits=2}"
        #expect(try Self.format(two, ["n": .double(1234.5678)]) == "1,234.55")
        #expect(try Self.format(two, ["n": .double(1234.5789)]) == "1,234.6")
        #expect(try Self.format(two, ["n": .double(0.024)]) == "0")
        #expect(try Self.format(two, ["n": .double(0.025)]) == "0.05")
        let whole = "{$n :number roundingIncrement=25 maximumFractionDigits=0 roundingMode=MODE}"
        let cases: [(String, Double, String)] = [
            ("halfExpand", 12.5, "25"), ("halfEven", 12.5, "0"), ("halfEven", 37.5, "50"),
            ("halfTrunc", 12.5, "0"), ("halfCeil", -12.5, "-0"), ("halfFloor", -12.5, "-25"),
            ("ceil", 0.1, "25"), ("floor", -0.1, "-25"), ("expand", 25.0001, "50"), ("trunc", 49.9, "25"),
        ]
        for (mode, value, expected) in cases {
            let source = whole.replacingOccurrences(of: "MODE", with: mode)
            #expect(try Self.format(source, ["n": .double(value)]) == expected, "\(mode) \(value)")
        }
    }

    @Test func hugeExponentsFormatInFull() throws {
        #expect(try Self.format("{$n :number}", ["n": .double(1e308)]) == Self.tenTo308)
        #expect(
            try Self.format("{$n :integer}", ["n": .double(-1.7976931348623157e308)]).hasPrefix(
                "-179,769,313"))
        #expect(try Self.format("{$n :percent}", ["n": .double(1e300)]).hasSuffix("%"))
        #expect(
            try Self.format("{$n :number maximumSignificantDigits=2}", ["n": .double(1e-300)]).hasPrefix(
                "0.000"))
    }
}
