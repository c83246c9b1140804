import Foundation

extension SpokenLexicon {
    /// Expands `text` for speech.
    ///
    /// - Parameters:
    ///   - text: written text, e.g. a road name from map data.
    ///   - symbols: the locale's number symbols, to read a number before a unit ("1,5 km").
    ///   - pluralCategory: the cardinal plural category of a number literal such as `1.5`, for
    ///     entries with plural forms; nil uses each entry's `spoken` form.
    public func apply(
        to text: String, symbols: DecimalSymbols? = nil, pluralCategory: (@Sendable (String) -> String)? = nil
    ) -> SpokenText {
        if usesBytePath, let expanded = applyBytes(to: text, symbols: symbols, pluralCategory: pluralCategory)
        {
            return expanded
        }
        return applyByTokens(to: text, symbols: symbols, pluralCategory: pluralCategory)
    }

    /// ``apply(to:symbols:pluralCategory:)`` word token by word token: the general path, for
    /// text the byte path does not take (other scripts, combining marks, no-break spaces).
    func applyByTokens(
        to text: String, symbols: DecimalSymbols? = nil, pluralCategory: (@Sendable (String) -> String)? = nil
    ) -> SpokenText {
        let tokens = Token.split(text)
        let words = tokens.indices.filter { tokens[$0].isWord }
        let wordTokens = words.map { tokens[$0] }
        // What each word starts, by word: a list, not a dictionary hashed per word.
        var matches = [(length: Int, spoken: String)?](repeating: nil, count: words.count)
        var wordIndex = 0
        while wordIndex < words.count {
            if let (length, spoken) = match(
                at: wordIndex, words: wordTokens, symbols: symbols, pluralCategory: pluralCategory)
            {
                matches[wordIndex] = (length, spoken)
                wordIndex += length
            } else if wordIndex > 0, let regnalNumbers,
                RegnalNumbers.mayBeNumeral(wordTokens[wordIndex].core),
                let spoken = regnalNumbers.spoken(
                    wordTokens[wordIndex].core, after: Self.lastPart(of: wordTokens[wordIndex - 1].core),
                    gender: gender(ofGivenName: Self.lastPart(of: wordTokens[wordIndex - 1].core)))
            {
                matches[wordIndex] = (1, spoken)
                wordIndex += 1
            } else if Self.mayReadHyphenated(wordTokens[wordIndex].core),
                let spoken = hyphenatedReading(
                    wordTokens[wordIndex], symbols: symbols, pluralCategory: pluralCategory)
            {
                matches[wordIndex] = (1, spoken)
                wordIndex += 1
            } else {
                wordIndex += 1
            }
        }
        // Text runs gather in one buffer until a substitution (or the end) closes them.
        var segments: [SpokenSegment] = []
        var pending = ""
        func addText<Piece: StringProtocol>(_ piece: Piece) {
            pending += piece
        }
        func addSubstitution(written: String, spoken: String) {
            if !pending.isEmpty {
                segments.append(.text(pending))
                pending = ""
            }
            segments.append(.substitution(written: written, spoken: spoken))
        }
        var tokenIndex = 0
        var currentWord = 0
        while tokenIndex < tokens.count {
            let token = tokens[tokenIndex]
            guard token.isWord else {
                addText(token.text)
                tokenIndex += 1
                continue
            }
            if let (length, spoken) = matches[currentWord] {
                let lastToken = words[currentWord + length - 1]
                addText(tokens[tokenIndex].leading)
                let written = (tokenIndex...lastToken).map { position in
                    let piece = tokens[position]
                    if !piece.isWord { return String(piece.text) }
                    var text = String(piece.core)
                    if position != tokenIndex { text = piece.leading + text }
                    if position != lastToken { text += piece.trailing }
                    return text
                }.joined()
                addSubstitution(written: written, spoken: spoken)
                addText(tokens[lastToken].trailing)
                tokenIndex = lastToken + 1
                currentWord += length
            } else if Self.isNumber(token.core),
                token.core.contains(where: { Token.digitGroupSeparators.contains($0) })
            {
                addText(token.leading)
                var plain = String(token.core)
                plain.removeAll { Token.digitGroupSeparators.contains($0) }
                addSubstitution(written: String(token.core), spoken: plain)
                addText(token.trailing)
                tokenIndex += 1
                currentWord += 1
            } else {
                addText(token.text)
                tokenIndex += 1
                currentWord += 1
            }
        }
        if !pending.isEmpty { segments.append(.text(pending)) }
        return SpokenText(segments: segments)
    }

