/// Who a rounded distance is for: a driver hears natural amounts but reads finer steps on a
/// screen, so a locale states the two roundings apart (docs/templates.md).
public enum RoundingPurpose: String, Sendable, Hashable, CaseIterable {
    /// Prompts, spoken and captioned: the locale's `rounding` tables.
    case voice
    /// Screens: the locale's `screenRounding` tables.
    case screen
}

extension LocaleFacts {
    /// The table that rounds distances in a unit system for a purpose.
    public func roundingTable(_ system: UnitSystem, for purpose: RoundingPurpose) -> RoundingTable? {
        switch purpose {
        case .voice: rounding[system]
        case .screen: screenRounding[system]
        }
    }
}
