/// A length unit that distances are phrased in; its size is a fact, its words live in templates.
public enum DistanceUnit: String, Sendable, Hashable, CaseIterable {
    /// Metre.
    case meter
    /// Kilometre.
    case kilometer
    /// International foot (0.3048 m).
    case foot
    /// International yard (0.9144 m).
    case yard
    /// International mile (1609.344 m).
    case mile

    /// The length of one unit in metres.
    public var meters: Double {
        switch self {
        case .meter: return 1
        case .kilometer: return 1000
        case .foot: return 0.3048
        case .yard: return 0.9144
        case .mile: return 1609.344
        }
    }
}

/// The unit system a distance is phrased in.
public enum UnitSystem: String, Sendable, Hashable, CaseIterable {
    /// Metres and kilometres.
    case metric
    /// Feet and miles (United States).
    case imperial
    /// Yards and miles (United Kingdom road signs).
    case uk
}
