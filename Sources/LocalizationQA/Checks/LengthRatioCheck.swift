import Foundation

/// `length-ratio`: a variant far longer or shorter than the source's (each placeholder counted
/// as eight characters, the length of a short name):
/// too long for a screen line or a prompt's time budget, or missing half the sentence.
public struct LengthRatioCheck: LintCheck {
    /// The id its findings carry.
    public let id = "length-ratio"
    /// How much its findings matter.
    public let severity = Severity.warning

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
        return subject.variantPairs().compactMap { analysis, variant, sourceVariant in
            let sourceLength = Self.length(sourceVariant.shape)
            guard sourceLength >= minimumSourceLength else { return nil }
            let ratio = Double(Self.length(variant.shape)) / Double(sourceLength)
            guard ratio > maximum || ratio < minimum else { return nil }
            let shown = (ratio * 10).rounded() / 10
            return finding(
                subject, analysis.entry, at: variant.span?.start,
                "\(variant.label) is \(shown)× the source's length")
        }
    }

    /// The length of a shape (`{}` per placeholder) with each placeholder counted as 8 and each
    /// wide character (Chinese, Japanese, Korean) as 3: one carries about as much as a short
    /// English word, so "直行" (2) stands beside "continue straight" (17).
    static func length(_ shape: String) -> Int {
        let trimmed = shape.trimmingCharacters(in: .whitespaces)
        let placeholders = trimmed.components(separatedBy: "{}").count - 1
        let wide = trimmed.unicodeScalars.filter(isWide).count
        return trimmed.count + 2 * wide - 2 * placeholders + 8 * placeholders
    }

    /// Whether a scalar is an East Asian wide character: CJK ideographs, kana, hangul and the
    /// full-width forms.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
