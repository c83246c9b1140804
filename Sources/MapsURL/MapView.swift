/// One overlay of the `views` parameter; several may be combined, comma-separated.
public enum MapView: String, Sendable, Hashable, CaseIterable {
    /// Satellite imagery.
    case satellite
    /// Live traffic.
    case traffic
    /// Public transport lines.
    case transit
}
