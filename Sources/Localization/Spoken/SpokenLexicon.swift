/// A locale's rules for turning written text into what a speech engine should read: "Av." is
/// said "Avenida", "St" is "Street" at the end of a name but "Saint" at its start, "km" after a
/// number is "quilômetros". Applied only to spoken output, never to display text.
public struct SpokenLexicon: Sendable, Hashable {
    /// Where in a name an entry may apply, so that ambiguous abbreviations expand only where their
    /// meaning is certain.
    public enum Position: String, Sendable, Hashable, CaseIterable {
        /// Anywhere.
        case anywhere
        /// The first word, with more words after it ("R. Augusta", not an initial "Luciano R.").
        case first
        /// The last word (ignoring trailing direction words), with words before it ("Main St").
        case last
        /// The first word, followed by at least two words the first of which is an ordinary word
        /// ("N Main St" → North; not "N 81", "E St NW").
        case prefix
        /// The last word after at least two words ("Main St NW" → Northwest).
        case suffix
        /// Right after a number ("500 m", "80 km/h").
        case afterNumber
        /// Right before a number ("km 25").
        case beforeNumber
        /// The first word of a name, or the first after its road type word ("Av. D. João",
        /// "Largo D. Estefânia"), where a title stands; not an initial inside a name
        /// ("Carlos D. Andrade").
        case nameStart
    }

    /// One rule.
    public struct Entry: Sendable, Hashable {
        /// The written words, compared case-sensitively after trailing punctuation such as `,` is
        /// set aside; `#` inside a word stands for a run of digits ("#a" matches "3a").
        public var written: [String]
        /// What to say instead; `#` is replaced by the digits the written form matched.
        public var spoken: String
        /// Spoken forms by CLDR plural category of the preceding number (for `afterNumber`).
        public var pluralForms: [String: String]
        /// Where the rule applies.
        public var position: Position
        /// Spoken forms by the gender of the given name that follows (`feminine`: "D." before
        /// "Estefânia" is "Dona"); a name the lexicon's `givenNames` do not list takes `spoken`.
        public var givenNameForms: [String: String]

        /// Creates an entry.
        public init(
            written: [String], spoken: String, pluralForms: [String: String] = [:], position: Position,
            givenNameForms: [String: String] = [:]
        ) {
            self.written = written
            self.spoken = spoken
            self.pluralForms = pluralForms
            self.position = position
            self.givenNameForms = givenNameForms
        }
    }

    /// The rules, tried in order at each word: the first that matches wins.
    public var entries: [Entry] {
        didSet { index = LexiconIndex(entries, typeWords: typeWords) }
    }

    /// Given names by gender (`feminine`: "Estefânia", "Maria"), for entries whose form depends
    /// on the name that follows.
    public var givenNames: [String: Set<String>]

    /// How regnal numbers are said ("Pedro II" → "Pedro Segundo"); nil leaves Roman numerals as
    /// written.
    public var regnalNumbers: RegnalNumbers?

    /// Names and how they must be said, checked by `guidance qa lint`.
    public var examples: [SpokenExample] = []

    /// How the templates' words are read aloud, for a language whose written words the voice
    /// cannot read (`readings`); empty for most.
    public var readings = SpokenReadings()

    /// The single words of the locale's road type words and their abbreviations, after which a
    /// `nameStart` entry may stand.
    public var typeWords: Set<String> {
        didSet { index = LexiconIndex(entries, typeWords: typeWords) }
    }

    /// The entries by first written word, so that expanding a name costs a lookup per word
    /// instead of a scan of the whole lexicon.
    var index: LexiconIndex

    /// Creates a lexicon.
    public init(
        entries: [Entry], givenNames: [String: Set<String>] = [:], regnalNumbers: RegnalNumbers? = nil,
        typeWords: Set<String> = []
    ) {
        self.entries = entries
        self.givenNames = givenNames
        self.regnalNumbers = regnalNumbers
        self.typeWords = typeWords
        index = LexiconIndex(entries, typeWords: typeWords)
    }
}

