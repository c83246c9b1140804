/// The grammatical gender a road or place name takes, which picks its article and the
/// contraction of a preposition with that article (pt "na Rua", "no Largo").
public enum GrammaticalGender: String, Sendable, Hashable, CaseIterable {
    /// Feminine (pt "a Rua").
    case feminine
    /// Masculine (pt "o Largo").
    case masculine
    /// Neuter, or the only gender of a language without gendered articles (en "the").
    case neuter
}

/// Singular or plural, for names like pt "Jardins" ("nos Jardins").
public enum GrammaticalNumber: String, Sendable, Hashable, CaseIterable {
    /// One thing.
    case singular
    /// Several things.
    case plural
}

/// A gender and number together: the key of article and contraction tables in locale data,
/// written `feminine`, `masculine.plural` and so on.
public struct GrammaticalClass: Sendable, Hashable {
    /// The gender.
    public var gender: GrammaticalGender
    /// The number.
    public var number: GrammaticalNumber

    /// Creates a class.
    public init(_ gender: GrammaticalGender, _ number: GrammaticalNumber = .singular) {
        self.gender = gender
        self.number = number
    }

    /// The key used in locale data: the gender, plus `.plural` for plurals.
    public var key: String {
        number == .plural ? "\(gender.rawValue).plural" : gender.rawValue
    }

    /// Every key a locale file may use.
    public static let allKeys: [String] = GrammaticalGender.allCases.flatMap {
        [$0.rawValue, "\($0.rawValue).plural"]
    }
}
