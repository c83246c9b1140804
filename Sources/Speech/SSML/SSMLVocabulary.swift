/// The SSML elements and attributes the project lets through to eSpeak NG, and how each
/// attribute value is checked.
///
/// An allow-list, not a deny-list: eSpeak NG acts on markup (it opens files and runs `sox` for
/// `<audio>`, loads voices by name, reads declarations aloud), so only what is known to be
/// harmless passes. Elements eSpeak NG would silently drop are refused too, so that a translator
/// hears what the document says.
enum SSMLVocabulary {
    /// How one attribute value is checked.
    enum ValueRule {
        /// A language tag: letters, digits and hyphens.
        case language
        /// An eSpeak NG voice name: letters, digits, `-`, `_`, `+`, spaces; never a path.
        case voiceName
        /// A short identifier (say-as kinds, marks, alphabets).
        case token
        /// Free text, bounded by ``SSMLLimits/maximumAttributeBytes``.
        case text
        /// One of the listed words.
        case keyword(Set<String>)
        /// An integer in the range.
        case integer(ClosedRange<Int>)
        /// A `<break time>`: `250ms` or `1.5s`, within the break limits.
        case duration
        /// A `<prosody rate>`: a keyword, a percentage, a signed change or a multiplier, within
        /// ``SSMLLimits/ratePercent``.
        case rate
        /// A `<prosody pitch|volume|range>`: a keyword or a signed number with an optional unit.
        case relative(keywords: Set<String>)
    }

    /// Attributes every element accepts.
    static let common: [String: ValueRule] = ["xml:lang": .language]

    static let pitchWords: Set<String> = ["x-low", "low", "medium", "high", "x-high", "default"]
    /// The volume, rate and break-strength words are those a neural voice carries out
    /// (``SSMLReduction``), so that one table lists each.
    static let volumeWords = Set(SSMLReduction.volumes.keys)
    static let rateWords = Set(SSMLReduction.rates.keys)

    /// The allowed elements and their own attributes.
    static let elements: [String: [String: ValueRule]] = [
        "speak": ["version": .token, "xmlns": .text],
        "voice": [
            "name": .voiceName, "gender": .keyword(["male", "female", "neutral"]),
            "age": .integer(0...150), "variant": .integer(0...100),
        ],
        "p": [:], "s": [:], "paragraph": [:], "sentence": [:],
        "prosody": [
            "rate": .rate, "pitch": .relative(keywords: pitchWords),
            "range": .relative(keywords: pitchWords), "volume": .relative(keywords: volumeWords),
        ],
        "break": ["time": .duration, "strength": .keyword(Set(SSMLReduction.strengths.keys))],
        "say-as": ["interpret-as": .token, "format": .token, "detail": .token],
        "sub": ["alias": .text],
        "mark": ["name": .token],
        "emphasis": ["level": .keyword(["strong", "moderate", "none", "reduced"])],
        "phoneme": ["alphabet": .token, "ph": .text],
    ]

    /// Elements refused with their own explanation, because eSpeak NG would act on them.
    static let dangerous: [String: String] = [
        "audio": "<audio> is not allowed: eSpeak NG opens the file it names and may run a program on it",
        "lexicon": "<lexicon> is not allowed: eSpeak NG would load the file it names",
        "meta": "<meta> is not allowed: it may name a file to load",
        "metadata": "<metadata> is not allowed",
    ]

    /// The rules of `attribute` on `element`, or nil when it is not allowed there. Namespace
    /// declarations (`xmlns:…`) and schema hints are accepted on `<speak>`: eSpeak NG fetches
    /// nothing for them.
    static func rule(for attribute: String, on element: String) -> ValueRule? {
        if let rule = elements[element]?[attribute] ?? common[attribute] { return rule }
        if element == "speak", attribute.hasPrefix("xmlns:") || attribute.hasPrefix("xsi:") { return .text }
        return nil
    }
}