    /// The last part of a hyphenated given name ("Wilhelm" of "Friedrich-Wilhelm"), which is what
    /// a regnal number after it belongs to; the word itself when it has no hyphen.
    static func lastPart(of word: Substring) -> Substring {
        guard let hyphen = word.lastIndex(of: "-") else { return word }
        return word[word.index(after: hyphen)...]
    }

    /// How a hyphenated name is read when some of its parts are not words a speech engine reads
    /// right: French writes "boulevard Henri-IV", German "König-Ludwig-II.-Straße" and
    /// "Dr.-Ruer-Platz", and engines read the numeral inside as "quatre romain" or "römisch zwei"
    /// and the title as letters. A regnal number is said as such, joined to its neighbours by
    /// hyphens ("König-Ludwig-der-Zweite-Straße"); a part that is an abbreviation with its full
    /// stop, and a lexicon entry of its own that may stand anywhere, is said as the entry says
    /// ("Dr." → "Doktor-Ruer-Platz", "St.-Anna-Platz" → "Sankt-Anna-Platz"). The word so read
    /// is then looked up whole, so that an abbreviation at its end is expanded too. Nil when no
    /// part changes.
    func hyphenatedReading(
        _ word: Token, symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?
    ) -> String? {
        guard word.core.contains("-") else { return nil }
        let parts = word.core.split(separator: "-", omittingEmptySubsequences: false)
        var said = parts.map(String.init)
        var changed = false
        for position in parts.indices {
            let part = parts[position]
            if position > 0, let regnalNumbers, RegnalNumbers.mayBeNumeral(part),
                let spoken = regnalNumbers.spoken(
                    part, after: parts[position - 1], gender: gender(ofGivenName: parts[position - 1]))
            {
                said[position] = spoken.replacingOccurrences(of: " ", with: "-")
                changed = true
            } else if part.count > 1, part.hasSuffix("."), let spoken = abbreviation(part) {
                said[position] = spoken.replacingOccurrences(of: " ", with: "-")
                changed = true
            }
        }
        guard changed else { return nil }
        let read = Substring(said.joined(separator: "-"))
        let whole = Token(text: read, isWord: true, leading: "", core: read, trailing: "")
        if let (_, spoken) = match(at: 0, words: [whole], symbols: symbols, pluralCategory: pluralCategory) {
            return spoken
        }
        return String(read)
    }

    /// Whether some part of a hyphenated word may be read otherwise, found on its bytes: a
    /// hyphen followed by I, V or X (a regnal number), or a full stop before a hyphen or at the
    /// end (an abbreviation). A word without either (a road number such as "SP-330", most
    /// hyphenated names) is left as it is without being split.
    static func mayReadHyphenated(_ word: Substring) -> Bool {
        mayReadHyphenated(bytes: word.utf8)
    }

    /// ``mayReadHyphenated(_:)`` on a word's UTF-8 bytes.
    static func mayReadHyphenated(bytes: some Sequence<UInt8>) -> Bool {
        var hyphen = false
        var previous: UInt8 = 0
        var candidate = false
        for byte in bytes {
            if byte == UInt8(ascii: "-") {
                hyphen = true
                if previous == UInt8(ascii: ".") { candidate = true }
            } else if previous == UInt8(ascii: "-"),
                byte == UInt8(ascii: "I") || byte == UInt8(ascii: "V") || byte == UInt8(ascii: "X")
            {
                candidate = true
            }
            previous = byte
        }
        if previous == UInt8(ascii: ".") { candidate = true }
        return hyphen && candidate
    }

    /// The spoken form of a one-word entry written exactly as `part` that may stand anywhere.
    private func abbreviation(_ part: Substring) -> String? {
        for position in index.candidates(for: part) {
            let entry = entries[position]
            guard entry.written == [String(part)], entry.position == .anywhere, entry.givenNameForms.isEmpty
            else { continue }
            return entry.spoken
        }
        return nil
    }

    /// The gender `givenNames` lists a name under, nil when none does.
    func gender(ofGivenName name: Substring) -> String? {
        // The alphabetically first gender listing the name, found without sorting the keys.
        let name = String(name)
        var found: String?
        for (gender, names) in givenNames where names.contains(name) {
            if found.map({ gender < $0 }) ?? true { found = gender }
        }
        return found
    }

