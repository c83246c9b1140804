import Foundation

/// Case suffixes chosen by vowel harmony and the final sound of a name, as Turkish attaches them
/// to proper names after an apostrophe: "Atatürk Caddesi'ne", "İstiklal Caddesi'nde",
/// "Ankara'ya", "E5'te", "D100'den"; or chosen by the final sound alone, as Korean particles
/// follow a name directly: "세종대로로", "강남역으로", "A1로" (said "에이일로").
///
/// A script that writes a syllable as one block (Hangul) is read in its canonical decomposition
/// (`decomposed`), so that the name ends in the letter that sounds last: the syllable's final
/// consonant or its vowel. Final consonants may be sorted into named classes (`finalClasses`:
/// Korean "로" after a vowel or ㄹ), and a letter of another script ending an acronym is said
/// by its name (`letterWords`: "L" → "엘").
///
/// The facts (which vowels are front or back, rounded or not, which consonants are voiceless,
/// the suffix of each case and how the last word of a number is said) are locale data
/// (`roads.suffixes`); this type only applies them.
public struct SuffixHarmony: Sendable, Hashable {
    /// What a final sound is, the keys a placeholder may be chosen by besides vowel classes.
    public static let endingKeys = ["compound", "vowel", "voiceless", "consonant"]
    /// The key a placeholder falls back to.
    public static let otherKey = "*"

    /// Written between the name and its suffix (Turkish "'").
    public var separator: String
    /// The class of each vowel letter (`"a": "back-unrounded"`), upper and lower case as listed.
    public var vowels: [Character: String]
    /// Consonant letters after which a suffix's consonant is voiceless ("ç f h k p s ş t").
    public var voiceless: Set<Character>
    /// Placeholders used in suffixes, each a choice by ending key or vowel class, with `*` for
    /// the rest: `"D": {"voiceless": "t", "*": "d"}`.
    public var placeholders: [String: [String: String]]
    /// The suffix of each case, placeholders in braces: dative `"{Y}{A}"`.
    public var cases: [String: String]
    /// Last words that end in the compound marker, after which a buffer `n` joins the suffix
    /// ("Caddesi" → "Caddesi'ne", "Yolu" → "Yolu'na").
    public var compoundWords: Set<String>
    /// How the last word of a number is said, by its place value: "5" → "beş", "40" → "kırk",
    /// "100" → "yüz", "1000" → "bin", "1000000" → "milyon", "0" → "sıfır".
    public var numberWords: [String: String]
    /// The vowel class of a name without a vowel (an acronym said letter by letter, whose letter
    /// names end in a vowel of this class: Turkish "be", "ce", "te").
    public var noVowelClass: String
    /// Whether names are read in Unicode canonical decomposition (NFD), so that a syllable block
    /// ends in its own final letter (Hangul "로" ends in the vowel ᅩ, "역" in the consonant ᆨ).
    public var decomposed: Bool
    /// Named classes of final consonants, each a set of letters (`"liquid": "ᆯ"`): a name ending
    /// in one is chosen by the class name, then as any consonant.
    public var finalClasses: [String: Set<Character>]
    /// How a letter ending a name is said when it is not one of the language's own (an acronym's
    /// last letter, by its upper-case form): Korean "L" → "엘", "X" → "엑스".
    public var letterWords: [String: String]
    /// Written between the name and its suffix when the name ends in a symbol rather than a word:
    /// digits, a full stop or a word without a lower-case letter (Hungarian "M1-es", Finnish
    /// "E18:lle"); nil for `separator`.
    public var symbolSeparator: String?
    /// Vowels that decide nothing when a vowel of another class comes before them (Hungarian i,
    /// í, é: "Margit" takes back-vowel suffixes, "Margitra"; Finnish e, i).
    public var neutralVowels: Set<Character> = []
    /// Written after a number's digits, before its case suffix, by the same place-value keys as
    /// `numberWords` (Hungarian "5" → "ös": "az 5-ösre"; "M1" → "M1-esre").
    public var numberInfixes: [String: String] = [:]
    /// Last-word endings and their form in each case, which replace them with no separator:
    /// Finnish "katu" → allative "kadulle" ("Hämeenkatu" → "Hämeenkadulle"), Hungarian "utca" →
    /// sublative "utcára". Matched case-insensitively on the spoken last word, longest first.
    public var endings: [SuffixEnding] = []
    /// Whether a name that ends in a word takes its case only from `endings` (Finnish, whose
    /// consonant gradation no harmony rule can guess): any other word is not known in the case.
    public var wordsNeedEnding = false

    /// Creates harmony rules.
    public init(
        separator: String, vowels: [Character: String], voiceless: Set<Character>,
        placeholders: [String: [String: String]], cases: [String: String], compoundWords: Set<String>,
        numberWords: [String: String], noVowelClass: String, decomposed: Bool = false,
        finalClasses: [String: Set<Character>] = [:], letterWords: [String: String] = [:]
    ) {
        self.decomposed = decomposed
        self.finalClasses = finalClasses
        self.letterWords = letterWords
        self.separator = separator
        self.vowels = vowels
        self.voiceless = voiceless
        self.placeholders = placeholders
        self.cases = cases
        self.compoundWords = compoundWords
        self.numberWords = numberWords
        self.noVowelClass = noVowelClass
    }

