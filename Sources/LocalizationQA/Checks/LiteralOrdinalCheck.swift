/// `literal-ordinal`: an ordinal suffix (from the locale's `ordinals.suffixes`) written after a
/// number that should go through `:ordinal` ("{$exit}ª"), which picks the suffix by gender and
/// category and speaks the word.
public struct LiteralOrdinalCheck: LintCheck {
    /// The id its findings carry.
    public let id = "literal-ordinal"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let ordinals = subject.facts?.ordinals else { return [] }
        let suffixes = Set(ordinals.suffixes.values.flatMap(\.values)).filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        var findings: [Finding] = []
        for (analysis, source) in subject.translatedPairs() {
            for neighbour in PlaceholderNeighbour.all(in: analysis, source: source)
            where neighbour.role == "ordinal" {
                guard let (text, offset) = neighbour.after else { continue }
                for suffix in suffixes where text.hasPrefix(suffix) {
                    let hasLetters = suffix.unicodeScalars.contains { $0.properties.isAlphabetic }
                    let rest = text.dropFirst(suffix.count)
                    if !hasLetters, !(rest.first?.isWhitespace == true && rest.contains(where: \.isLetter)) {
                        continue
                    }
                    findings.append(
                        finding(
                            subject, analysis.entry, at: offset ?? neighbour.offset,
                            "\"\(suffix)\" written after {$\(neighbour.variable ?? "")}: use :ordinal, which "
                                + "picks the suffix and speaks the word"))
                    break
                }
            }
        }
        return findings
    }
}
