import Localization
import MessageFormat
import Testing

/// Screens and voice round apart (docs/guidance.md, "Rounding: screens and voice apart"): the
/// screen shows finer steps, the voice the nearest natural amount. Each case renders one
/// distance in one locale both ways and asserts the words.
@Suite struct ScreenAndVoiceRoundingTests {
    struct Case: Sendable, CustomStringConvertible {
        var tag: String
        var meters: Double
        var screen: String
        var voice: String
        var spoken: String
        var description: String { "\(tag) \(meters) m" }
    }

    static let mile = 1609.344

    /// The words a metric locale says for 100 m, 1 km, 2.5 km and 10 km.
    struct MetricWords: Sendable {
        var tag: String
        var hundredMeters: String
        var oneKilometer: String
        var twoAndAHalf: String
        var tenKilometers: String
    }

    static let metricWords: [MetricWords] = [
        MetricWords(
            tag: "pt-BR", hundredMeters: "100 metros", oneKilometer: "1 quilômetro",
            twoAndAHalf: "dois quilômetros e meio", tenKilometers: "10 quilômetros"),
        MetricWords(
            tag: "pt-PT", hundredMeters: "100 metros", oneKilometer: "1 quilómetro",
            twoAndAHalf: "dois quilómetros e meio", tenKilometers: "10 quilómetros"),
        MetricWords(
            tag: "es-ES", hundredMeters: "100 metros", oneKilometer: "un kilómetro",
            twoAndAHalf: "dos kilómetros y medio", tenKilometers: "10 kilómetros"),
        MetricWords(
            tag: "fr-FR", hundredMeters: "100 mètres", oneKilometer: "un kilomètre",
            twoAndAHalf: "deux kilomètres et demi", tenKilometers: "10 kilomètres"),
        MetricWords(
            tag: "de-DE", hundredMeters: "100 Metern", oneKilometer: "einem Kilometer",
            twoAndAHalf: "zweieinhalb Kilometern", tenKilometers: "10 Kilometern"),
    ]

    /// The metric edges: 149 m, 1.2 km, 2.3 km, 9.96 km, and the screen bands' starts.
    static func metric(_ words: MetricWords) -> [Case] {
        let tag = words.tag
        return [
            Case(tag: tag, meters: 149, screen: "150 m", voice: "100 m", spoken: words.hundredMeters),
            Case(
                tag: tag, meters: 94, screen: "90 m", voice: "90 m",
                spoken: "90 " + words.hundredMeters.dropFirst(4)),
            Case(tag: tag, meters: 95, screen: "100 m", voice: "100 m", spoken: words.hundredMeters),
            Case(tag: tag, meters: 126, screen: "150 m", voice: "100 m", spoken: words.hundredMeters),
            Case(
                tag: tag, meters: 176, screen: "200 m", voice: "200 m",
                spoken: "200 " + words.hundredMeters.dropFirst(4)),
            Case(
                tag: tag, meters: 949, screen: "950 m", voice: "900 m",
                spoken: "900 " + words.hundredMeters.dropFirst(4)),
            Case(tag: tag, meters: 950, screen: "1 km", voice: "1 km", spoken: words.oneKilometer),
            Case(tag: tag, meters: 1200, screen: "1,2 km", voice: "1 km", spoken: words.oneKilometer),
            Case(tag: tag, meters: 2300, screen: "2,3 km", voice: "2,5 km", spoken: words.twoAndAHalf),
            Case(tag: tag, meters: 9940, screen: "9,9 km", voice: "10 km", spoken: words.tenKilometers),
            Case(tag: tag, meters: 9960, screen: "10 km", voice: "10 km", spoken: words.tenKilometers),
        ]
    }

    /// The imperial edges in both English locales: 0.63 mi and 0.75 mi are three quarters
    /// of a mile to the ear (never half a mile, never one mile), finer on screens.
    static func miles(_ tag: String, short: String, oneMile: String) -> [Case] {
        [
            Case(
                tag: tag, meters: 0.63 * mile, screen: "0.6 mi", voice: "0.75 mi",
                spoken: "three quarters of a mile"),
            Case(
                tag: tag, meters: 0.751 * mile, screen: "0.8 mi", voice: "0.75 mi",
                spoken: "three quarters of a mile"),
            Case(
                tag: tag, meters: 0.87 * mile, screen: "0.9 mi", voice: "0.75 mi",
                spoken: "three quarters of a mile"),
            Case(tag: tag, meters: 0.9 * mile, screen: "0.9 mi", voice: "1 mi", spoken: oneMile),
            Case(
                tag: tag, meters: 2300, screen: "1.4 mi", voice: "1.5 mi", spoken: "one and a half miles"),
            Case(tag: tag, meters: 9.94 * mile, screen: "9.9 mi", voice: "10 mi", spoken: "10 miles"),
            Case(tag: tag, meters: 9.96 * mile, screen: "10 mi", voice: "10 mi", spoken: "10 miles"),
            Case(tag: tag, meters: 0.3 * mile, screen: "0.3 mi", voice: "0.25 mi", spoken: short),
        ]
    }

