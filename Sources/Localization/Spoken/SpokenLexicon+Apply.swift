import Foundation

/// The readings of single words that the lexicon's matching relies on: regnal numbers after a
/// given name, hyphenated names, written numbers.
extension SpokenLexicon {
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
        _ word: Substring, symbols: DecimalSymbols?, pluralCategory: (@Sendable (String) -> String)?
    ) -> String? {
        guard word.contains("-") else { return nil }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        var said = parts.map(String.init)
        var changed = false
        for position in parts.indices {
            let part = parts[position]
            var spoken: String?
            if position > 0, let regnalNumbers, RegnalNumbers.mayBeNumeral(part) {
                let before = parts[position - 1]
                spoken = regnalNumbers.spoken(part, after: before, gender: gender(ofGivenName: before))
            }
            if spoken == nil, part.count > 1, part.hasSuffix(".") { spoken = abbreviation(part) }
            guard let spoken else { continue }
            said[position] = spoken.replacingOccurrences(of: " ", with: "-")
            changed = true
        }
        guard changed else { return nil }
        let read = said.joined(separator: "-")
        var storage = read  // the same bytes, borrowed while `read` is read
        let whole = storage.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: WordSpan.self, capacity: 1) { span in
                span[0] = WordSpan(coreStart: 0, coreEnd: bytes.count, end: bytes.count)
                return matchBytes(
                    at: 0, bytes: bytes, words: UnsafeBufferPointer(span), text: read, symbols: symbols,
                    pluralCategory: pluralCategory)
            }
        }
        return whole?.spoken ?? read
    }

    /// Whether some part of a hyphenated word may be read otherwise, found on its UTF-8 bytes: a
    /// hyphen followed by I, V or X (a regnal number), or a full stop before a hyphen or at the
    /// end (an abbreviation). A word without either (a road number such as "SP-330", most
    /// hyphenated names) is left as it is without being split.
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
        index.candidates(for: part).lazy.map { entries[$0] }.first { entry in
            entry.written == [String(part)] && entry.position == .anywhere && entry.givenNameForms.isEmpty
        }?.spoken
    }

    /// The gender `givenNames` lists a name under, nil when none does.
    func gender(ofGivenName name: Substring) -> String? {
        // The alphabetically first gender listing the name, found without sorting the keys.
        let name = String(name)
        return givenNames.lazy.filter { $0.value.contains(name) }.map(\.key).min()
    }

    /// A written number ("1,5", "1.500") as a number literal ("1.5", "1500") using the locale's
    /// symbols; nil when it is not a number.
    static func numberLiteral(_ word: Substring, symbols: DecimalSymbols?) -> String? {
        guard isNumber(word) else { return nil }
        let decimal = symbols?.decimal ?? "."
        let group = symbols?.group ?? ","
        var text = String(word)
        if !group.isEmpty { text = text.replacingOccurrences(of: group, with: "") }
        text.removeAll { digitGroupSeparators.contains($0) }
        text = text.replacingOccurrences(of: decimal, with: ".")
        return text.allSatisfy { $0.isNumber || $0 == "." } && text.filter({ $0 == "." }).count <= 1
            ? text : nil
    }
}
