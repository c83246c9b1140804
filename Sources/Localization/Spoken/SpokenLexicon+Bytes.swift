/// The spoken lexicon applied: a name expanded in one walk over the UTF-8 bytes of its words,
/// with entries found through `LexiconBytes`.
extension SpokenLexicon {
    /// A word of the name, by byte offsets: the core from `coreStart` (after any opening
    /// punctuation) to `coreEnd`, closing punctuation to `end`.
    struct WordSpan {
        var coreStart: Int
        var coreEnd: Int
        var end: Int
    }

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
        // Compared byte for byte with the lexicon's composed (NFC) words, as map data writes
        // names; a name written decomposed keeps its text, and such words stay as written.
        var storage = text  // the same bytes, borrowed while `text` is read
        return storage.withUTF8 { bytes in
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
    }

    /// A stretch of the text said otherwise: its bytes `start..<end`, and what is said.
    struct ByteSubstitution {
        var start: Int
        var end: Int
        var spoken: String
    }

    /// Runs `body` with the substitutions ``apply(to:symbols:pluralCategory:)`` makes in `text`
    /// (its UTF-8 bytes are `bytes`), in order. The segments
    /// are then made from the text and these ranges.
    func withSubstitutions<Result>(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, symbols: DecimalSymbols?,
        pluralCategory: (@Sendable (String) -> String)?,
        _ body: (UnsafeBufferPointer<ByteSubstitution>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: WordSpan.self, capacity: bytes.count / 2 + 1) { spans in
            let count =
                Self.isByteText(bytes)
                ? Self.split(bytes, into: spans) : Self.split(characters: text, into: spans)
            keepWrittenApostrophes(bytes, in: UnsafeMutableBufferPointer(rebasing: spans[..<count]))
            let words = UnsafeBufferPointer(rebasing: spans[..<count])
            return withUnsafeTemporaryAllocation(of: ByteSubstitution.self, capacity: count + 1) {
                substitutions -> Result in
                let found = expand(
                    text, bytes: bytes, words: words, symbols: symbols, pluralCategory: pluralCategory,
                    into: substitutions)
                defer { _ = substitutions.prefix(found).deinitialize() }
                return body(UnsafeBufferPointer(rebasing: substitutions[..<found]))
            }
        }
    }

    /// Gives back to a word the apostrophe that closes it when the lexicon writes the word with
    /// it: Hebrew abbreviations are written with an ASCII apostrophe as often as with a geresh
    /// ("רח'", "שד'"), and the apostrophe is otherwise closing punctuation, set apart.
    private func keepWrittenApostrophes(
        _ bytes: UnsafeBufferPointer<UInt8>, in words: UnsafeMutableBufferPointer<WordSpan>
    ) {
        for word in words.indices {
            let span = words[word]
            guard span.coreEnd < span.end, bytes[span.coreEnd] == UInt8(ascii: "'") else { continue }
            let extended = UnsafeBufferPointer(rebasing: bytes[span.coreStart..<span.coreEnd + 1])
            if index.bytes.firstWordKeys.find(extended) != nil {
                words[word].coreEnd += 1
            }
        }
    }

