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
        let vowelClass = sound.text.last { vowels[$0] != nil }.flatMap { vowels[$0] } ?? noVowelClass
        keys += [vowelClass, Self.otherKey]
        return expand(template, keys: keys)
    }

    /// The letters whose sounds decide the suffix: a number's last spoken word, else the name
    /// (its last letter's name when `letterWords` lists it), decomposed if the rules ask.
    private func sounds(of name: String) -> (text: [Character], last: Character?, isNumber: Bool)? {
        let letters = name.filter { $0.isLetter || $0.isNumber }
        guard let final = letters.last else { return nil }
        if final.isASCII, final.isNumber {
            let digits = String(letters.reversed().prefix { $0.isASCII && $0.isNumber }.reversed())
            guard let word = numberWord(digits) else { return nil }
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

    private func isCompound(_ name: String) -> Bool {
        guard !compoundWords.isEmpty else { return false }
        let lastWord = name.split { $0 == " " || $0 == "-" }.last.map(String.init) ?? name
        return compoundWords.contains(lastWord.filter { $0.isLetter })
    }

    /// The last word of a number said aloud, by the place value of its lowest non-zero digit.
    func numberWord(_ digits: String) -> String? {
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
