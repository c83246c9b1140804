/// `literal-unit`: a unit word or symbol (taken from the locale's own `[unit.display]` and
/// `[unit.spoken]` messages) written after a distance, which `:distance` already phrases with
/// its unit ("200 m metros").
public struct LiteralUnitCheck: LintCheck {
    /// The id its findings carry.
    public let id = "literal-unit"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var units: Set<String> = []
        for entry in subject.resource.entries where entry.key.hasPrefix("unit.") {
            guard let analysis = subject.analysis(entry.key) else { continue }
            for variant in analysis.variants
            where variant.placeholders(resolving: analysis.locals).contains("number") {
                for word in Words.located(variant.literalText) { units.insert(word.word.lowercased()) }
            }
        }
        guard !units.isEmpty else { return [] }
        var findings: [Finding] = []
        for (analysis, source) in subject.translatedPairs() where !analysis.entry.key.hasPrefix("unit.") {
            for neighbour in PlaceholderNeighbour.all(in: analysis, source: source)
            where neighbour.role == "distance" {
                guard let (text, offset) = neighbour.after, let first = Words.located(text).first,
                    text.unicodeScalars.prefix(first.offset).allSatisfy({ $0.properties.isWhitespace }),
                    units.contains(first.word.lowercased())
                else { continue }
                findings.append(
                    finding(
                        subject, analysis.entry, at: offset.map { $0 + first.offset } ?? neighbour.offset,
                        "\"\(first.word)\" written after a distance: :distance already says the unit"))
            }
        }
        return findings
    }
}
