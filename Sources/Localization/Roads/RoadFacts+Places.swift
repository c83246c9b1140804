extension RoadFacts {
    /// Place names that take the definite article, with its class ("o Porto", "o Rio de Janeiro",
    /// "a Amadora", "o Algarve"). A place not listed takes none ("para Lisboa"): the safe default,
    /// since most city names take none and a wrong article is worse than a missing one.
    public struct Place: Sendable, Hashable {
        /// The names, as written ("Porto", "Rio de Janeiro").
        public var names: [String]
        /// Their gender and number.
        public var grammaticalClass: GrammaticalClass

        /// Creates a list of places of one class.
        public init(names: [String], grammaticalClass: GrammaticalClass) {
            self.names = names
            self.grammaticalClass = grammaticalClass
        }
    }

    /// Characters that end a place at the start of a list of signposted destinations
    /// ("Porto, Braga", "Porto / Braga"); a space does not ("Porto Alegre" is another city).
    static let placeListSeparators: Set<Character> = [",", ";", "/", "|", "、", "،"]

    /// The scalars of ``placeListSeparators``, each a character of one scalar: a text without
    /// any of them holds no separator.
    static let placeListSeparatorScalars = Set(placeListSeparators.flatMap(\.unicodeScalars))

    /// Whether `name`, which starts with `head`, is `head` alone or a list of signs it starts
    /// ("Porto, Braga"; spaces before the separator do not count): "Porto Alegre" is another place.
    static func isListHead(_ head: String, of name: String) -> Bool {
        let rest = name.dropFirst(head.count).drop { $0 == " " }
        return rest.isEmpty || rest.first.map(placeListSeparators.contains) == true
    }

    /// `text` with each item of its list of places (split at ``placeListSeparators``, which
    /// stay where they were) replaced by what `transform` makes of it; nil as soon as
    /// `transform` gives nil for an item.
    static func mappingListItems(_ text: String, _ transform: (String) -> String?) -> String? {
        var result = ""
        var item = ""
        for character in text {
            if placeListSeparators.contains(character) {
                guard let mapped = transform(item) else { return nil }
                result += mapped
                result.append(character)
                item = ""
            } else {
                item.append(character)
            }
        }
        guard let mapped = transform(item) else { return nil }
        return result + mapped
    }

    /// The listed place a name is or starts a list with, longest first.
    func place(of name: String) -> (String, Place)? {
        if let found = placeIndex.place(of: name) {
            return found.map { ($0.written, places[$0.position]) }
        }
        return placeByPrefixes(of: name)
    }

    /// ``place(of:)`` by comparing the name with every listed place: the general path.
    func placeByPrefixes(of name: String) -> (String, Place)? {
        var best: (String, Place)?
        for place in places {
            // The prefix test first: it compares a few bytes, the length counts characters.
            for written in place.names where name.hasPrefix(written) && written.count > (best?.0.count ?? 0) {
                if Self.isListHead(written, of: name) { best = (written, place) }
            }
        }
        return best
    }
}

/// A road phrase a locale file states as it must come out (`roads.examples`), checked by
/// `guidance qa lint` so that a grammar fact that goes missing is caught: {"name": "Porto",
/// "prep": "para", "display": "para o Porto"}.
public struct RoadExample: Sendable, Hashable {
    /// The name as map data writes it.
    public var name: String
    /// The preposition, nil for none.
    public var preposition: String?
    /// Whether the article is used.
    public var article: ArticleUse
    /// The phrase as it must be displayed.
    public var display: String
    /// The case asked for (`"case"`, Turkish "dative"), nil for the preposition's own.
    public var grammaticalCase: String?

    /// Creates an example.
    public init(
        name: String, preposition: String?, article: ArticleUse, display: String,
        grammaticalCase: String? = nil
    ) {
        self.name = name
        self.preposition = preposition
        self.article = article
        self.display = display
        self.grammaticalCase = grammaticalCase
    }
}

/// A name and how the spoken lexicon must say it (`spoken.examples`), checked by `guidance qa
/// lint`: {"written": "Av. D. João II", "spoken": "Avenida Dom João Segundo"}.
public struct SpokenExample: Sendable, Hashable {
    /// The name as written.
    public var written: String
    /// What the lexicon must make of it.
    public var spoken: String

    /// Creates an example.
    public init(written: String, spoken: String) {
        self.written = written
        self.spoken = spoken
    }
}
