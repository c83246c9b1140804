/// A CLDR plural category: the keys a `.match` on a number may use besides exact values.
public enum PluralCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `zero`.
    case zero
    /// `one`.
    case one
    /// `two`.
    case two
    /// `few`.
    case few
    /// `many`.
    case many
    /// `other`, the default.
    case other

    /// CLDR order: zero, one, two, few, many, other.
    public static func < (lhs: PluralCategory, rhs: PluralCategory) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Whether rules count things (cardinal: 1 car, 2 cars) or rank them (ordinal: 1st, 2nd).
public enum PluralRuleType: String, Sendable, Hashable {
    /// Counting.
    case cardinal
    /// Ranking.
    case ordinal
}
