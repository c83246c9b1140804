import Localization

/// Road and place names built from a locale's own road grammar, one per grammatical case a
/// template must handle: a feminine and a masculine head word, an abbreviated head, a plural
/// head, a road number, a name starting with an article, and a name of unknown class.
public struct SampleName: Sendable, Hashable {
    /// `feminine`, `masculine`, `abbreviated`, `ref`, ...
    public var kind: String
    /// The name as map data would give it.
    public var name: String

    /// Creates a sample.
    public init(kind: String, name: String) {
        self.kind = kind
        self.name = name
    }

    /// The proper-name part used after every head word (a word no lexicon expands).
    static let proper = "Aurora"

    /// The samples a locale's facts allow, in a fixed order; `unknown` always comes last.
    public static func samples(for facts: LocaleFacts) -> [SampleName] {
        var samples: [SampleName] = []
        let roads = facts.roads
        for gender in GrammaticalGender.allCases {
            if let type = roads.types.first(where: {
                $0.grammaticalClass == GrammaticalClass(gender) && !$0.word.contains(" ")
            }) {
                samples.append(SampleName(kind: gender.rawValue, name: "\(type.word) \(proper)"))
            }
        }
        if let type = roads.types.first(where: { !$0.abbreviations.isEmpty }),
            let abbreviation = type.abbreviations.first
        {
            samples.append(SampleName(kind: "abbreviated", name: "\(abbreviation) \(proper)"))
        }
        if let type = roads.types.first(where: { $0.grammaticalClass.number == .plural }) {
            samples.append(SampleName(kind: "plural", name: "\(type.word) \(proper)"))
        }
        for ref in roads.refs {
            if let prefix = ref.prefixes.first {
                samples.append(SampleName(kind: "ref-\(ref.grammaticalClass.key)", name: "\(prefix)-12"))
            }
        }
        if let article = roads.nameArticles.first {
            samples.append(SampleName(kind: "article", name: "\(article.word) \(proper)"))
        }
        samples.append(SampleName(kind: "unknown", name: proper))
        var seen: Set<String> = []
        var kinds: [String: Int] = [:]
        // Kinds name the cases (and their audio files): a second number pattern of one class is `-2`.
        return samples.filter { seen.insert($0.name).inserted }.map { sample in
            let count = kinds[sample.kind, default: 0] + 1
            kinds[sample.kind] = count
            return count == 1 ? sample : SampleName(kind: "\(sample.kind)-\(count)", name: sample.name)
        }
    }
}
