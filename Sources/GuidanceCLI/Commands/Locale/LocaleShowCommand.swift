import Arguments
import Localization
import LocalizationQA

/// `guidance locale show TAG`: what a locale's data says, after negotiation.
struct LocaleShowCommand: CLICommand {
    let spec = CommandSpec(
        path: "guidance locale show",
        abstract: "Show the facts of the locale serving a tag.",
        options: [CommonOptions.data],
        positionals: [PositionalSpec("TAG", help: "A locale tag such as pt-BR, pt_PT or pt-AO.")]
    )

    func run(_ arguments: ParsedArguments, context: CommandContext) async throws -> ExitCode {
        let bundle = try LocaleCommandSupport.bundle(arguments.positionals[0], arguments, context: context)
        let facts = bundle.facts
        let out = context.stdout
        out.line("locale: \(facts.tag)")
        out.line("requested: \(bundle.requestedTag)")
        out.line("name: \(facts.name)")
        out.line("script: \(facts.script)")
        out.line("voice: \(facts.voice)")
        out.line("serves: \(Self.list(facts.serves))")
        out.line("fallback: \(Self.list(facts.fallback))")
        out.line("templates: \(bundle.resources.map(\.file).joined(separator: ", "))")
        let symbols = facts.number
        out.line(
            "number: decimal \(Self.visible(symbols.decimal)), group \(Self.visible(symbols.group)), "
                + "minimum grouping digits \(symbols.minimumGroupingDigits)")
        out.line("units: \(facts.defaultUnits.rawValue)")
        for (purpose, label) in [(RoundingPurpose.voice, "rounding"), (.screen, "screen rounding")] {
            for system in UnitSystem.allCases {
                guard let table = facts.roundingTable(system, for: purpose) else { continue }
                let bands = table.bands.map {
                    "from \($0.from.plainText) \($0.unit.rawValue) by \($0.step.plainText)"
                }
                out.line(
                    "\(label) \(system.rawValue): \(bands.joined(separator: "; ")); "
                        + "below: less than \(table.below.plainText) \(table.belowUnit.rawValue)")
            }
        }
        let ordinals = facts.ordinals
        for key in ordinals.suffixes.keys.sorted() {
            let suffixes = (ordinals.suffixes[key] ?? [:]).sorted { $0.key < $1.key }.map {
                "\($0.key) \"\($0.value)\""
            }
            out.line(
                "ordinals \(key): suffix \(suffixes.joined(separator: ", ")); "
                    + "words 1-\(ordinals.words[key]?.count ?? 0)")
        }
        out.line("ordinals default gender: \(ordinals.defaultGender)")
        for name in facts.roads.prepositions.keys.sorted() {
            let forms = (facts.roads.prepositions[name] ?? [:]).sorted { $0.key < $1.key }
            out.line(
                "preposition \(name): \(forms.map { "\($0.key) \"\($0.value)\"" }.joined(separator: ", "))")
        }
        out.line(
            "road types: \(facts.roads.types.count); refs: \(facts.roads.refs.flatMap(\.prefixes).count) prefixes"
        )
        out.line("spoken lexicon: \(facts.spoken.entries.count) entries")
        return .ok
    }

    private static func list(_ tags: [String]) -> String {
        tags.isEmpty ? "(none)" : tags.joined(separator: ", ")
    }

    /// A symbol in quotes, with invisible characters such as U+00A0 named.
    private static func visible(_ symbol: String) -> String {
        let named = symbol.unicodeScalars.map { scalar in
            scalar.isASCII && scalar.value > 0x20
                ? String(scalar) : "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(4, "0")
        }
        return "\"" + named.joined() + "\""
    }
}