/// Lookup tables derived from a lexicon's entries.
struct LexiconIndex: Sendable, Hashable {
    /// Entry positions by their exact first written word.
    var byFirstWord: [String: [Int]] = [:]
    /// Positions of entries whose first word is a `#` or `*` pattern; tried for every word.
    var patterns: [Int] = []
    /// Single words of `suffix` entries (direction words after a street type).
    var suffixWords: Set<String> = []
    /// First words of every entry.
    var firstWords: Set<String> = []
    /// Road type words (single words), after which a `nameStart` entry may stand.
    var typeWords: Set<String> = []

    /// Whether each entry's written words are all plain (no `#` or `*`): those match a word by
    /// equality alone.
    var isLiteral: [Bool] = []
    /// Whether each entry's first written word holds a `#` (a run of ASCII digits): such an
    /// entry cannot start at a word without a digit, which most names' words are.
    var needsDigit: [Bool] = []

    /// The same tables over UTF-8 bytes, which `apply` matches words with (see `ByteWordTable`).
    var bytes = LexiconBytes()

    init(_ entries: [SpokenLexicon.Entry], typeWords: Set<String>) {
        self.typeWords = typeWords
        var exact: [String: [Int]] = [:]
        for (position, entry) in entries.enumerated() {
            isLiteral.append(entry.written.allSatisfy { !$0.contains("#") && !$0.contains("*") })
            needsDigit.append(entry.written.first?.contains("#") ?? false)
            guard let first = entry.written.first else { continue }
            firstWords.insert(first)
            if first.contains("#") || first.contains("*") {
                patterns.append(position)
            } else {
                exact[first, default: []].append(position)
            }
            if entry.position == .suffix && entry.written.count == 1 { suffixWords.insert(first) }
        }
        // Each word's candidates merged with the patterns once here, not per word looked up.
        let patterns = patterns
        byFirstWord = exact.mapValues { positions in
            patterns.isEmpty ? positions : (positions + patterns).sorted()
        }
        bytes = LexiconBytes(self, entries: entries)
    }

    /// The entries that may start at a word, in lexicon order.
    func candidates(for word: Substring) -> [Int] {
        byFirstWord[String(word)] ?? patterns
    }
}

/// A piece of text after spoken-form expansion: kept as written, or replaced for speech.
public enum SpokenSegment: Sendable, Hashable {
    /// Text read as written.
    case text(String)
    /// Text shown as `written` and spoken as `spoken`.
    case substitution(written: String, spoken: String)

    /// The written text of the segment.
    public var written: String {
        switch self {
        case .text(let text): return text
        case .substitution(let written, _): return written
        }
    }
}

/// Text with its spoken substitutions: the one value from which display, spoken and SSML forms
/// of a name are all derived, so that they never disagree.
public struct SpokenText: SpeakableValue, Hashable {
    /// The segments in order.
    public var segments: [SpokenSegment]

    /// Creates spoken text from segments.
    public init(segments: [SpokenSegment]) {
        self.segments = segments
    }

    /// Text with no substitutions.
    public init(verbatim text: String) {
        segments = text.isEmpty ? [] : [.text(text)]
    }

    /// The text as written.
    public var displayText: String {
        if segments.count == 1 { return segments[0].written }
        var text = ""
        for segment in segments { text += segment.written }
        return text
    }

    /// The text with every substitution spoken.
    public var spokenText: String {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let written):
                if segments.count == 1 { return written }
                text += written
            case .substitution(_, let spoken):
                if segments.count == 1 { return spoken }
                text += spoken
            }
        }
        return text
    }

    /// Escaped SSML with `<sub alias>` for every substitution.
    public var ssml: String {
        var text = ""
        for segment in segments {
            switch segment {
            case .text(let written):
                if segments.count == 1 { return SSML.escape(written) }
                text += SSML.escape(written)
            case .substitution(let written, let spoken):
                if segments.count == 1 { return SSML.substitution(written: written, spoken: spoken) }
                text += SSML.substitution(written: written, spoken: spoken)
            }
        }
        return text
    }

    /// This text followed by `other`.
    public func appending(_ other: SpokenText) -> SpokenText {
        SpokenText(segments: segments + other.segments)
    }
}
