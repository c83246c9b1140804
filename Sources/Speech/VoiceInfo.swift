/// A voice eSpeak NG can speak with, as `guidance voices` lists it.
public struct VoiceInfo: Sendable, Hashable {
    /// The voice's gender as its data file declares it.
    public enum Gender: String, Sendable, Hashable {
        /// Not declared.
        case unspecified
        /// Male.
        case male
        /// Female.
        case female
    }

    /// The name to pass as ``SpeechRequest/voice`` (the file identifier's last part, e.g. `pt-BR`).
    public var name: String
    /// The human-readable name, e.g. `Portuguese (Brazil)`.
    public var displayName: String
    /// Language tags the voice serves, most preferred first, e.g. `["pt-br", "pt"]`.
    public var languages: [String]
    /// The voice file identifier within the data directory, e.g. `roa/pt-BR`.
    public var identifier: String
    /// Declared gender.
    public var gender: Gender

    /// Creates a voice description.
    public init(name: String, displayName: String, languages: [String], identifier: String, gender: Gender) {
        self.name = name
        self.displayName = displayName
        self.languages = languages
        self.identifier = identifier
        self.gender = gender
    }

    /// Whether one of the voice's languages equals `prefix` or starts with `prefix` and a hyphen
    /// (case and `_`/`-` insensitive), so that `pt` matches `pt-br` but not `ptx`.
    public func serves(languagePrefix prefix: String) -> Bool {
        let wanted = Self.normalized(prefix)
        if wanted.isEmpty { return true }
        return languages.contains { language in
            let tag = Self.normalized(language)
            return tag == wanted || tag.hasPrefix(wanted + "-")
        }
    }

    /// Whether `voice` (its `+variant` ignored) names this voice as a request may: by its name,
    /// its identifier or the identifier's last part, or one of its languages (case and `_`/`-`
    /// insensitive). What a locale file's `voice` is checked against before anything is said.
    public func answers(to voice: String) -> Bool {
        let wanted = Self.normalized(String(voice.prefix { $0 != "+" }))
        let lastPart = identifier.split(separator: "/").last.map(String.init) ?? identifier
        return ([name, lastPart, identifier] + languages).contains { Self.normalized($0) == wanted }
    }

    static func normalized(_ tag: String) -> String {
        String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    }
}
