import Foundation

/// Matching the lexicon's entries at a word: written words, wildcards and the position rules,
/// over the UTF-8 bytes of the composed text.
extension SpokenLexicon {
    /// The entry that matches at a word, as the number of words it spans and what is said; nil
    /// for none. Entries are tried in lexicon order: the first whose written words, wildcards
    /// and position hold wins.
    func matchBytes(
        at wordIndex: Int, bytes: UnsafeBufferPointer<UInt8>, words: UnsafeBufferPointer<WordSpan>,
        text: String, symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?
    ) -> (length: Int, spoken: String)? {
        let tables = index.bytes
        func core(_ word: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: bytes[words[word].coreStart..<words[word].coreEnd])
        }
        let first = core(wordIndex)
        let hasDigit = first.contains { Self.isDigit($0) }
        let candidates: [Int]
        if let number = tables.firstWordKeys.find(first) {
            candidates = tables.candidates[number]
        } else {
            // The patterns a word without a digit cannot start are skipped below anyway.
            candidates = hasDigit ? index.patterns : tables.patternsWithoutDigit
        }
        if candidates.isEmpty { return nil }
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
            return (length, spoken)
        }
        return nil
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

    /// Matches a written pattern against a word: nothing, the word exactly, or a wildcard (`#` a
    /// run of ASCII digits, `*` a run of letters or hyphens) with the bytes it matched.
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
        // Beyond ASCII a byte tells no letter: the characters do ("Cikampek" but not a dash
        // "–" in "Jakarta–Cikampek.").
        if symbol == UInt8(ascii: "*"), (start..<end).contains(where: { word[$0] >= 0x80 }) {
            let text = String(decoding: UnsafeBufferPointer(rebasing: word[start..<end]), as: UTF8.self)
            guard text.allSatisfy({ $0.isLetter || $0 == "-" }) else { return .noMatch }
        }
        return .wildcard(symbol: symbol, start: start, end: end)
    }

    /// Whether a byte starts a letter: an ASCII letter or any scalar beyond ASCII.
    @inline(__always)
    static func isLetter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Whether a word is an ordinal written with digits and an ASCII ending: "1st", "42nd".
    static func isDigitOrdinal(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first, isDigit(first) else { return false }
        guard let letters = word.firstIndex(where: { !isDigit($0) }) else { return false }
        return word[letters...].allSatisfy { $0 < 0x80 && isLetter($0) }
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
            // An ordinary word follows: one of letters ("N Main St") or an ordinal written with
            // digits ("N 1st Street"), not a number ("N 81") nor a word of the lexicon ("E St NW").
            return (Self.isLetter(first) || Self.isDigitOrdinal(next)) && !tables.firstWords.contains(next)
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
