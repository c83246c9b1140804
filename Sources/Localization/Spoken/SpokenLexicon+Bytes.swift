import Foundation

/// The byte path of the spoken lexicon: a name in a Latin script expanded in one walk over its
/// UTF-8 bytes, with entries found through `LexiconBytes`.
extension SpokenLexicon {
    /// A word of the name, by byte offsets: opening punctuation from `start`, the core from
    /// `coreStart` to `coreEnd`, closing punctuation to `end`.
    struct WordSpan {
        var start: Int
        var coreStart: Int
        var coreEnd: Int
        var end: Int
    }

    /// ``apply(to:symbols:pluralCategory:)`` over bytes; nil when `text` holds a scalar other
    /// than ASCII and the precomposed Latin letters U+00C0–U+017F (× and ÷ excepted), or a word
    /// that only the general path can match. Such text is its own composed form, each scalar a
    /// character of its own, and only ASCII whitespace separates its words, so bytes say what
    /// characters would.
    func applyBytes(
        to text: String, symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?
    ) -> SpokenText? {
        let result = text.utf8.withContiguousStorageIfAvailable { bytes -> SpokenText? in
            guard Self.isByteText(bytes) else { return nil }
            return withUnsafeTemporaryAllocation(of: WordSpan.self, capacity: bytes.count / 2 + 1) { spans in
                let count = Self.split(bytes, into: spans)
                let words = UnsafeBufferPointer(rebasing: spans[..<count])
                return expand(
                    text, bytes: bytes, words: words, symbols: symbols, pluralCategory: pluralCategory)
            }
        }
        return result ?? nil
    }

