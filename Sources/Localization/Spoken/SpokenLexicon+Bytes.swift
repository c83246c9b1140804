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
            withSubstitutions(text, bytes: bytes, symbols: symbols, pluralCategory: pluralCategory) {
                substitutions in
                if substitutions.isEmpty { return SpokenText(verbatim: text) }
                var segments: [SpokenSegment] = []
                segments.reserveCapacity(2 * substitutions.count + 1)
                var cursor = 0
                for substitution in substitutions {
                    if substitution.start > cursor {
                        segments.append(.text(String(Self.slice(text, cursor, substitution.start))))
                    }
                    segments.append(
                        .substitution(
                            written: String(Self.slice(text, substitution.start, substitution.end)),
                            spoken: substitution.spoken))
                    cursor = substitution.end
                }
                if cursor < bytes.count {
                    segments.append(.text(String(Self.slice(text, cursor, bytes.count))))
                }
                return SpokenText(segments: segments)
            }
        }
        return result ?? nil
    }

    /// A stretch of the text said otherwise: its bytes `start..<end`, and what is said.
    struct ByteSubstitution {
        var start: Int
        var end: Int
        var spoken: String
    }

    /// Runs `body` with the substitutions ``applyBytes(to:symbols:pluralCategory:)`` makes in
    /// `text` (whose UTF-8 bytes are `bytes`), in order; nil, without calling `body`, when the
    /// byte path does not take the text. The segments are then made from the text and these
    /// ranges.
    func withSubstitutions<Result>(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, symbols: DecimalSymbols?,
        pluralCategory: (@Sendable (String) -> String)?,
        _ body: (UnsafeBufferPointer<ByteSubstitution>) -> Result
    ) -> Result? {
        guard Self.isByteText(bytes) else { return nil }
        return withUnsafeTemporaryAllocation(of: WordSpan.self, capacity: bytes.count / 2 + 1) { spans in
            let count = Self.split(bytes, into: spans)
            let words = UnsafeBufferPointer(rebasing: spans[..<count])
            return withUnsafeTemporaryAllocation(of: ByteSubstitution.self, capacity: count + 1) {
                substitutions -> Result? in
                guard
                    let found = expand(
                        text, bytes: bytes, words: words, symbols: symbols, pluralCategory: pluralCategory,
                        into: substitutions)
                else { return nil }
                defer { _ = substitutions.prefix(found).deinitialize() }
                return body(UnsafeBufferPointer(rebasing: substitutions[..<found]))
            }
        }
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
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// Whether a word of byte text is a number: a digit, then digits, commas and full stops.
    static func isNumber(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, isDigit(first) else { return false }
        return word.allSatisfy { isDigit($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ".") }
    }

    /// The text between two byte offsets of `text`.
    static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        return text[lower..<upper]
    }

    /// Finds the substitutions of `text` in order, initializing `substitutions` from its
    /// start; returns how many, or nil (with none left initialized) when only the general path
    /// can match a word.
    private func expand(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<WordSpan>,
        symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?,
        into substitutions: UnsafeMutableBufferPointer<ByteSubstitution>
    ) -> Int? {
        func core(_ word: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[words[word].coreStart..<words[word].coreEnd])
        }
        func coreText(_ word: Int) -> Substring {
            Self.slice(text, words[word].coreStart, words[word].coreEnd)
        }
        var found = 0
        func substitute(from first: Int, through last: Int, spoken: String) {
            substitutions.initializeElement(
                at: found,
                to: ByteSubstitution(start: words[first].coreStart, end: words[last].coreEnd, spoken: spoken))
            found += 1
        }
        var word = 0
        while word < words.count {
            // Most words start no entry, which the tables built at load settle by their first
            // byte and length.
            let match: ByteMatch =
                index.bytes.mayStartEntry(core(word))
                ? matchBytes(
                    at: word, bytes: bytes, words: words, text: text, symbols: symbols,
                    pluralCategory: pluralCategory) : .noEntry
            switch match {
            case .generalPathOnly:
                _ = substitutions.prefix(found).deinitialize()
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
        return found
    }

}
