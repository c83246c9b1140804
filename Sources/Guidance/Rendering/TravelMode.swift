/// How the trip is made; templates may word instructions differently for each ("walk" instead
/// of "drive"). Seed 002's hand-off links carry the same four modes.
public enum TravelMode: String, Sendable, Hashable, CaseIterable {
    /// By car: the default.
    case drive
    /// On foot.
    case walk
    /// By bicycle.
    case cycle
    /// By public transport.
    case transit
}