    static let cases: [Case] =
        metricWords.flatMap(metric)
        + miles("en-US", short: "a quarter mile", oneMile: "1 mile")
        + miles("en-GB", short: "a quarter of a mile", oneMile: "one mile") + [
            Case(tag: "en-US", meters: 149, screen: "500 ft", voice: "500 ft", spoken: "500 feet"),
            Case(tag: "en-US", meters: 50, screen: "150 ft", voice: "200 ft", spoken: "200 feet"),
            Case(tag: "en-GB", meters: 149, screen: "150 yd", voice: "200 yd", spoken: "200 yards"),
            Case(tag: "en-GB", meters: 0.1 * mile, screen: "0.1 mi", voice: "200 yd", spoken: "200 yards"),
        ]

    @Test(arguments: cases)
    func screensAndVoiceRoundApart(expected: Case) throws {
        let bundle = try Bundles.load(expected.tag)
        let arguments: MessageArguments = ["d": .double(expected.meters)]
        let screen = try Bundles.render(bundle, "{$d :distance rounding=screen}", arguments)
        #expect(screen.display == expected.screen)
        #expect(screen.errors.isEmpty)
        let voice = try Bundles.render(bundle, "{$d :distance}", arguments)
        #expect(voice.display == expected.voice)
        #expect(voice.spoken == expected.spoken)
        let explicit = try Bundles.render(bundle, "{$d :distance rounding=voice style=spoken}", arguments)
        #expect(explicit.display == expected.spoken)
    }

    /// Every shipped voice table says each distance as the nearest amount it says in that unit,
    /// and never farther from it than half the step of its band ("never farther than half a
    /// step"): 0.75 mi is not rounded up to a mile.
    @Test(arguments: [
        "en-US", "en-GB", "pt-BR", "pt-PT", "es-ES", "fr-FR", "de-DE", "pl-PL", "ru-RU", "uk-UA", "tr-TR",
        "es-419", "it-IT", "nl-NL", "sv-SE", "da-DK", "nb-NO", "ca-ES", "id-ID",
        "cs-CZ", "sk-SK", "ro-RO", "vi-VN", "el-GR", "ko-KR", "fi-FI", "hu-HU",
    ])
    func theVoiceSaysTheNearestNaturalAmount(tag: String) throws {
        let facts = try TestData.facts(tag)
        for system in UnitSystem.allCases {
            let table = try #require(facts.rounding[system])
            var samples: [Double] = []
            var meters = 10.0
            while meters < 40_000 {
                samples.append(meters)
                meters *= 1.004
            }
            let said = samples.map { table.round(meters: $0) }
            var amounts: [DistanceUnit: Set<Double>] = [:]
            for rounded in said where !rounded.isBelowMinimum {
                amounts[rounded.unit, default: []].insert(rounded.value)
            }
            for (distance, rounded) in zip(samples, said) where !rounded.isBelowMinimum {
                let amount = distance / rounded.unit.meters
                let error = abs(rounded.value - amount)
                let nearest = (amounts[rounded.unit] ?? []).map { abs($0 - amount) }.min() ?? error
                let label = "\(tag) \(system): \(distance) m said as \(rounded.numberLiteral) \(rounded.unit)"
                #expect(error <= nearest + 1e-9, "\(label)")
                let band = table.bands.first { distance / $0.unit.meters + 1e-9 >= $0.from }
                #expect(error <= (band?.step ?? 0) / 2 + 1e-9, "\(label)")
            }
        }
    }

    /// A locale without `screenRounding` rounds screens as its voice.
    @Test func screensFallBackToTheVoiceTables() throws {
        let text = try TestData.facts("pt-BR")
        #expect(text.screenRounding != text.rounding)
        var facts = text
        facts = LocaleFacts(
            tag: facts.tag, name: facts.name, script: facts.script, serves: facts.serves,
            fallback: facts.fallback, voice: facts.voice, number: facts.number,
            defaultUnits: facts.defaultUnits, rounding: facts.rounding, ordinals: facts.ordinals,
            roads: facts.roads, spoken: facts.spoken)
        #expect(facts.screenRounding == facts.rounding)
    }
}
