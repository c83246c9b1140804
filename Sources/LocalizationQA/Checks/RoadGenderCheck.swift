import Localization

/// `road-gender`: a head word, road-number pattern or name article whose gender is none of the
/// genders the locale's articles and contractions are written for (pt has feminine and
/// masculine forms only, so a `neuter` entry there has no gender the grammar knows): names
/// starting with it get no article or a wrong one.
public struct RoadGenderCheck: LintCheck {
    /// The id its findings carry.
    public let id = "road-gender"
    /// How much its findings matter.
    public let severity = Severity.error

    /// Creates the check.
    public init() {}

    /// The findings for one locale.
    public func findings(in subject: LintSubject) -> [Finding] {
        guard let roads = subject.facts?.roads else { return [] }
        var keys = Set(roads.articles.keys)
        for table in roads.prepositions.values { keys.formUnion(table.keys) }
        let genders = keys.filter { $0 != "none" && $0 != "elided" }.map { String($0.prefix { $0 != "." }) }
        let gendered = Set(genders)
        guard !gendered.isEmpty else { return [] }
        let known = gendered.sorted().joined(separator: ", ")
        var findings: [Finding] = []
        for type in roads.types where !gendered.contains(type.grammaticalClass.gender.rawValue) {
            findings.append(
                subject.factsFinding(
                    id, severity, near: "\"\(type.word)\"",
                    "roads.types \"\(type.word)\" has no gender of this grammar (\(known))"))
        }
        for ref in roads.refs where !gendered.contains(ref.grammaticalClass.gender.rawValue) {
            let first = ref.prefixes.first ?? ""
            findings.append(
                subject.factsFinding(
                    id, severity, near: "\"\(first)\"",
                    "roads.refs \(first)… has no gender of this grammar (\(known))"))
        }
        for article in roads.nameArticles where !gendered.contains(article.grammaticalClass.gender.rawValue) {
            findings.append(
                subject.factsFinding(
                    id, severity, near: "\"\(article.word)\"",
                    "roads.nameArticles \"\(article.word)\" has no gender of this grammar (\(known))"))
        }
        return findings
    }
}
