import Localization
import MessageFormat
import Testing

@Suite struct DistanceFunctionTests {
    struct Case: Sendable, CustomStringConvertible {
        var tag: String
        var meters: Double
        var units: String?
        var display: String
        var spoken: String
        var description: String { "\(tag) \(meters) m \(units ?? "")" }
    }

    static let mile = 1609.344

    static func portuguese(_ tag: String, km one: String, kms other: String) -> [Case] {
        let wholeThousands = tag == "pt-BR" ? "1.235" : "1235"
        let oneAndHalf = tag == "pt-BR" ? "um quilômetro e meio" : "um quilómetro e meio"
        let twoAndHalf = tag == "pt-BR" ? "dois quilômetros e meio" : "dois quilómetros e meio"
        return [
            Case(tag: tag, meters: 0, display: "< 10 m", spoken: "menos de 10 metros"),
            Case(tag: tag, meters: 1, display: "< 10 m", spoken: "menos de 10 metros"),
            Case(tag: tag, meters: 1.5, display: "< 10 m", spoken: "menos de 10 metros"),
            Case(tag: tag, meters: 2, display: "< 10 m", spoken: "menos de 10 metros"),
            Case(tag: tag, meters: 9, display: "< 10 m", spoken: "menos de 10 metros"),
            Case(tag: tag, meters: 10, display: "10 m", spoken: "10 metros"),
            Case(tag: tag, meters: 94, display: "90 m", spoken: "90 metros"),
            Case(tag: tag, meters: 95, display: "100 m", spoken: "100 metros"),
            Case(tag: tag, meters: 949, display: "900 m", spoken: "900 metros"),
            Case(tag: tag, meters: 950, display: "1 km", spoken: "1 \(one)"),
            Case(tag: tag, meters: 999, display: "1 km", spoken: "1 \(one)"),
            Case(tag: tag, meters: 1000, display: "1 km", spoken: "1 \(one)"),
            Case(tag: tag, meters: 1500, display: "1,5 km", spoken: oneAndHalf),
            Case(tag: tag, meters: 2000, display: "2 km", spoken: "2 \(other)"),
            Case(tag: tag, meters: 2400, display: "2,5 km", spoken: twoAndHalf),
            Case(tag: tag, meters: 2999, display: "3 km", spoken: "3 \(other)"),
            Case(tag: tag, meters: 3000, display: "3 km", spoken: "3 \(other)"),
            Case(tag: tag, meters: 12_345, display: "12 km", spoken: "12 \(other)"),
            Case(
                tag: tag, meters: 1_234_567, display: "\(wholeThousands) km",
                spoken: "1235 \(other)"),
            Case(tag: tag, meters: 0.5 * mile, units: "imperial", display: "0,5 mi", spoken: "meia milha"),
            Case(
                tag: tag, meters: 0.3 * mile, units: "imperial", display: "0,25 mi",
                spoken: "um quarto de milha"),
            Case(tag: tag, meters: mile, units: "imperial", display: "1 mi", spoken: "1 milha"),
            Case(
                tag: tag, meters: 1.5 * mile, units: "imperial", display: "1,5 mi", spoken: "uma milha e meia"
            ),
            Case(tag: tag, meters: 3 * mile, units: "imperial", display: "3 mi", spoken: "3 milhas"),
            Case(tag: tag, meters: 0.1 * mile, units: "imperial", display: "500 ft", spoken: "500 pés"),
            Case(tag: tag, meters: 0.1 * mile, units: "uk", display: "200 yd", spoken: "200 jardas"),
        ]
    }

    static let cases: [Case] =
        portuguese("pt-BR", km: "quilômetro", kms: "quilômetros")
        + portuguese("pt-PT", km: "quilómetro", kms: "quilómetros") + [
            Case(tag: "en-US", meters: 0, display: "< 10 ft", spoken: "less than 10 feet"),
            Case(tag: "en-US", meters: 9 * 0.3048, display: "< 10 ft", spoken: "less than 10 feet"),
            Case(tag: "en-US", meters: 10 * 0.3048, display: "10 ft", spoken: "10 feet"),
            Case(tag: "en-US", meters: 94 * 0.3048, display: "90 ft", spoken: "90 feet"),
            Case(tag: "en-US", meters: 95 * 0.3048, display: "100 ft", spoken: "100 feet"),
            Case(tag: "en-US", meters: 0.1 * mile, display: "500 ft", spoken: "500 feet"),
            Case(tag: "en-US", meters: 0.19 * mile, display: "1,000 ft", spoken: "1000 feet"),
            Case(tag: "en-US", meters: 0.2 * mile, display: "0.25 mi", spoken: "a quarter mile"),
            Case(tag: "en-US", meters: 0.3 * mile, display: "0.25 mi", spoken: "a quarter mile"),
            Case(tag: "en-US", meters: 0.5 * mile, display: "0.5 mi", spoken: "half a mile"),
            Case(tag: "en-US", meters: 0.625 * mile, display: "0.75 mi", spoken: "three quarters of a mile"),
            Case(tag: "en-US", meters: 0.75 * mile, display: "0.75 mi", spoken: "three quarters of a mile"),
            Case(tag: "en-US", meters: 1.1 * mile, display: "1 mi", spoken: "1 mile"),
            Case(tag: "en-US", meters: mile, display: "1 mi", spoken: "1 mile"),
            Case(tag: "en-US", meters: 1.25 * mile, display: "1.5 mi", spoken: "one and a half miles"),
            Case(tag: "en-US", meters: 1.75 * mile, display: "2 mi", spoken: "2 miles"),
            Case(tag: "en-US", meters: 2 * mile, display: "2 mi", spoken: "2 miles"),
            Case(tag: "en-US", meters: 2.5 * mile, display: "3 mi", spoken: "3 miles"),
            Case(tag: "en-US", meters: 5 * mile, display: "5 mi", spoken: "5 miles"),
            Case(tag: "en-US", meters: 0, units: "metric", display: "< 10 m", spoken: "less than 10 meters"),
            Case(tag: "en-US", meters: 500, units: "metric", display: "500 m", spoken: "500 meters"),
            Case(tag: "en-US", meters: 1000, units: "metric", display: "1 km", spoken: "1 kilometer"),
            Case(
                tag: "en-US", meters: 1500, units: "metric", display: "1.5 km",
                spoken: "one and a half kilometers"),
            Case(tag: "en-US", meters: 4000, units: "metric", display: "4 km", spoken: "4 kilometers"),
            Case(tag: "en-US", meters: 0.1 * mile, units: "uk", display: "200 yd", spoken: "200 yards"),
            Case(
                tag: "en-US", meters: 9 * 0.9144, units: "uk", display: "< 10 yd",
                spoken: "less than 10 yards"),
            Case(
                tag: "en-US", meters: 1.5 * mile, units: "uk", display: "1.5 mi",
                spoken: "one and a half miles"),
        ]

