/// How a locale writes and says ordinal numbers ("3ª"/"terceira", "3rd"/"third", "1re"/"première").
///
/// Tables are keyed by gender (`feminine`, `masculine`, `neuter`) or by `any` for languages whose
/// ordinals do not vary; numeric suffixes are further keyed by the CLDR ordinal plural category
/// of the number (en `one` → "st", `two` → "nd", `few` → "rd", `other` → "th").
public struct OrdinalFacts: Sendable, Hashable {
    /// The gender key used when a template gives no `gender=` option.
    public var defaultGender: String
    /// Suffix appended to the digits, by gender key, then by ordinal plural category.
    public var suffixes: [String: [String: String]]
    /// Ordinal words for 1, 2, 3, ..., by gender key.
    public var words: [String: [String]]

    /// Creates ordinal facts.
    public init(defaultGender: String, suffixes: [String: [String: String]], words: [String: [String]]) {
        self.defaultGender = defaultGender
        self.suffixes = suffixes
        self.words = words
    }

    /// The table key for a requested gender: the gender itself, else `any`; nil when the locale
    /// has no form for that gender.
    public func genderKey(_ gender: GrammaticalGender?) -> String? {
        guard let gender else { return defaultGender }
        if suffixes[gender.rawValue] != nil { return gender.rawValue }
        if suffixes["any"] != nil { return "any" }
        return nil
    }

    /// The numeric form, e.g. "3ª": the digits and the suffix for the number's ordinal category.
    public func numeric(_ number: Int, genderKey: String, category: String) -> String? {
        guard let table = suffixes[genderKey], let suffix = table[category] ?? table["other"] else {
            return nil
        }
        return "\(number)\(suffix)"
    }

    /// The word form, e.g. "terceira"; nil beyond the locale's word list.
    public func word(_ number: Int, genderKey: String) -> String? {
        guard number >= 1, let list = words[genderKey] ?? words["any"], number <= list.count else {
            return nil
        }
        return list[number - 1]
    }
}