    /// `name` in `grammaticalCase`: the last word's listed ending replaced (an abbreviation that
    /// ends the name is then written in full, "Váci u." → "Váci utcára"), else the suffix after
    /// the separator; nil when neither is known.
    public func inflect(_ name: SpokenText, case grammaticalCase: String) -> SpokenText? {
        let spoken = name.spokenText.trimmingWhitespace()
        if let replaced = replacingEnding(of: name, spoken: spoken, case: grammaticalCase) {
            return replaced
        }
        var name = name
        // A suffix written onto the word (no separator) cannot follow an abbreviation: the word
        // is written in full ("Erzsébet krt." → "Erzsébet körútra").
        if separator.isEmpty, case .substitution(_, let said)? = name.segments.last,
            !Self.endsInSymbol(said.trimmingWhitespace())
        {
            name.segments[name.segments.count - 1] = .text(said)
        }
        let symbolic = Self.endsInSymbol(spoken) || Self.endsInSymbol(name.displayText.trimmingWhitespace())
        if wordsNeedEnding, !symbolic { return nil }
        guard let suffix = suffix(for: spoken, case: grammaticalCase) else { return nil }
        var infix = ""
        if let digits = Self.finalDigits(of: spoken), let found = placeValueEntry(digits, in: numberInfixes) {
            infix = found
        }
        let between = symbolic ? symbolSeparator ?? separator : separator
        return name.appending(SpokenText(verbatim: between + infix + suffix))
    }

    /// Every text the rules write after a number's digits and separator, in any case ("ösre",
    /// "esen" in Hungarian "5-ösre", "M1-esen"), for checks that must tell a case ending from an
    /// ordinal mark.
    public func numberEndings() -> Set<String> {
        var keys = (1...9).map(String.init) + (1...9).map { "\($0)0" }
        keys += ["100", "1000", "1000000", "10"]
        var endings: Set<String> = []
        for key in keys {
            for grammaticalCase in cases.keys {
                guard let inflected = inflect(SpokenText(verbatim: key), case: grammaticalCase) else {
                    continue
                }
                let written = inflected.displayText.dropFirst(key.count)
                let separator = symbolSeparator ?? self.separator
                endings.insert(
                    String(written.hasPrefix(separator) ? written.dropFirst(separator.count) : written))
            }
        }
        endings.remove("")
        return endings
    }

    /// Whether a name ends in a symbol rather than a word: a digit, a full stop, or a word
    /// without a lower-case letter (an acronym, a Roman numeral).
    static func endsInSymbol(_ name: String) -> Bool {
        guard let last = name.last else { return false }
        if last == "." || (last.isASCII && last.isNumber) { return true }
        let word = name.split { $0 == " " || $0 == "-" }.last ?? Substring(name)
        return word.contains { $0.isLetter } && !word.contains { $0.isLowercase }
    }

