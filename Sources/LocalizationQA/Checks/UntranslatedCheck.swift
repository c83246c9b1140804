/// `untranslated`: a message (or variant) identical to the source where the locale's language
/// differs. Text with no word of four letters or more (unit symbols, `{$n} min`) is exempt, and
/// an entry can say `@allow untranslated` when the sameness is right (a name). Unit words
/// (`[unit.*]`) are left out: they are often loanwords shared with the source ("yard", "mile"),
/// and the common English ones are caught by `source-words`.
public struct UntranslatedCheck: LintCheck {
    /// The id its findings carry.
    public let id = "untranslated"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource, !subject.sharesSourceLanguage else { return [] }
        var findings: [Finding] = []
        for (analysis, source) in subject.translatedPairs() where !analysis.entry.key.hasPrefix("unit.") {
            guard let source else { continue }
            if analysis.entry.source == source.entry.source {
                let words = analysis.variants.map(\.literalText).joined(separator: " ")
                if Self.hasWords(words) {
                    findings.append(
                        finding(
                            subject, analysis.entry, at: nil, "identical to the source \(subject.sourceTag)"))
                }
                continue
            }
            for variant in analysis.variants {
                guard let sourceVariant = source.variant(keys: variant.keys),
                    variant.signature == sourceVariant.signature,
                    Self.hasWords(variant.literalText)
                else { continue }
                findings.append(
                    finding(
                        subject, analysis.entry, at: variant.span?.start,
                        "\(variant.label) is identical to the source: \"\(variant.shape)\""))
            }
        }
        return findings
    }

    /// Whether text has a word of four or more letters (not a symbol or an abbreviation).
    static func hasWords(_ text: String) -> Bool {
        Words.split(text).contains { $0.count >= 4 }
    }
}
