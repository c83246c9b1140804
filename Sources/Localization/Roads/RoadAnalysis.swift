/// What the road grammar found out about a name: its class (if any rule knew it), what decided
/// it, and the part of the name that follows a leading article.
public struct RoadAnalysis: Sendable, Hashable {
    /// What decided the class of a name.
    public enum Evidence: Sendable, Hashable {
        /// A head word of the lexicon (the word or abbreviation as found, e.g. "Av.").
        case typeWord(String)
        /// A road-number prefix (e.g. "BR").
        case ref(String)
        /// An article the name starts with (e.g. "A" in "A Hebraica").
        case nameArticle(String)
        /// A place of the locale's list of places that take the article (e.g. "Porto").
        case place(String)
        /// Nothing: the class is unknown and no article may be used.
        case unknown
        /// The name is empty or only whitespace.
        case empty
    }

    /// The name, with surrounding whitespace removed.
    public var name: String
    /// The gender and number, or nil when unknown.
    public var grammaticalClass: GrammaticalClass?
    /// Whether a preposition contracts with a definite article before this name.
    public var takesArticle: Bool
    /// What decided the class.
    public var evidence: Evidence
    /// The name without its leading article ("Hebraica" for "A Hebraica"); otherwise the name.
    public var body: String

    /// The selector key for `select=gender`: a gender, `unknown` or `empty`.
    public var genderKey: String {
        if evidence == .empty { return "empty" }
        return grammaticalClass?.gender.rawValue ?? "unknown"
    }

    /// The selector key for `select=number`: `singular`, `plural`, `unknown` or `empty`.
    public var numberKey: String {
        if evidence == .empty { return "empty" }
        return grammaticalClass?.number.rawValue ?? "unknown"
    }
}

extension RoadFacts {
    /// Finds the class of a name from its head word, its road-number prefix or a leading article,
    /// in that order; never guesses.
    public func analyze(_ name: String) -> RoadAnalysis {
        let trimmed = name.trimmingWhitespace()
        guard !trimmed.isEmpty else {
            return RoadAnalysis(
                name: "", grammaticalClass: nil, takesArticle: false, evidence: .empty, body: "")
        }
        func found(
            _ grammaticalClass: GrammaticalClass?, takesArticle: Bool, _ evidence: RoadAnalysis.Evidence,
            body: String? = nil
        ) -> RoadAnalysis {
            RoadAnalysis(
                name: trimmed, grammaticalClass: grammaticalClass, takesArticle: takesArticle,
                evidence: evidence, body: body ?? trimmed)
        }
        if let (written, position) = headIndex.headWord(of: trimmed) {
            let type = types[position]
            return found(
                type.grammaticalClass, takesArticle: type.takesArticle ?? articleByDefault,
                .typeWord(String(written)))
        }
        if let (prefix, ref) = refPattern(of: trimmed) {
            return found(
                ref.grammaticalClass, takesArticle: ref.takesArticle ?? articleByDefault, .ref(prefix))
        }
        if let listed = inflection.listedName(trimmed) {
            return found(listed.grammaticalClass, takesArticle: articleByDefault, .place(listed.name))
        }
        if let (written, place) = place(of: trimmed) {
            return found(place.grammaticalClass, takesArticle: true, .place(written))
        }
        for article in articleInitials.admits(trimmed) ? nameArticles : [] {
            let lead = article.word + " "
            guard trimmed.hasPrefix(lead) else { continue }
            let body = String(trimmed.dropFirst(lead.count)).trimmingWhitespace()
            guard !body.isEmpty else { continue }
            return found(article.grammaticalClass, takesArticle: true, .nameArticle(article.word), body: body)
        }
        return found(unknownClass, takesArticle: unknownClass != nil && articleByDefault, .unknown)
    }

    func refPattern(of name: String) -> (String, RefPattern)? {
        if let digits = digitsPattern(of: name) { return digits }
        if let found = name.utf8.withContiguousStorageIfAvailable({ refPattern(bytes: $0) }), let found {
            return found
        }
        return refPatternByCharacters(of: name)
    }

    /// ``refPattern(of:)`` over the name's bytes; nil when only characters can settle it: the
    /// name holds a byte from 0xCC on (a scalar that may join the one before it), or a prefix
    /// is not plain ASCII.
    private func refPattern(bytes name: UnsafeBufferPointer<UInt8>) -> (String, RefPattern)?? {
        guard refIndex.usable, !name.contains(where: { $0 >= 0xCC }) else { return nil }
        guard let found = refMatch(bytes: name) else { return .some(nil) }
        guard let prefix = found.prefix else {
            let letters = String(
                decoding: UnsafeBufferPointer(rebasing: name[..<found.length]), as: UTF8.self)
            return .some((letters, refs[found.position]))
        }
        return .some((refIndex.prefixes[prefix], refs[found.position]))
    }