    func match(
        at wordIndex: Int, words: [Token], symbols: DecimalSymbols?,
        pluralCategory: (@Sendable (String) -> String)?
    ) -> (Int, String)? {
        let first = words[wordIndex].core
        let hasDigit = first.utf8.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        for position in index.candidates(for: first) {
            if !hasDigit, index.needsDigit[position] { continue }
            let entry = entries[position]
            let length = entry.written.count
            guard length > 0, wordIndex + length <= words.count else { continue }
            if index.isLiteral[position] {
                // Plain words: equality alone, no search for a wildcard in each pattern.
                var offset = 0
                while offset < length, entry.written[offset] == words[wordIndex + offset].core { offset += 1 }
                guard offset == length else { continue }
            }
            var wildcard: (symbol: Character, text: String)?
            var matched = true
            for (offset, pattern) in entry.written.enumerated() where !index.isLiteral[position] {
                guard let found = Self.matchWord(pattern, words[wordIndex + offset].core) else {
                    matched = false
                    break
                }
                if let found { wildcard = found }
            }
            guard matched, positionHolds(entry.position, at: wordIndex, length: length, words: words) else {
                continue
            }
            var spoken = entry.spoken
            if entry.position == .afterNumber, !entry.pluralForms.isEmpty, let pluralCategory,
                let literal = Self.numberLiteral(words[wordIndex - 1].core, symbols: symbols),
                let form = entry.pluralForms[pluralCategory(literal)]
            {
                spoken = form
            }
            if !entry.givenNameForms.isEmpty, wordIndex + length < words.count {
                let next = String(words[wordIndex + length].core)
                for (gender, form) in entry.givenNameForms.sorted(by: { $0.key < $1.key })
                where givenNames[gender]?.contains(next) == true {
                    spoken = form
                    break
                }
            }
            if let wildcard {
                spoken = spoken.replacingOccurrences(of: String(wildcard.symbol), with: wildcard.text)
            }
            return (length, spoken)
        }
        return nil
    }

    private func positionHolds(_ position: Position, at start: Int, length: Int, words: [Token]) -> Bool {
        let end = start + length
        switch position {
        case .anywhere:
            return true
        case .first:
            return start == 0 && end < words.count
        case .last:
            guard start > 0 else { return false }
            return words[end...].allSatisfy { index.suffixWords.contains(String($0.core)) }
        case .prefix:
            guard start == 0, words.count - end >= 2 else { return false }
            let next = String(words[end].core)
            let startsWithLetter = next.first?.isLetter ?? false
            let isLexiconWord = index.firstWords.contains(next)
            return startsWithLetter && !isLexiconWord
        case .suffix:
            return end == words.count && start >= 2
        case .afterNumber:
            return start > 0 && Self.isNumber(words[start - 1].core)
        case .beforeNumber:
            return end < words.count && Self.isNumber(words[end].core)
        case .nameStart:
            guard end < words.count else { return false }
            return start == 0 || index.typeWords.contains(String(words[start - 1].core))
        }
    }

    /// Matches a written pattern against a word. Returns nil when it does not match; otherwise
    /// the wildcard and the text it matched (`#` a run of digits, `*` a run of letters), itself
    /// nil when the pattern has none.
    private static func matchWord(_ pattern: String, _ word: Substring) -> (Character, String)?? {
        guard let wildcard = pattern.firstIndex(where: { $0 == "#" || $0 == "*" }) else {
            return pattern == word ? .some(nil) : nil
        }
        let symbol = pattern[wildcard]
        let prefix = pattern[..<wildcard]
        let suffix = pattern[pattern.index(after: wildcard)...]
        guard word.hasPrefix(prefix), word.hasSuffix(suffix), word.count > prefix.count + suffix.count else {
            return nil
        }
        let middle = word.dropFirst(prefix.count).dropLast(suffix.count)
        let fits: (Character) -> Bool =
            symbol == "#" ? { $0.isASCII && $0.isNumber } : { $0.isLetter || $0 == "-" }
        guard middle.allSatisfy(fits) else { return nil }
        return .some((symbol, String(middle)))
    }

    static func isNumber(_ word: Substring) -> Bool {
        guard let first = word.first, first.isASCII, first.isNumber else { return false }
        return word.allSatisfy {
            ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "." || Token.digitGroupSeparators.contains($0)
        }
    }

    /// A written number ("1,5", "1.500") as a number literal ("1.5", "1500") using the locale's
    /// symbols; nil when it is not a number.
    static func numberLiteral(_ word: Substring, symbols: DecimalSymbols?) -> String? {
        guard isNumber(word) else { return nil }
        let decimal = symbols?.decimal ?? "."
        let group = symbols?.group ?? ","
        var text = String(word)
        if !group.isEmpty { text = text.replacingOccurrences(of: group, with: "") }
        text.removeAll { Token.digitGroupSeparators.contains($0) }
        text = text.replacingOccurrences(of: decimal, with: ".")
        return text.allSatisfy { $0.isNumber || $0 == "." } && text.filter({ $0 == "." }).count <= 1
            ? text : nil
    }
}

