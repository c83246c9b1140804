/// `literal-article`: an article or a contracted preposition (from the locale's road grammar:
/// `roads.articles` and the class forms of `roads.prepositions`) written before a name that
/// goes through `:road`, which then gets a second or a wrong article ("na a Rua", "na Largo").
/// Use `prep=` and `article=` instead.
public struct LiteralArticleCheck: LintCheck {
    /// The id its findings carry.
    public let id = "literal-article"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let roads = subject.facts?.roads else { return [] }
        var forms = Set(roads.articles.values)
        for table in roads.prepositions.values {
            for (key, form) in table where key != "none" { forms.insert(form) }
        }
        let lowered = forms.map { $0.lowercased() }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        var findings: [Finding] = []
        for (analysis, source) in subject.translatedPairs() {
            for neighbour in PlaceholderNeighbour.all(in: analysis, source: source)
            where neighbour.role == "road" {
                guard let (text, offset) = neighbour.before else { continue }
                for form in lowered {
                    guard let start = Self.trailingForm(form, in: text) else { continue }
                    findings.append(
                        finding(
                            subject, analysis.entry, at: offset.map { $0 + start } ?? neighbour.offset,
                            "\"\(form)\" written before {$\(neighbour.variable ?? "")}: the article comes from "
                                + ":road (use prep= or article=)"))
                    break
                }
            }
        }
        return findings
    }

    /// The scalar offset where `form` ends `text` as a whole word (spaces after it allowed,
    /// none after a form ending in an apostrophe).
    static func trailingForm(_ form: String, in text: String) -> Int? {
        var body = text.lowercased()
        if !form.hasSuffix("'") {
            guard body.last?.isWhitespace == true else { return nil }
            while body.last?.isWhitespace == true { body.removeLast() }
        }
        guard body.hasSuffix(form) else { return nil }
        let head = body.dropLast(form.count)
        if let previous = head.last, previous.isLetter { return nil }
        return head.unicodeScalars.count
    }
}