    /// The road-number pattern a name of bytes starts with (its position in `refs`), with the
    /// listed prefix's number (nil for the catch-all) and the length of the letters matched;
    /// nil for none. For a name without a byte from 0xCC on, when `refIndex.usable`.
    func refMatch(bytes name: UnsafeBufferPointer<UInt8>) -> (position: Int, prefix: Int?, length: Int)? {
        // A road number has a digit right after its letters (or after one `-` or space): a
        // name with none within the longest prefix's reach starts with none.
        var digit = 0
        let reach = min(name.count, refIndex.longest + 2)
        while digit < reach, !(name[digit] >= UInt8(ascii: "0") && name[digit] <= UInt8(ascii: "9")) {
            digit += 1
        }
        if digit == reach { return nil }
        var best: Int?
        var bestLength = 0
        refIndex.bytes.withUnsafeBufferPointer { prefixes in
            for entry in refIndex.prefixes.indices {
                let start = refIndex.starts[entry]
                let length = refIndex.starts[entry + 1] - start
                guard length > bestLength, length <= name.count else { continue }
                var offset = 0
                while offset < length, prefixes[start + offset] == name[offset] { offset += 1 }
                if offset == length, Self.startsRoadNumber(name, at: length) {
                    best = entry
                    bestLength = length
                }
            }
        }
        if let best { return (refIndex.positions[best], best, bestLength) }
        if let any = refIndex.anyPosition, let letters = Self.roadNumberLetterCount(bytes: name) {
            return (any, nil, letters)
        }
        return nil
    }

    /// Whether a digit follows at `offset`, after an optional `-` or space.
    private static func startsRoadNumber(_ name: UnsafeBufferPointer<UInt8>, at offset: Int) -> Bool {
        var index = offset
        if index < name.count, name[index] == UInt8(ascii: "-") || name[index] == UInt8(ascii: " ") {
            index += 1
        }
        return index < name.count && name[index] >= UInt8(ascii: "0") && name[index] <= UInt8(ascii: "9")
    }

    /// How many letters ``roadNumberLetters(_:)`` finds, over bytes, for a name without a byte
    /// from 0xCC on.
    private static func roadNumberLetterCount(bytes name: UnsafeBufferPointer<UInt8>) -> Int? {
        var letters = 0
        while letters < name.count, name[letters] >= UInt8(ascii: "A"), name[letters] <= UInt8(ascii: "Z") {
            letters += 1
        }
        guard (1...4).contains(letters), startsRoadNumber(name, at: letters) else { return nil }
        return letters
    }

    /// The digits-only pattern, for a name of ASCII digits only ("75").
    private func digitsPattern(of name: String) -> (String, RefPattern)? {
        guard let position = refIndex.digitsPosition, !name.isEmpty,
            name.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return (RefPattern.digitsPrefix, refs[position])
    }

    /// The noun a road number of the pattern `prefix` names is written with (sv "väg 75").
    func refNoun(_ prefix: String) -> String? {
        let listed = refs.first { $0.prefixes.contains(prefix) }
        return (listed ?? refIndex.anyPosition.map { refs[$0] })?.noun
    }

    /// ``refPattern(of:)`` character by character: the general path.
    func refPatternByCharacters(of name: String) -> (String, RefPattern)? {
        if let digits = digitsPattern(of: name) { return digits }
        var best: (String, RefPattern)?
        var anyNumber: (String, RefPattern)?
        for ref in refs {
            for prefix in ref.prefixes {
                if prefix == RoadFacts.RefPattern.anyPrefix {
                    if anyNumber == nil, let letters = Self.roadNumberLetters(name) {
                        anyNumber = (letters, ref)
                    }
                    continue
                }
                if prefix == RoadFacts.RefPattern.digitsPrefix { continue }
                guard name.hasPrefix(prefix), prefix.count > (best?.0.count ?? 0) else { continue }
                if Self.startsRoadNumber(name.dropFirst(prefix.count)) { best = (prefix, ref) }
            }
        }
        return best ?? anyNumber
    }

    /// The letters of a road number of any country ("A5", "SP-330", "I 280", "N-VI" is not one):
    /// one to four capital ASCII letters, an optional `-` or space, then a digit.
    private static func roadNumberLetters(_ name: String) -> String? {
        let letters = name.prefix { $0.isASCII && $0.isUppercase }
        guard (1...4).contains(letters.count), startsRoadNumber(name.dropFirst(letters.count)) else {
            return nil
        }
        return String(letters)
    }

    /// Whether `rest` starts with a digit, after an optional `-` or space.
    private static func startsRoadNumber(_ rest: Substring) -> Bool {
        let number = rest.first == "-" || rest.first == " " ? rest.dropFirst() : rest
        guard let digit = number.first else { return false }
        return digit.isASCII && digit.isNumber
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines.
    func trimmingWhitespace() -> String {
        // A visible ASCII character at each end is no whitespace and ends no whitespace
        // character: the string is its own trimmed form, without a copy.
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F
        {
            return self
        }
        guard let first = firstIndex(where: { !$0.isWhitespace }),
            let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
