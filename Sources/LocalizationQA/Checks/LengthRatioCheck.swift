import Foundation

/// `length-ratio`: a variant far longer or shorter than the source's (each placeholder counted
/// as eight characters, the length of a short name):
/// too long for a screen line or a prompt's time budget, or missing half the sentence.
public struct LengthRatioCheck: LintCheck {
    /// The id its findings carry.
    public let id = "length-ratio"
    /// How much its findings matter.
    public let severity = Severity.warning
    /// What it looks for.
    public let summary = "a variant more than 3 times as long as the source, or less than a third"

    /// Longest accepted ratio of translated to source text length.
    public var maximum = 3.0
    /// Shortest accepted ratio.
    public var minimum = 1.0 / 3
    /// Source texts shorter than this are not compared (symbols, single words).
    public var minimumSourceLength = 12

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard !subject.isSource else { return [] }
        var findings: [Finding] = []
        for (analysis, variant, sourceVariant) in subject.variantPairs() {
            let sourceLength = Self.length(sourceVariant.shape)
            guard sourceLength >= minimumSourceLength else { continue }
            let ratio = Double(Self.length(variant.shape)) / Double(sourceLength)
            guard ratio > maximum || ratio < minimum else { continue }
            let shown = (ratio * 10).rounded() / 10
            findings.append(
                finding(
                    subject, analysis.entry, at: variant.span?.start,
                    "\(variant.label) is \(shown)× the source's length"))
        }
        return findings
    }

    /// The length of a shape (`{}` per placeholder) with each placeholder counted as 8.
    static func length(_ shape: String) -> Int {
        let trimmed = shape.trimmingCharacters(in: .whitespaces)
        let placeholders = trimmed.components(separatedBy: "{}").count - 1
        return trimmed.count - 2 * placeholders + 8 * placeholders
    }
}
