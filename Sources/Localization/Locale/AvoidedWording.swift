import Foundation

/// A wording a locale's reviewers ruled out (`qa.avoid` in the locale file): a regular expression
/// that no rendered text may match, with the reason and the better wording. `guidance qa lint`
/// renders the review matrix and reports every match, so a defect once fixed cannot come back
/// (pt-PT "saia na 2.ª saída" is redundant; German "Erreichen Sie Ihr Ziel" alone reads as a
/// question).
public struct AvoidedWording: Sendable, Hashable {
    /// Which form of the rendered text is searched.
    public enum Form: String, Sendable, Hashable, CaseIterable {
        /// What screens show.
        case display
        /// What is spoken.
        case spoken
        /// Both.
        case both
    }

    /// The regular expression (ICU syntax, as `NSRegularExpression` reads it).
    public var pattern: String
    /// Where to search.
    public var form: Form
    /// Why it is wrong and what to say instead.
    public var reason: String

    /// Creates a rule; nil when the pattern is not a valid regular expression.
    public init?(pattern: String, form: Form, reason: String) {
        guard (try? NSRegularExpression(pattern: pattern)) != nil else { return nil }
        self.pattern = pattern
        self.form = form
        self.reason = reason
    }

    /// The first match in `text`, or nil.
    public func firstMatch(in text: String) -> String? {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: range),
            let found = Range(match.range, in: text)
        else { return nil }
        return String(text[found])
    }
}
