import Foundation

@testable import Localization

/// The spoken lexicon's expansion as it was first written, word token by word token over
/// characters, with string comparisons: the reference the byte matcher is checked against in
/// every locale (`LexiconFastPathTests`). Test code only; the product has one matcher.
struct LexiconOracle {
    let lexicon: SpokenLexicon

    var entries: [SpokenLexicon.Entry] { lexicon.entries }
    var index: LexiconIndex { lexicon.index }
    var regnalNumbers: RegnalNumbers? { lexicon.regnalNumbers }
    var givenNames: [String: Set<String>] { lexicon.givenNames }
    typealias Position = SpokenLexicon.Position

    func gender(ofGivenName name: Substring) -> String? { lexicon.gender(ofGivenName: name) }
    static func lastPart(of word: Substring) -> Substring { SpokenLexicon.lastPart(of: word) }

    /// The expansion of `text`.
    func apply(
        to text: String, symbols: DecimalSymbols? = nil, pluralCategory: (@Sendable (String) -> String)? = nil
    ) -> SpokenText {
        var tokens = OracleToken.split(text)
        // A closing apostrophe the lexicon writes a word with belongs to the word ("רח'").
        for position in tokens.indices
        where tokens[position].isWord && tokens[position].trailing.hasPrefix("'") {
            let token = tokens[position]
            let extended = token.text[token.core.startIndex..<token.text.index(after: token.core.endIndex)]
            if index.firstWords.contains(String(extended)) {
                tokens[position].core = extended
                tokens[position].trailing = token.text[extended.endIndex...]
            }
        }
        let words = tokens.indices.filter { tokens[$0].isWord }
        let wordTokens = words.map { tokens[$0] }
        var matches: [Int: (length: Int, spoken: String)] = [:]
        var wordIndex = 0
        while wordIndex < words.count {
            if let (length, spoken) = match(
                at: wordIndex, words: wordTokens, symbols: symbols, pluralCategory: pluralCategory)
            {
                matches[wordIndex] = (length, spoken)
                wordIndex += length
            } else if wordIndex > 0, let regnalNumbers,
                let spoken = regnalNumbers.spoken(
                    wordTokens[wordIndex].core, after: Self.lastPart(of: wordTokens[wordIndex - 1].core),
                    gender: gender(ofGivenName: Self.lastPart(of: wordTokens[wordIndex - 1].core)))
            {
                matches[wordIndex] = (1, spoken)
                wordIndex += 1
            } else if let spoken = hyphenatedReading(
                wordTokens[wordIndex], symbols: symbols, pluralCategory: pluralCategory)
            {
                matches[wordIndex] = (1, spoken)
                wordIndex += 1
            } else {
                wordIndex += 1
            }
        }
        var segments: [SpokenSegment] = []
        func addText(_ piece: String) {
            guard !piece.isEmpty else { return }
            if case .text(let previous)? = segments.last {
                segments[segments.count - 1] = .text(previous + piece)
            } else {
                segments.append(.text(piece))
            }
        }
        var tokenIndex = 0
        var currentWord = 0
        while tokenIndex < tokens.count {
            let token = tokens[tokenIndex]
            guard token.isWord else {
                addText(String(token.text))
                tokenIndex += 1
                continue
            }
            if let (length, spoken) = matches[currentWord] {
                let lastToken = words[currentWord + length - 1]
                addText(String(tokens[tokenIndex].leading))
                let written = (tokenIndex...lastToken).map { position in
                    let piece = tokens[position]
                    if !piece.isWord { return String(piece.text) }
                    var text = String(piece.core)
                    if position != tokenIndex { text = piece.leading + text }
                    if position != lastToken { text += piece.trailing }
                    return text
                }.joined()
                segments.append(.substitution(written: written, spoken: spoken))
                addText(String(tokens[lastToken].trailing))
                tokenIndex = lastToken + 1
                currentWord += length
            } else if Self.isNumber(token.core),
                token.core.contains(where: { OracleToken.digitGroupSeparators.contains($0) })
            {
                addText(String(token.leading))
                var plain = String(token.core)
                plain.removeAll { OracleToken.digitGroupSeparators.contains($0) }
                segments.append(.substitution(written: String(token.core), spoken: plain))
                addText(String(token.trailing))
                tokenIndex += 1
                currentWord += 1
            } else {
                addText(String(token.text))
                tokenIndex += 1
                currentWord += 1
            }
        }
        return SpokenText(segments: segments)
    }
    func hyphenatedReading(
        _ word: OracleToken, symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?
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
        let whole = OracleToken(text: read, isWord: true, leading: "", core: read, trailing: "")
        if let (_, spoken) = match(at: 0, words: [whole], symbols: symbols, pluralCategory: pluralCategory) {
            return spoken
        }
        return String(read)
    }

