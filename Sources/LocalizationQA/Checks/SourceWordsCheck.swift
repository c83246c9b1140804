/// `source-words`: words of the source language left in a translation ("Vire left"), from the
/// source locale's own list of giveaway words (`qa.giveawayWords` in its facts file).
public struct SourceWordsCheck: LintCheck {
    /// The id its findings carry.
    public let id = "source-words"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource, !subject.sharesSourceLanguage else { return [] }
        let listed = subject.sourceFacts?.giveawayWords ?? []
        guard !listed.isEmpty else { return [] }
        var findings: [Finding] = []
        for entry in subject.resource.entries {
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { continue }
            for variant in analysis.variants {
                var seen: Set<String> = []
                for (position, element) in variant.pattern.elements.enumerated() {
                    guard case .text(let text) = element else { continue }
                    for (word, offset) in Words.located(text) {
                        let lowered = word.lowercased()
                        guard listed.contains(lowered), seen.insert(lowered).inserted else { continue }
                        let at = variant.elementOffset(position).map { $0 + offset } ?? variant.span?.start
                        findings.append(
                            finding(
                                subject, entry, at: at,
                                "\"\(word)\" is a word of the source language (\(subject.sourceTag)) left in the translation"
                            ))
                    }
                }
            }
        }
        return findings
    }
}
