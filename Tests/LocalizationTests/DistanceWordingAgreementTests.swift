import Localization
import MessageFormat
import Testing

/// `:distance` words a distance through fast paths (messages indexed by unit, the number literal
/// written once, the decimal point replaced without splitting, the plural rules looked up once):
/// these tests keep it equal to the general way (messages looked up by id, the literal split
/// and regrouped, the rules looked up per call) in every shipped locale, for every unit system,
/// both roundings and amounts from every band of every table.
@Suite struct DistanceWordingAgreementTests {
    /// Distances that reach every band of every shipped table: each band's edges and many
    /// amounts inside it, up to and past the largest distance rounded as itself.
    static func distances(in table: RoundingTable) -> [Double] {
        var meters: [Double] = [0, 0.4, 1, 5, 9.99, 1e12]
        for band in table.bands {
            let start = band.from * band.unit.meters
            for offset in [-1.0, -1e-6, 0, 1e-6, 1] { meters.append(max(0, start + offset)) }
            for index in 0..<60 {
                meters.append(start + Double(index) * band.step * band.unit.meters * 0.37)
                meters.append(start * Double(index + 1) * 1.9)
            }
        }
        meters.append(table.below * table.belowUnit.meters)
        meters.append(RoundingTable.largestMeters)
        return meters
    }

    /// The wording as the locale's `[unit.*]` messages give it, each looked up and compiled by
    /// its id and formatted with the literal localized the general way.
    static func generalWording(
        _ rounded: RoundedDistance, style: UnitMessages.Style, bundle: LocaleBundle,
        compiled: [String: CompiledMessage]
    ) throws -> String {
        let literal = NumberText.literal(rounded.value, fractionDigits: rounded.fractionDigits)
        var symbols = bundle.facts.number
        if style == .spoken { symbols.group = "" }
        func message(_ name: String) throws -> CompiledMessage {
            let id = "unit.\(style.rawValue).\(name)"
            return try #require(compiled[id], "\(bundle.tag): no \(id)")
        }
        let phrase = try message(rounded.unit.rawValue).format([
            "count": .decimal(literal),
            "number": .string(NumberText.generalLocalized(literal, symbols: symbols)),
        ])
        guard rounded.isBelowMinimum else { return phrase }
        return try message("lessThan").format(["distance": .string(phrase), "count": .decimal(literal)])
    }

    @Test(arguments: try TestData.catalog().shippedTags)
    func distanceAgreesWithTheGeneralWording(tag: String) throws {
        let bundle = try Bundles.load(tag)
        let rules = PluralRules.rules(for: bundle.tag, type: .cardinal)
        var compiled: [String: CompiledMessage] = [:]
        for id in UnitMessages.requiredIDs {
            let entry = try #require(bundle.message(id), "\(tag): no \(id)")
            compiled[id] = try CompiledMessage(entry.source, locale: bundle.tag, bidiIsolation: .none)
        }
        var checked = 0
        for system in UnitSystem.allCases {
            for purpose in RoundingPurpose.allCases {
                guard let table = bundle.facts.roundingTable(system, for: purpose) else { continue }
                let source = "{$m :distance units=\(system.rawValue) rounding=\(purpose.rawValue)}"
                let message = try bundle.compile(source)
                var seen = Set<RoundedDistance>()
                for meters in Self.distances(in: table) {
                    let rounded = table.round(meters: meters)
                    guard seen.insert(rounded).inserted else { continue }
                    var errors: [MessageError] = []
                    let parts = message.formatToParts(["m": .double(meters)], errors: &errors)
                    #expect(errors.isEmpty, "\(tag) \(source) \(meters): \(errors)")
                    let value = try #require(
                        parts.lazy.compactMap { part -> DistanceValue? in
                            if case .expression(let expression) = part {
                                return expression.value as? DistanceValue
                            }
                            return nil
                        }.first)
                    let label = "\(tag) \(system) \(purpose) \(meters) m"
                    let literal = NumberText.literal(rounded.value, fractionDigits: rounded.fractionDigits)
                    #expect(value.stringValue == literal, "\(label)")
                    #expect(
                        value.symbolText
                            == (try Self.generalWording(
                                rounded, style: .display, bundle: bundle, compiled: compiled)),
                        "\(label)"
                    )
                    #expect(
                        value.wordText
                            == (try Self.generalWording(
                                rounded, style: .spoken, bundle: bundle, compiled: compiled)),
                        "\(label)")
                    #expect(value.pluralCategory == rules.category(for: literal).rawValue, "\(label)")
                    let (display, displayErrors) = bundle.units.format(
                        rounded, style: .display, symbols: bundle.facts.number)
                    #expect(display == value.symbolText && displayErrors.isEmpty, "\(label)")
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "\(tag): only \(checked) rounded amounts")
    }

    /// Literals of every shape, for the localizing fast path against the general one.
    static let literals: [String] = {
        var literals = [
            "", ".", "0", "5", "10", "100", "999", "1000", "1234", "12345", "123456", "1234567.25",
            "0.25", "1.5", "999.5", "1000.5", "-1", "-0.5", "-1234.5", "1.2.3", "..5", "12\r\n",
            "1\u{301}.5", "١٢٣٤", "1.\u{301}5", "abc", "12a34", "0001", "1e6",
        ]
        for digits in 1...9 {
            let integer = String(repeating: "7", count: digits)
            literals += [integer, integer + ".5", integer + ".25", "-" + integer]
        }
        return literals
    }()

    @Test(arguments: try TestData.catalog().shippedTags)
    func localizedLiteralsAgree(tag: String) throws {
        let facts = try TestData.facts(tag)
        var symbolSets = [facts.number]
        for minimum in 1...3 {
            var symbols = facts.number
            symbols.minimumGroupingDigits = minimum
            symbolSets.append(symbols)
        }
        for symbols in symbolSets {
            var ungrouped = symbols
            ungrouped.group = ""
            for literal in Self.literals {
                #expect(
                    NumberText.localized(literal, symbols: symbols)
                        == NumberText.generalLocalized(literal, symbols: symbols), "\(tag) \(literal)")
                #expect(
                    NumberText.localized(literal, symbols: symbols, grouping: false)
                        == NumberText.generalLocalized(literal, symbols: ungrouped), "\(tag) \(literal)")
            }
        }
    }
}
