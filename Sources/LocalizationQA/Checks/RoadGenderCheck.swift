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
        let keys = roads.prepositions.values.reduce(into: Set(roads.articles.keys)) { $0.formUnion($1.keys) }
        let genders = keys.filter { $0 != "none" && $0 != "elided" }.map { String($0.prefix { $0 != "." }) }
        let gendered = Set(genders)
        guard !gendered.isEmpty else { return [] }
        let known = gendered.sorted().joined(separator: ", ")
        // What each entry is called in its finding, and the word its line is found by.
        let entries: [(gender: String, word: String, name: String)] =
            roads.types.map { ($0.grammaticalClass.gender.rawValue, $0.word, "roads.types \"\($0.word)\"") }
            + roads.refs.map { ref in
                let first = ref.prefixes.first ?? ""
                return (ref.grammaticalClass.gender.rawValue, first, "roads.refs \(first)…")
            }
            + roads.nameArticles.map {
                ($0.grammaticalClass.gender.rawValue, $0.word, "roads.nameArticles \"\($0.word)\"")
            }
        return entries.filter { !gendered.contains($0.gender) }.map { entry in
            subject.factsFinding(
                id, severity, near: "\"\(entry.word)\"",
                "\(entry.name) has no gender of this grammar (\(known))")
        }
    }
}