/// A word or a run of whitespace of the text being expanded.
struct Token {
    var text: Substring
    var isWord: Bool
    /// Opening punctuation before the word ("(").
    var leading: Substring
    /// The word without surrounding punctuation: what lexicon entries compare with.
    var core: Substring
    /// Closing punctuation after the word (",", ")", ";").
    var trailing: Substring

    static let openers: Set<Character> = ["(", "[", "\"", "'", "“", "‘", "«"]
    static let closers: Set<Character> = [",", ";", ":", ")", "]", "\"", "'", "”", "’", "»", "!", "?"]

    /// Whether the character at `index` separates words: whitespace, except a no-break space
    /// between digits, which groups them ("15 000" is one number).
    static func isSeparator(_ text: String, at index: String.Index) -> Bool {
        let character = text[index]
        guard character.isWhitespace else { return false }
        guard Token.digitGroupSeparators.contains(character), index > text.startIndex else { return true }
        let next = text.index(after: index)
        let digitBefore = text[text.index(before: index)].isASCII && text[text.index(before: index)].isNumber
        let digitAfter = next < text.endIndex && text[next].isASCII && text[next].isNumber
        return !(digitBefore && digitAfter)
    }

    /// No-break spaces that locales use to group digits.
    static let digitGroupSeparators: Set<Character> = ["\u{00A0}", "\u{202F}"]

    static func split(_ text: String) -> [Token] {
        if let tokens = splitSimple(text) { return tokens }
        var tokens: [Token] = []
        var start = text.startIndex
        while start < text.endIndex {
            let isSpace = isSeparator(text, at: start)
            var end = start
            while end < text.endIndex, isSeparator(text, at: end) == isSpace { end = text.index(after: end) }
            let piece = text[start..<end]
            if isSpace {
                tokens.append(Token(text: piece, isWord: false, leading: "", core: piece, trailing: ""))
            } else {
                var coreStart = piece.startIndex
                while coreStart < piece.endIndex, openers.contains(piece[coreStart]) {
                    coreStart = piece.index(after: coreStart)
                }
                var coreEnd = piece.endIndex
                while coreEnd > coreStart, closers.contains(piece[piece.index(before: coreEnd)]) {
                    coreEnd = piece.index(before: coreEnd)
                }
                tokens.append(
                    Token(
                        text: piece, isWord: true, leading: piece[piece.startIndex..<coreStart],
                        core: piece[coreStart..<coreEnd], trailing: piece[coreEnd..<piece.endIndex]))
            }
            start = end
        }
        return tokens
    }

    /// `split` scalar by scalar, for text whose every scalar is a character of its own that is
    /// neither a no-break space nor curly punctuation: ASCII and the precomposed Latin letters
    /// U+00C0–U+017F (no combining marks, so no scalar joins the one before it). Names in Latin
    /// scripts are such text; nil for any other, which `split` walks character by character.
    private static func splitSimple(_ text: String) -> [Token]? {
        let scalars = text.unicodeScalars
        for scalar in scalars where scalar.value >= 0x80 {
            guard (0xC0...0x17F).contains(scalar.value), scalar.value != 0xD7, scalar.value != 0xF7 else {
                return nil
            }
        }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D)
        }
        var tokens: [Token] = []
        var start = scalars.startIndex
        while start < scalars.endIndex {
            let space = isSpace(scalars[start])
            var end = scalars.index(after: start)
            while end < scalars.endIndex, isSpace(scalars[end]) == space { end = scalars.index(after: end) }
            let piece = text[start..<end]
            if space {
                tokens.append(Token(text: piece, isWord: false, leading: "", core: piece, trailing: ""))
            } else {
                var coreStart = start
                while coreStart < end, asciiOpeners.contains(scalars[coreStart]) {
                    coreStart = scalars.index(after: coreStart)
                }
                var coreEnd = end
                while coreEnd > coreStart, asciiClosers.contains(scalars[scalars.index(before: coreEnd)]) {
                    coreEnd = scalars.index(before: coreEnd)
                }
                tokens.append(
                    Token(
                        text: piece, isWord: true, leading: text[start..<coreStart],
                        core: text[coreStart..<coreEnd], trailing: text[coreEnd..<end]))
            }
            start = end
        }
        return tokens
    }

    /// The ASCII ones of ``openers`` and ``closers``.
    private static let asciiOpeners: Set<Unicode.Scalar> = ["(", "[", "\"", "'"]
    private static let asciiClosers: Set<Unicode.Scalar> = [",", ";", ":", ")", "]", "\"", "'", "!", "?"]
}