    /// Whether every scalar of `bytes` is ASCII or U+00C0–U+017F other than U+00D7 and U+00F7.
    static func isByteText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                continue
            }
            switch byte {
            case 0xC3:
                guard index + 1 < bytes.count else { return false }
                let next = bytes[index + 1]
                if next == 0x97 || next == 0xB7 { return false }
            case 0xC4, 0xC5:
                break
            default:
                return false
            }
            index += 2
        }
        return true
    }

    /// Splits byte text into words at ASCII whitespace, as `Token.split` does; returns the count.
    static func split(_ bytes: UnsafeBufferPointer<UInt8>, into spans: UnsafeMutableBufferPointer<WordSpan>)
        -> Int
    {
        var count = 0
        var index = 0
        while index < bytes.count {
            if isSpace(bytes[index]) {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            var coreStart = start
            while coreStart < index, isOpener(bytes[coreStart]) { coreStart += 1 }
            var coreEnd = index
            while coreEnd > coreStart, isCloser(bytes[coreEnd - 1]) { coreEnd -= 1 }
            spans[count] = WordSpan(start: start, coreStart: coreStart, coreEnd: coreEnd, end: index)
            count += 1
        }
        return count
    }

    @inline(__always)
    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    @inline(__always)
    private static func isOpener(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "'"): return true
        default: return false
        }
    }

    @inline(__always)
    private static func isCloser(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: ")"), UInt8(ascii: "]"),
            UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "!"), UInt8(ascii: "?"):
            return true
        default: return false
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether a word of byte text is a number: a digit, then digits, commas and full stops.
    static func isNumber(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, isDigit(first) else { return false }
        return word.allSatisfy { isDigit($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }
    }

    /// The text between two byte offsets of `text`.
    private static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        return text[lower..<upper]
    }

    private func expand(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<WordSpan>,
        symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?
    ) -> SpokenText? {
        func core(_ word: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[words[word].coreStart..<words[word].coreEnd])
        }
        func coreText(_ word: Int) -> Substring {
            Self.slice(text, words[word].coreStart, words[word].coreEnd)
        }
        var segments: [SpokenSegment] = []
        var cursor = 0
        func substitute(from first: Int, through last: Int, spoken: String) {
            let start = words[first].coreStart
            if start > cursor { segments.append(.text(String(Self.slice(text, cursor, start)))) }
            let end = words[last].coreEnd
            segments.append(.substitution(written: String(Self.slice(text, start, end)), spoken: spoken))
            cursor = end
        }
        var word = 0
        while word < words.count {
            switch matchBytes(
                at: word, bytes: bytes, words: words, text: text, symbols: symbols,
                pluralCategory: pluralCategory)
            {
            case .generalPathOnly:
                return nil
            case .matched(let length, let spoken):
                substitute(from: word, through: word + length - 1, spoken: spoken)
                word += length
                continue
            case .noEntry:
                break
            }
            let letters = core(word)
            if word > 0, let regnalNumbers, let first = letters.first,
                first == UInt8(ascii: "I") || first == UInt8(ascii: "V") || first == UInt8(ascii: "X")
            {
                let previous = Self.lastPart(of: coreText(word - 1))
                if let spoken = regnalNumbers.spoken(
                    coreText(word), after: previous, gender: gender(ofGivenName: previous))
                {
                    substitute(from: word, through: word, spoken: spoken)
                    word += 1
                    continue
                }
            }
            if Self.mayReadHyphenated(bytes: letters) {
                let whole = Self.slice(text, words[word].start, words[word].end)
                let token = Token(
                    text: whole, isWord: true,
                    leading: Self.slice(text, words[word].start, words[word].coreStart),
                    core: coreText(word), trailing: Self.slice(text, words[word].coreEnd, words[word].end))
                if let spoken = hyphenatedReading(token, symbols: symbols, pluralCategory: pluralCategory) {
                    substitute(from: word, through: word, spoken: spoken)
                    word += 1
                    continue
                }
            }
            word += 1
        }
        if segments.isEmpty { return SpokenText(verbatim: text) }
        if cursor < bytes.count { segments.append(.text(String(Self.slice(text, cursor, bytes.count)))) }
        return SpokenText(segments: segments)
    }

    /// What matching an entry at a word gave.
    private enum ByteMatch {
        case noEntry
        case matched(length: Int, spoken: String)
        case generalPathOnly
    }

    /// `match(at:words:symbols:pluralCategory:)` over bytes.
    private func matchBytes(
        at wordIndex: Int, bytes: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<WordSpan>,
        text: String, symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?
    ) -> ByteMatch {
        let tables = index.bytes
        func core(_ word: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[words[word].coreStart..<words[word].coreEnd])
        }
        let first = core(wordIndex)
        let candidates: [Int]
        if let number = tables.firstWordKeys.find(first) {
            candidates = tables.candidates[number]
        } else {
            candidates = index.patterns
        }
        if candidates.isEmpty { return .noEntry }
        let hasDigit = first.contains { Self.isDigit($0) }
        for position in candidates {
            if !hasDigit, index.needsDigit[position] { continue }
            let written = tables.written[position]
            let length = written.count
            guard length > 0, wordIndex + length <= words.count else { continue }
            var wildcard: (symbol: UInt8, start: Int, end: Int)?
            var matched = true
            if index.isLiteral[position] {
                for offset in 0..<length where !Self.equal(written[offset], core(wordIndex + offset)) {
                    matched = false
                    break
                }
            } else {
                guard tables.byteSafe[position] else { return .generalPathOnly }
                for offset in 0..<length {
                    let word = wordIndex + offset
                    switch Self.matchWordBytes(written[offset], core(word)) {
                    case .noMatch:
                        matched = false
                    case .plain:
                        break
                    case .wildcard(let symbol, let start, let end):
                        let base = words[word].coreStart
                        wildcard = (symbol, base + start, base + end)
                    }
                    if !matched { break }
                }
            }
            guard matched else { continue }
            let entry = entries[position]
            guard positionHolds(entry.position, at: wordIndex, length: length, words: words, bytes: bytes)
            else {
                continue
            }
            var spoken = entry.spoken
            if entry.position == .afterNumber, !entry.pluralForms.isEmpty, let pluralCategory,
                let literal = Self.numberLiteral(
                    Self.slice(text, words[wordIndex - 1].coreStart, words[wordIndex - 1].coreEnd),
                    symbols: symbols),
                let form = entry.pluralForms[pluralCategory(literal)]
            {
                spoken = form
            }
            if !entry.givenNameForms.isEmpty, wordIndex + length < words.count {
                let next = String(
                    Self.slice(text, words[wordIndex + length].coreStart, words[wordIndex + length].coreEnd))
                for (gender, form) in entry.givenNameForms.sorted(by: { $0.key < $1.key })
                where givenNames[gender]?.contains(next) == true {
                    spoken = form
                    break
                }
            }
            if let wildcard {
                spoken = Self.replacing(
                    wildcard.symbol, in: spoken, with: Self.slice(text, wildcard.start, wildcard.end))
            }
            return .matched(length: length, spoken: spoken)
        }
        return .noEntry
    }

    /// `spoken` with every `symbol` (an ASCII byte) replaced by `text`, as
    /// `replacingOccurrences(of:with:)` replaces it: by bytes when `spoken` holds no scalar from
    /// U+0300 on, which could join the symbol into a character of its own.
    static func replacing(_ symbol: UInt8, in spoken: String, with text: Substring) -> String {
        guard spoken.utf8.contains(symbol) else { return spoken }
        if spoken.utf8.contains(where: { $0 >= 0xCC }) {
            return spoken.replacingOccurrences(of: String(UnicodeScalar(symbol)), with: String(text))
        }
        let utf8 = spoken.utf8
        var result = ""
        var run = utf8.startIndex
        var index = utf8.startIndex
        while index < utf8.endIndex {
            if utf8[index] == symbol {
                result += spoken[run..<index]
                result += text
                run = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        result += spoken[run...]
        return result
    }

    @inline(__always)
    private static func equal(_ key: [UInt8], _ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count == word.count else { return false }
        var offset = 0
        while offset < word.count, key[offset] == word[offset] { offset += 1 }
        return offset == word.count
    }

    /// What a written pattern makes of a word.
    private enum WordMatch {
        case noMatch
        case plain
        /// The wildcard and the byte range (within the word) it matched.
        case wildcard(symbol: UInt8, start: Int, end: Int)
    }

    /// `matchWord` over bytes, for a pattern of scalars below U+0300 and a word of byte text.
    private static func matchWordBytes(_ pattern: [UInt8], _ word: UnsafeBufferPointer<UInt8>) -> WordMatch {
        guard let wildcard = pattern.firstIndex(where: { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "*") })
        else {
            return equal(pattern, word) ? .plain : .noMatch
        }
        let symbol = pattern[wildcard]
        let prefixLength = wildcard
        let suffixLength = pattern.count - wildcard - 1
        guard word.count >= prefixLength + suffixLength else { return .noMatch }
        for offset in 0..<prefixLength where pattern[offset] != word[offset] { return .noMatch }
        for offset in 0..<suffixLength
        where pattern[wildcard + 1 + offset] != word[word.count - suffixLength + offset] {
            return .noMatch
        }
        let start = prefixLength
        let end = word.count - suffixLength
        // At least one character between: a scalar starts at every byte but a continuation byte.
        guard (start..<end).contains(where: { word[$0] & 0xC0 != 0x80 }) else { return .noMatch }
        for offset in start..<end {
            let byte = word[offset]
            let fits =
                symbol == UInt8(ascii: "#")
                ? isDigit(byte)
                : byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || byte == UInt8(ascii: "-")
            guard fits else { return .noMatch }
        }
        return .wildcard(symbol: symbol, start: start, end: end)
    }

    private func positionHolds(
        _ position: Position, at start: Int, length: Int, words: UnsafeBufferPointer<WordSpan>,
        bytes: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        func core(_ word: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[words[word].coreStart..<words[word].coreEnd])
        }
        let tables = index.bytes
        let end = start + length
        switch position {
        case .anywhere:
            return true
        case .first:
            return start == 0 && end < words.count
        case .last:
            guard start > 0 else { return false }
            return (end..<words.count).allSatisfy { tables.suffixWords.contains(core($0)) }
        case .prefix:
            guard start == 0, words.count - end >= 2 else { return false }
            let next = core(end)
            guard let first = next.first else { return false }
            let startsWithLetter =
                first >= 0x80 || (first | 0x20 >= UInt8(ascii: "a") && first | 0x20 <= UInt8(ascii: "z"))
            return startsWithLetter && !tables.firstWords.contains(next)
        case .suffix:
            return end == words.count && start >= 2
        case .afterNumber:
            return start > 0 && Self.isNumber(core(start - 1))
        case .beforeNumber:
            return end < words.count && Self.isNumber(core(end))
        case .nameStart:
            guard end < words.count else { return false }
            return start == 0 || tables.typeWords.contains(core(start - 1))
        }
    }
}