    /// Whether every scalar of `bytes` is ASCII or U+00C0–U+017F other than U+00D7 and U+00F7:
    /// such text is its own composed form, each scalar a character of its own, and only ASCII
    /// whitespace separates its words, so its words are found byte by byte.
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
            spans[count] = WordSpan(coreStart: coreStart, coreEnd: coreEnd, end: index)
            count += 1
        }
        return count
    }

    /// Splits any text into words, character by character, as ``split(_:into:)`` splits Latin
    /// text: at whitespace, but a no-break space between digits groups them ("15 000" is one
    /// number); opening and closing punctuation, curly quotes and guillemets included, set
    /// apart from each word's core. Returns the count.
    static func split(characters text: String, into spans: UnsafeMutableBufferPointer<WordSpan>) -> Int {
        var characters: [Character] = []
        var starts: [Int] = []
        var offset = 0
        for character in text {
            characters.append(character)
            starts.append(offset)
            offset += character.utf8.count
        }
        starts.append(offset)
        func isDigit(_ position: Int) -> Bool {
            characters.indices.contains(position) && characters[position].isASCII
                && characters[position].isNumber
        }
        func isSeparator(_ position: Int) -> Bool {
            let character = characters[position]
            guard character.isWhitespace else { return false }
            guard digitGroupSeparators.contains(character) else { return true }
            return !(isDigit(position - 1) && isDigit(position + 1))
        }
        var count = 0
        var position = 0
        while position < characters.count {
            if isSeparator(position) {
                position += 1
                continue
            }
            let start = position
            while position < characters.count, !isSeparator(position) { position += 1 }
            var coreStart = start
            while coreStart < position, openers.contains(characters[coreStart]) { coreStart += 1 }
            var coreEnd = position
            while coreEnd > coreStart, closers.contains(characters[coreEnd - 1]) { coreEnd -= 1 }
            spans[count] = WordSpan(
                coreStart: starts[coreStart], coreEnd: starts[coreEnd], end: starts[position])
            count += 1
        }
        return count
    }

    /// Opening punctuation set apart from a word's core.
    static let openers: Set<Character> = ["(", "[", "\"", "'", "“", "‘", "«"]
    /// Closing punctuation set apart from a word's core.
    static let closers: Set<Character> = [",", ";", ":", ")", "]", "\"", "'", "”", "’", "»", "!", "?"]
    /// No-break spaces that locales use to group digits.
    static let digitGroupSeparators: Set<Character> = ["\u{00A0}", "\u{202F}"]

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

    /// Whether a word is a number: an ASCII digit, then digits, commas, full stops and the
    /// no-break spaces that group digits (U+00A0, U+202F).
    static func isNumber(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, isDigit(first) else { return false }
        var index = 1
        while index < word.count {
            let byte = word[index]
            if isDigit(byte) || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") {
                index += 1
            } else if let length = groupSeparatorLength(word, at: index) {
                index += length
            } else {
                return false
            }
        }
        return true
    }

    /// Whether a written word is a number (see ``isNumber(_:)-(UnsafeBufferPointer<UInt8>)``).
    static func isNumber(_ word: Substring) -> Bool {
        var word = word
        return word.withUTF8 { isNumber($0) }
    }

    /// The length of the no-break space grouping digits at `index` (U+00A0 is two bytes,
    /// U+202F three), nil for none.
    private static func groupSeparatorLength(_ word: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        if word[index] == 0xC2, index + 1 < word.count, word[index + 1] == 0xA0 { return 2 }
        if word[index] == 0xE2, index + 2 < word.count, word[index + 1] == 0x80, word[index + 2] == 0xAF {
            return 3
        }
        return nil
    }

    /// The text between two byte offsets of `text`.
    static func slice(_ text: String, _ start: Int, _ end: Int) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: start)
        let upper = utf8.index(lower, offsetBy: end - start)
        return text[lower..<upper]
    }

    /// Finds the substitutions of `text` in order, initializing `substitutions` from its
    /// start; returns how many.
    private func expand(
        _ text: String, bytes: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<WordSpan>,
        symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?,
        into substitutions: UnsafeMutableBufferPointer<ByteSubstitution>
    ) -> Int {
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
            let match =
                index.bytes.mayStartEntry(core(word))
                ? matchBytes(
                    at: word, bytes: bytes, words: words, text: text, symbols: symbols,
                    pluralCategory: pluralCategory) : nil
            if let (length, spoken) = match {
                substitute(from: word, through: word + length - 1, spoken: spoken)
                word += length
                continue
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
            if Self.mayReadHyphenated(bytes: letters),
                let spoken = hyphenatedReading(
                    coreText(word), symbols: symbols, pluralCategory: pluralCategory)
            {
                substitute(from: word, through: word, spoken: spoken)
                word += 1
                continue
            }
            if Self.isNumber(letters), letters.contains(where: { $0 >= 0x80 }) {
                // Digits grouped by no-break spaces: said as one number, without them.
                var plain = String(coreText(word))
                plain.removeAll { Self.digitGroupSeparators.contains($0) }
                substitute(from: word, through: word, spoken: plain)
            }
            word += 1
        }
        return found
    }

}
