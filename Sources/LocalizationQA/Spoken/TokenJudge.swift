import Foundation

/// Decides whether the voice gets a token only writing uses: an abbreviation's full stop or
/// colon still in it, letters it will spell one by one, or an ordinal it will say as the plain
/// number. The reading is eSpeak NG's own (through a ``Phonemizer``), compared with the
/// readings of the token's letters and digits alone; nothing about a language is coded here.
struct TokenJudge: Sendable {
    /// What reads the tokens.
    var phonemizer: any Phonemizer
    /// The locale's eSpeak NG voice.
    var voice: String
    /// Tokens meant to be said letter by letter (`qa.spelledTokens`).
    var spelled: Set<String>
    /// The case endings the locale's suffix rules write after a number (Hungarian "ösre" in
    /// "5-ösre"): said joined to the number, as the language says them, not ordinal marks.
    var numberEndings: Set<String> = []

    /// Why the voice misreads `token` (with the token as the finding shows it: with its full
    /// stop when that is the problem), nil when it reads it as a word. `nameTokens` are the
    /// words of the name as written: a full stop that came with the name is an abbreviation's.
    func problem(_ token: SpokenToken, nameTokens: Set<String>) -> (shown: String, why: String)? {
        if let colon = colonInWord(token.body) { return (token.body, colon) }
        if let ordinal = ordinalProblem(token, nameTokens: nameTokens) {
            return (ordinal.markIsFullStop ? token.withFullStop : token.body, ordinal.why)
        }
        if token.fullStop, nameTokens.contains(token.withFullStop), isAbbreviation(token.body) {
            return (
                token.withFullStop,
                "keeps an abbreviation's full stop: the voice reads it as written"
                    + " (and may pause after it); give the word in full in spoken.entries"
            )
        }
        if token.body.contains(where: \.isNumber) { return nil }
        // Parts of a hyphenated word, and a word after an elided article ("l'A"), are read alone.
        for part in token.body.split(whereSeparator: { "-\u{2011}'’".contains($0) }) {
            if let spelledOut = lettersProblem(String(part)) {
                return (
                    token.body, part == token.body[...] ? spelledOut : "has \"\(part)\", which " + spelledOut
                )
            }
        }
        return nil
    }

    /// A colon between letters ("S:t", "G:a"): an abbreviation only writing uses.
    private func colonInWord(_ body: String) -> String? {
        let characters = Array(body)
        let between = characters.indices.dropFirst().dropLast().contains { index in
            characters[index] == ":" && characters[index - 1].isLetter && characters[index + 1].isLetter
        }
        guard between else { return nil }
        return
            "a colon inside a word is an abbreviation only writing uses; give the word in full in spoken.entries"
    }

    /// Letters an abbreviation keeps before its full stop: two or more, or one that is not a
    /// capital (Russian "ш.", Arabic "د."); a capital alone is an initial, which the voice
    /// rightly says as a letter.
    private func isAbbreviation(_ body: String) -> Bool {
        let letters = body.filter(\.isLetter)
        guard letters.count == body.count, !letters.isEmpty else { return false }
        return letters.count >= 2 || !letters.allSatisfy(\.isUppercase)
    }

    /// Digits with an ordinal or case mark ("1-я", "5й", "3:e", "1st", "5ª", de "17."): the
    /// voice must say something else than the number, and else than the number and the mark
    /// one after the other.
    private func ordinalProblem(_ token: SpokenToken, nameTokens: Set<String>) -> (
        why: String, markIsFullStop: Bool
    )? {
        let body = token.body
        let digits = String(body.prefix(while: \.isNumber))
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII) else { return nil }
        var rest = body.dropFirst(digits.count)
        let mark: String
        if rest.isEmpty {
            // "17." from the name: a German or Turkish ordinal, written with its full stop.
            guard token.fullStop, nameTokens.contains(token.withFullStop) else { return nil }
            mark = "."
        } else {
            if let joiner = rest.first, "-‑.:’'".contains(joiner) { rest = rest.dropFirst() }
            // A capital after the number is a house or exit letter ("12A"), said as a letter.
            guard !rest.isEmpty, rest.allSatisfy({ $0.isLetter && !$0.isUppercase }),
                !rest.unicodeScalars.contains(where: Self.isSyllabic), !numberEndings.contains(String(rest))
            else { return nil }
            mark = String(rest)
        }
        let written = mark == "." ? digits + "." : body
        guard let reading = read(written), let number = read(digits) else { return nil }
        if reading == number {
            let why =
                "said as the cardinal \(digits): the ordinal mark \"\(mark)\" is lost; say the ordinal word"
                + " in spoken.entries"
            return (why, mark == ".")
        }
        guard mark != "." else { return nil }
        let apart = [read(mark), spelledReading(mark)].compactMap { $0 }
        // The mark said after the number ("один я"), or as a word of its own after an ordinal
        // the voice made of the digits alone (Dutch "1e" as "eerste e").
        let lastWord = phonemizer.phonemes(written, voice: voice)?.split(separator: " ").dropFirst().last
        if apart.contains(where: { number + $0 == reading || lastWord.map(String.init).map(normalized) == $0 }
        ) {
            let why =
                "said as the number \(digits) and then \"\(mark)\" apart: say the ordinal word in"
                + " spoken.entries"
            return (why, false)
        }
        return nil
    }

    /// A word of two letters or more that the voice spells letter by letter, unless it is an
    /// acronym in capitals, a declared spelled token or written in a script whose characters
    /// are syllables or words (Han, kana, Hangul), where a character alone is read as in a word.
    private func lettersProblem(_ part: String) -> String? {
        let letters = part.filter(\.isLetter)
        guard letters.count >= 2, letters.count == part.filter({ !$0.isPunctuation }).count,
            !spelled.contains(part), !spelled.contains(letters),
            !letters.allSatisfy({ $0.isUppercase }),
            !letters.unicodeScalars.contains(where: Self.isSyllabic)
        else { return nil }
        guard let reading = read(part), let spelledOut = spelledReading(letters), reading == spelledOut
        else { return nil }
        return "is read letter by letter; give the word in full in spoken.entries (or list it in"
            + " qa.spelledTokens when it is meant to be spelled)"
    }

    /// The reading of `text`, without stress, pause and boundary marks (which differ between a
    /// word and its letters said apart).
    func read(_ text: String) -> String? {
        guard let phonemes = phonemizer.phonemes(text, voice: voice) else { return nil }
        let reading = normalized(phonemes)
        return reading.isEmpty ? nil : reading
    }

    /// Phonemes without stress, pause and boundary marks.
    private func normalized(_ phonemes: String) -> String {
        // "_:" is a pause (Hebrew letters spelled out: "d'alet_:_: Q\"'eS"); ":" alone is length.
        String(phonemes.replacingOccurrences(of: "_:", with: "").filter { !Self.unstressed.contains($0) })
    }

    /// The readings of each letter of `letters` alone, joined.
    func spelledReading(_ letters: String) -> String? {
        var joined = ""
        for letter in letters where letter.isLetter {
            guard let reading = read(String(letter)) else { return nil }
            joined += reading
        }
        return joined.isEmpty ? nil : joined
    }

    /// eSpeak NG's stress, pause and boundary marks (";" also parts the letters of an English
    /// spelling: "Rte" is ",A@t,i:;'i:").
    private static let unstressed: Set<Character> = [" ", "'", ",", "%", "=", "_", "!", "|", "-", ";"]

    private static func isSyllabic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x9FFF, 0xF900...0xFAFF, 0xAC00...0xD7AF, 0x20000...0x3FFFF: true
        default: false
        }
    }
}
