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
        for entry in resource.entries {
            let analysis = MessageAnalysis(entry)
            guard analysis.model != nil else { continue }
            texts[entry.key] = analysis.variants.map(\.signature).joined(separator: "\u{1F}")
            for variant in analysis.variants {
                if Words.split(variant.literalText).contains(where: { $0.count >= 4 }) {
                    worded.insert(entry.key)
                }
                for word in Words.split(variant.literalText) where word.count >= Self.minimumWordLength {
                    words.insert(word.lowercased())
                }
            }
        }
        self.words = words
        self.texts = texts
        self.worded = worded
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
