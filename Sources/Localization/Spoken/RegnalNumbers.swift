/// How a locale says the Roman numeral after a sovereign's or pope's name ("Pedro II" is "Pedro
/// Segundo", "Alfonso XIII" is "Alfonso trece", "Ludwig II." is "Ludwig der Zweite"): speech
/// engines read a bare numeral as letters or as "two roman". Only a numeral right after one of
/// `names` is a regnal number; any other Roman numeral ("Fase II") stays as written.
public struct RegnalNumbers: Sendable, Hashable {
    /// Given names that take a regnal number ("Pedro", "Alexandre", "Ludwig").
    public var names: Set<String>
    /// The spoken forms of 1, 2, 3, ... by the gender of the name (a key of the lexicon's
    /// `givenNames`, e.g. `feminine` for "Maria II", "Dona Maria Segunda"), or `any`; a name of no
    /// listed gender uses `masculine`, else `any`. Numbers beyond the list use `beyond`.
    public var words: [String: [String]]
    /// The spoken form beyond `words`, `#` standing for the number in digits ("#": Portuguese
    /// and Spanish say cardinals from 11, French from 2).
    public var beyond: String

    /// The largest numeral read (XXXIX); longer runs of letters are not regnal numbers.
    static let largest = 39

    /// Creates the rules.
    public init(names: Set<String>, words: [String: [String]], beyond: String) {
        self.names = names
        self.words = words
        self.beyond = beyond
    }

    /// The spoken form of `numeral` after `previous`, or nil when it is not a regnal number.
    /// A numeral may end with a full stop (German writes "Ludwig II.").
    func spoken(_ numeral: Substring, after previous: Substring, gender: String?) -> String? {
        guard names.contains(String(previous)) else { return nil }
        let letters = numeral.hasSuffix(".") ? numeral.dropLast() : numeral
        guard let value = Self.value(of: letters), value <= Self.largest else { return nil }
        let list = gender.flatMap { words[$0] } ?? words["masculine"] ?? words["any"] ?? []
        if value <= list.count { return list[value - 1] }
        return beyond.replacingOccurrences(of: "#", with: String(value))
    }

    /// Whether `word` may be a numeral at all: it starts with I, V or X. Most words do not, and
    /// for them neither the name before nor its gender need be looked up.
    static func mayBeNumeral(_ word: Substring) -> Bool {
        switch word.utf8.first {
        case UInt8(ascii: "I"), UInt8(ascii: "V"), UInt8(ascii: "X"): return true
        default: return false
        }
    }

    /// The value of a Roman numeral written in canonical form with I, V and X ("XIV" is 14);
    /// nil for anything else ("IIII", "VX", "Vi").
    static func value(of numeral: Substring) -> Int? {
        guard !numeral.isEmpty, numeral.count <= 8 else { return nil }
        let digits: [Character: Int] = ["I": 1, "V": 5, "X": 10]
        var total = 0
        var index = numeral.startIndex
        while index < numeral.endIndex {
            guard let value = digits[numeral[index]] else { return nil }
            let next = numeral.index(after: index)
            if next < numeral.endIndex, let following = digits[numeral[next]], following > value {
                total += following - value
                index = numeral.index(after: next)
            } else {
                total += value
                index = next
            }
        }
        return canonical(total) == numeral ? total : nil
    }

    private static func canonical(_ value: Int) -> String {
        let tens = String(repeating: "X", count: value / 10)
        let units = ["", "I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][value % 10]
        return tens + units
    }
}