    private func abbreviation(_ part: Substring) -> String? {
        for position in index.candidates(for: part) {
            let entry = entries[position]
            guard entry.written == [String(part)], entry.position == .anywhere, entry.givenNameForms.isEmpty
            else { continue }
            return entry.spoken
        }
        return nil
    }

    func match(
        at wordIndex: Int, words: [OracleToken], symbols: DecimalSymbols?,
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

    private func positionHolds(_ position: Position, at start: Int, length: Int, words: [OracleToken]) -> Bool
    {
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
            let digits = next.prefix { $0.isASCII && $0.isNumber }
            let ending = next.dropFirst(digits.count)
            let isOrdinal =
                !digits.isEmpty && !ending.isEmpty && ending.allSatisfy { $0.isASCII && $0.isLetter }
            let isLexiconWord = index.firstWords.contains(next)
            return (startsWithLetter || isOrdinal) && !isLexiconWord
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
            ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "."
                || OracleToken.digitGroupSeparators.contains($0)
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
        text.removeAll { OracleToken.digitGroupSeparators.contains($0) }
        text = text.replacingOccurrences(of: decimal, with: ".")
        return text.allSatisfy { $0.isNumber || $0 == "." } && text.filter({ $0 == "." }).count <= 1
            ? text : nil
    }
}

/// A word or a run of whitespace of the text being expanded.
struct OracleToken {
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
        guard OracleToken.digitGroupSeparators.contains(character), index > text.startIndex else {
            return true
        }
        let next = text.index(after: index)
        let digitBefore = text[text.index(before: index)].isASCII && text[text.index(before: index)].isNumber
        let digitAfter = next < text.endIndex && text[next].isASCII && text[next].isNumber
        return !(digitBefore && digitAfter)
    }

    /// No-break spaces that locales use to group digits.
    static let digitGroupSeparators: Set<Character> = ["\u{00A0}", "\u{202F}"]

    static func split(_ text: String) -> [OracleToken] {
        if let tokens = splitSimple(text) { return tokens }
        var tokens: [OracleToken] = []
        var start = text.startIndex
        while start < text.endIndex {
            let isSpace = isSeparator(text, at: start)
            var end = start
            while end < text.endIndex, isSeparator(text, at: end) == isSpace { end = text.index(after: end) }
            let piece = text[start..<end]
            if isSpace {
                tokens.append(OracleToken(text: piece, isWord: false, leading: "", core: piece, trailing: ""))
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
                    OracleToken(
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
    private static func splitSimple(_ text: String) -> [OracleToken]? {
        let scalars = text.unicodeScalars
        for scalar in scalars where scalar.value >= 0x80 {
            guard (0xC0...0x17F).contains(scalar.value), scalar.value != 0xD7, scalar.value != 0xF7 else {
                return nil
            }
        }
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || (scalar.value >= 0x09 && scalar.value <= 0x0D)
        }
        var tokens: [OracleToken] = []
        var start = scalars.startIndex
        while start < scalars.endIndex {
            let space = isSpace(scalars[start])
            var end = scalars.index(after: start)
            while end < scalars.endIndex, isSpace(scalars[end]) == space { end = scalars.index(after: end) }
            let piece = text[start..<end]
            if space {
                tokens.append(OracleToken(text: piece, isWord: false, leading: "", core: piece, trailing: ""))
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
                    OracleToken(
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
