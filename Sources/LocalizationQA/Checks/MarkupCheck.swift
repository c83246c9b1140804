import MessageFormat

/// `markup`: markup is balanced within each pattern (`{#emphasis}` … `{/emphasis}`) and every
/// name is one the renderer maps to SSML (others are dropped from the speech).
public struct MarkupCheck: LintCheck {
    /// The id its findings carry.
    public let id = "markup"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = []
        let contract = subject.contract
        let probed = !contract.mappedMarkup.isEmpty || !contract.unmappedMarkup.isEmpty
        for entry in subject.resource.entries {
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { continue }
            for variant in analysis.variants {
                var open: [MessageMarkup] = []
                for element in variant.pattern.elements {
                    guard case .markup(let markup) = element else { continue }
                    if probed, !contract.mappedMarkup.contains(markup.name) {
                        let known = contract.mappedMarkup.sorted().joined(separator: ", ")
                        findings.append(
                            finding(
                                subject, entry, at: markup.offset,
                                "markup \(markup.name) has no SSML mapping (the renderer maps: \(known))"))
                    }
                    switch markup.kind {
                    case .open: open.append(markup)
                    case .standalone: continue
                    case .close:
                        if let last = open.last, last.name == markup.name {
                            open.removeLast()
                        } else {
                            let expected = open.last.map { "; {/\($0.name)} expected" } ?? ""
                            findings.append(
                                finding(
                                    subject, entry, at: markup.offset,
                                    "{/\(markup.name)} closes nothing open\(expected)"))
                        }
                    }
                }
                for markup in open {
                    findings.append(
                        finding(
                            subject, entry, at: markup.offset,
                            "{#\(markup.name)} is never closed in its pattern"))
                }
            }
        }
        return findings
    }
}