    @Test(arguments: cases)
    func displayAndSpokenForms(expected: Case) throws {
        let bundle = try Bundles.load(expected.tag)
        let unitsOption = expected.units.map { " units=\($0)" } ?? ""
        let display = try Bundles.render(
            bundle, "{$d :distance\(unitsOption)}", ["d": .double(expected.meters)])
        #expect(display.text == expected.display)
        #expect(display.display == expected.display)
        #expect(display.spoken == expected.spoken)
        #expect(display.ssml == SSML.escape(expected.spoken))
        #expect(display.errors.isEmpty)
        let spoken = try Bundles.render(
            bundle, "{$d :distance style=spoken\(unitsOption)}", ["d": .double(expected.meters)])
        #expect(spoken.text == expected.spoken)
        #expect(spoken.spoken == expected.spoken)
    }

    @Test func sentencesAroundTheDistance() throws {
        let brazil = try Bundles.load("pt-BR")
        let result = try Bundles.render(brazil, "Em {$d :distance}, vire à direita", ["d": .integer(1500)])
        #expect(result.display == "Em 1,5 km, vire à direita")
        #expect(result.spoken == "Em um quilômetro e meio, vire à direita")
        let portugal = try Bundles.load("pt-PT")
        let lisbon = try Bundles.render(portugal, "A {$d :distance}, vire à direita", ["d": .decimal("1700")])
        #expect(lisbon.display == "A 1,5 km, vire à direita")
        #expect(lisbon.spoken == "A um quilómetro e meio, vire à direita")
    }

    @Test func selectsOnLessThanThenExactThenPluralCategory() throws {
        let source =
            ".input {$d :distance} .match $d lessThan {{perto}} 1.5 {{um e meio}} one {{um}} * {{outro}}"
        let brazil = try Bundles.load("pt-BR")
        let portugal = try Bundles.load("pt-PT")
        #expect(try Bundles.render(brazil, source, ["d": 5]).text == "perto")
        #expect(try Bundles.render(brazil, source, ["d": 1500]).text == "um e meio")
        #expect(try Bundles.render(brazil, source, ["d": 1000]).text == "um")
        #expect(try Bundles.render(brazil, source, ["d": 500]).text == "outro")
        #expect(try Bundles.render(portugal, source, ["d": 1000]).text == "um")
        let plural = ".input {$d :distance} .match $d one {{um}} * {{outro}}"
        #expect(try Bundles.render(brazil, plural, ["d": 2500]).text == "outro")
        #expect(try Bundles.render(brazil, plural, ["d": 1400]).text == "um")
        #expect(try Bundles.render(portugal, plural, ["d": 1400]).text == "outro")
    }

    @Test func defaultUnitsCanBeChangedPerBundle() throws {
        let brazil = try Bundles.load("pt-BR").withDefaultUnits(.imperial)
        #expect(brazil.facts.defaultUnits == .imperial)
        #expect(try Bundles.render(brazil, "{$d :distance}", ["d": .double(Self.mile)]).text == "1 mi")
        #expect(try Bundles.render(brazil, "{$d :distance units=metric}", ["d": 1000]).text == "1 km")
    }

    @Test func inheritsOptionsFromAnotherDistance() throws {
        let bundle = try Bundles.load("en-US")
        let result = try Bundles.render(
            bundle, ".local $d = {$m :distance units=metric} {{{$d :distance style=spoken}}}", ["m": 2000])
        #expect(result.text == "2 kilometers")
    }

    @Test(arguments: [
        ("{$d :distance}", ["d": MessageArgument.string("far")]),
        ("{$d :distance}", ["d": MessageArgument.integer(-3)]),
        ("{$d :distance units=parsecs}", ["d": MessageArgument.integer(3)]),
        ("{$d :distance style=loud}", ["d": MessageArgument.integer(3)]),
    ])
    func badInputFallsBack(source: String, arguments: [String: MessageArgument]) throws {
        let result = try Bundles.render(try Bundles.load("pt-BR"), source, MessageArguments(arguments))
        #expect(result.text == "{$d}")
        #expect(!result.errors.isEmpty)
    }
}