    private static func finalDigits(of name: String) -> String? {
        let digits = String(name.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
        return digits.isEmpty ? nil : digits
    }

    private func replacingEnding(of name: SpokenText, spoken: String, case grammaticalCase: String)
        -> SpokenText?
    {
        guard !endings.isEmpty, let lastSegment = name.segments.last else { return nil }
        let lastWord = spoken.split { $0 == " " || $0 == "-" }.last.map(String.init) ?? spoken
        let lowered = lastWord.lowercased()
        var best: (ending: SuffixEnding, form: String)?
        for ending in endings where lowered.hasSuffix(ending.ending) {
            guard let form = ending.forms[grammaticalCase],
                ending.ending.count > (best?.ending.ending.count ?? -1)
            else { continue }
            best = (ending, form)
        }
        guard let (ending, form) = best, lastWord.count > ending.ending.count || ending.wholeWord else {
            return nil
        }
        let stem = lastWord.dropLast(ending.ending.count)
        var written = form
        if stem.isEmpty, lastWord.first?.isUppercase == true, let first = form.first {
            written = first.uppercased() + form.dropFirst()
        }
        let inflected = String(stem) + written
        var segments = name.segments
        switch lastSegment {
        case .text(let text):
            let trimmed = text.trimmingWhitespace()
            guard trimmed.hasSuffix(lastWord) else { return nil }
            segments[segments.count - 1] = .text(String(trimmed.dropLast(lastWord.count)) + inflected)
        case .substitution(_, let said):
            // An abbreviation that ends the name is written in full in the case.
            guard said.trimmingWhitespace().hasSuffix(lastWord) else { return nil }
            let head = said.trimmingWhitespace().dropLast(lastWord.count)
            segments[segments.count - 1] = .text(String(head) + inflected)
        }
        return SpokenText(segments: segments)
    }

    /// The suffix (without the separator) that `spokenName` takes in `grammaticalCase`, or nil
    /// when the case has no suffix or a number's last word is not known.
    public func suffix(for spokenName: String, case grammaticalCase: String) -> String? {
        guard let template = cases[grammaticalCase] else { return nil }
        let name = spokenName.trimmingWhitespace()
        guard let sound = sounds(of: name) else { return nil }
        var keys: [String] = []
        let hasVowel = sound.text.contains { vowels[$0] != nil }
        if let final = sound.last {
            // A name without a vowel is an acronym said letter by letter, whose last letter's
            // name ends in a vowel ("PTT" → "PTT'ye").
            if vowels[final] != nil || !hasVowel {
                if !sound.isNumber, isCompound(name) { keys.append("compound") }
                keys.append("vowel")
            } else if voiceless.contains(final) {
                keys += ["voiceless", "consonant"]
            } else if let named = finalClasses.filter({ $0.value.contains(final) }).keys.min() {
                keys += [named, "consonant"]
            } else {
                keys.append("consonant")
            }
        }
        // The last word decides (Hungarian "Kossuth tér" → "térre"), unless it has no vowel.
        var deciding = sound.text
        if !sound.isNumber, let word = name.split(whereSeparator: { $0 == " " || $0 == "-" }).last {
            let letters = read(String(word))
            if letters.contains(where: { vowels[$0] != nil }) { deciding = letters }
        }
        let vowelClass = harmonyClass(of: deciding) ?? noVowelClass
        keys += [vowelClass, Self.otherKey]
        return expand(template, keys: keys)
    }

    /// The letters whose sounds decide the suffix: a number's last spoken word, else the name
    /// (its last letter's name when `letterWords` lists it), decomposed if the rules ask.
    private func sounds(of name: String) -> (text: [Character], last: Character?, isNumber: Bool)? {
        let letters = name.filter { $0.isLetter || $0.isNumber }
        guard let final = letters.last else { return nil }
        if let digits = Self.finalDigits(of: letters) {
            guard let word = placeValueEntry(digits, in: numberWords) else { return nil }
            let text = read(word)
            return (text, text.last, true)
        }
        if let word = letterWords[String(final).uppercased()] {
            let text = read(word)
            return (text, text.last, false)
        }
        let text = read(letters)
        return (text, text.last, false)
    }

    /// The letters of `text`, one per Unicode scalar of its canonical decomposition when the
    /// rules read names decomposed.
    private func read(_ text: String) -> [Character] {
        guard decomposed else { return Array(text) }
        return text.decomposedStringWithCanonicalMapping.unicodeScalars.map(Character.init)
    }

    /// The class of the last vowel that decides: a neutral vowel only when no other vowel comes
    /// before it.
    private func harmonyClass(of text: [Character]) -> String? {
        let deciding = text.last { vowels[$0] != nil && !neutralVowels.contains($0) }
        return (deciding ?? text.last { vowels[$0] != nil }).flatMap { vowels[$0] }
    }

    private func isCompound(_ name: String) -> Bool {
        guard !compoundWords.isEmpty else { return false }
        let lastWord = name.split { $0 == " " || $0 == "-" }.last.map(String.init) ?? name
        return compoundWords.contains(lastWord.filter { $0.isLetter })
    }

    /// The entry of `table` for a number's last spoken word, by the place value of its lowest
    /// non-zero digit.
    func placeValueEntry(_ digits: String, in numberWords: [String: String]) -> String? {
        let trimmed = digits.drop { $0 == "0" }
        guard !trimmed.isEmpty else { return numberWords["0"] }
        let zeros = trimmed.reversed().prefix { $0 == "0" }.count
        let lowest = trimmed.dropLast(zeros).last.map(String.init) ?? ""
        switch zeros {
        case 0: return numberWords[lowest]
        case 1: return numberWords[lowest + "0"]
        case 2: return numberWords["100"]
        case 3...5: return numberWords["1000"]
        default: return numberWords["1000000"]
        }
    }

    private func expand(_ template: String, keys: [String]) -> String? {
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            let name = String(rest[rest.index(after: open)..<close])
            guard let choices = placeholders[name], let text = keys.lazy.compactMap({ choices[$0] }).first
            else { return nil }
            result += text
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The placeholders a suffix template names, for validation.
    static func placeholderNames(in template: String) -> [String]? {
        var names: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            guard let close = rest[open...].firstIndex(of: "}") else { return nil }
            names.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return rest.contains("}") ? nil : names
    }
}

/// A last-word ending and the forms that replace it by case (`roads.suffixes.endings`).
public struct SuffixEnding: Sendable, Hashable {
    /// The ending in lower case, as the dictionary form ends ("katu").
    public var ending: String
    /// What replaces it, by case ("allative": "kadulle").
    public var forms: [String: String]
    /// Whether the ending may be the whole word ("Katu" on its own); a shorter ending ("a") must
    /// leave a stem.
    public var wholeWord: Bool

    /// Creates an ending.
    public init(ending: String, forms: [String: String], wholeWord: Bool = true) {
        self.ending = ending
        self.forms = forms
        self.wholeWord = wholeWord
    }
}
