import Localization
import MessageFormat

/// What the language checks compare between locales: the words a locale's messages say and the
/// text of each message. Pure data from the templates; no word list of any language.
public struct LanguageProfile: Sendable, Hashable {
    /// The locale's tag.
    public var tag: String
    /// Its language subtag (`pt` for pt-BR).
    public var language: String
    /// The distinct words (three letters or more, lower-cased) of its messages' text, without
    /// placeholders, options or variant keys.
    public var words: Set<String>
    /// Each message's text as a signature of its variants (text, placeholders and markup), for
    /// telling a message copied word for word.
    public var texts: [String: String]
    /// Every word of three letters or more of its messages' text, lower-cased, as often as it is
    /// written (shorter ones, "a", "de", "la", are words of too many languages).
    public var tokens: [String]
    /// The messages whose text says a word of four letters or more: the ones worth comparing
    /// (`{$n} min` is the same in many languages).
    public var worded: Set<String>

    /// The shortest word counted: shorter ones ("a", "de", "la") are shared by many languages.
    public static let minimumWordLength = 3

    /// Reads the profile of a locale's messages.
    public init(tag: String, resource: MessageResource) {
        self.tag = tag
        language = LanguageTag(tag)?.language ?? tag.lowercased()
        var words: Set<String> = []
        var texts: [String: String] = [:]
        var worded: Set<String> = []
        var tokens: [String] = []
        for entry in resource.entries {
            let analysis = MessageAnalysis(entry)
            guard analysis.model != nil else { continue }
            texts[entry.key] = analysis.variants.map(\.signature).joined(separator: "\u{1F}")
            for variant in analysis.variants {
                let split = Words.split(variant.literalText)
                if split.contains(where: { $0.count >= 4 }) { worded.insert(entry.key) }
                for word in split {
                    guard word.count >= Self.minimumWordLength else { continue }
                    let lowered = word.lowercased()
                    tokens.append(lowered)
                    words.insert(lowered)
                }
            }
        }
        self.words = words
        self.texts = texts
        self.worded = worded
        self.tokens = tokens
    }

    /// The words a locale's facts state in its own language: articles, prepositions and their
    /// contractions, road types, name articles, ordinal words, the spoken forms of its lexicon and
    /// its guidance words (`qa.giveawayWords`).
    public static func factsWords(_ facts: LocaleFacts) -> Set<String> {
        var texts: [String] = Array(facts.roads.articles.values)
        texts += facts.roads.prepositions.values.flatMap(\.values)
        texts += facts.roads.types.map(\.word) + facts.roads.nameArticles.map(\.word)
        texts += facts.ordinals.words.values.flatMap { $0 }
        texts += facts.spoken.entries.map(\.spoken)
        let inflection = facts.roads.inflection
        texts += inflection.typeForms.values.flatMap(\.values) + Array(inflection.uninflectedLeads.values)
        texts += inflection.typePrepositions.values.flatMap(\.values)
        texts += facts.giveawayWords
        return Set(texts.flatMap { Words.split($0).map { $0.lowercased() } })
    }

    /// The share of this profile's words, as often as they are said, that are among `vocabulary`.
    public func tokenShare(in vocabulary: Set<String>) -> Double {
        guard !tokens.isEmpty else { return 0 }
        return Double(tokens.filter(vocabulary.contains).count) / Double(tokens.count)
    }

    /// The share of this profile's words that `other` says too (0 when this one says none).
    public func sharedWords(with other: LanguageProfile) -> Double {
        guard !words.isEmpty else { return 0 }
        return Double(words.intersection(other.words).count) / Double(words.count)
    }

    /// The messages of both that say at least one word of four letters or more, and of those,
    /// the ones whose text is the same in both.
    public func identicalMessages(with other: LanguageProfile) -> (identical: Int, compared: Int) {
        var identical = 0
        var compared = 0
        for (key, text) in texts {
            guard worded.contains(key), let theirs = other.texts[key] else { continue }
            compared += 1
            if theirs == text { identical += 1 }
        }
        return (identical, compared)
    }
}
