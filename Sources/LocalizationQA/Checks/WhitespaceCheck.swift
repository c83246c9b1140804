/// `whitespace`: a pattern that starts or ends with whitespace, or doubled whitespace inside
/// its text: heard as nothing, seen as a misaligned line on a screen.
public struct WhitespaceCheck: LintCheck {
    /// The id its findings carry.
    public let id = "whitespace"
    /// How much its findings matter.
    public let severity = Severity.warning

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        var findings: [Finding] = []
        for entry in subject.resource.entries {
            guard let analysis = subject.analysis(entry.key), analysis.model != nil else { continue }
            for variant in analysis.variants {
                let elements = variant.pattern.elements
                for (position, element) in elements.enumerated() {
                    guard case .text(let text) = element else { continue }
                    let base = variant.elementOffset(position) ?? variant.span?.start
                    if position == 0, let first = text.unicodeScalars.first, first.properties.isWhitespace {
                        findings.append(
                            finding(subject, entry, at: base, "\(variant.label) starts with whitespace"))
                    }
                    if position == elements.count - 1, let last = text.unicodeScalars.last,
                        last.properties.isWhitespace
                    {
                        let end = base.map { $0 + text.unicodeScalars.count - 1 }
                        findings.append(
                            finding(subject, entry, at: end, "\(variant.label) ends with whitespace"))
                    }
                    if let doubled = Self.doubledWhitespace(in: text) {
                        findings.append(
                            finding(
                                subject, entry, at: base.map { $0 + doubled },
                                "\(variant.label) has doubled whitespace"))
                    }
                }
            }
        }
        return findings
    }

    /// The scalar offset of the first of two adjacent whitespace characters.
    static func doubledWhitespace(in text: String) -> Int? {
        var previous = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let isSpace = scalar.properties.isWhitespace
            if isSpace && previous { return offset - 1 }
            previous = isSpace
        }
        return nil
    }
}
