/// The side of the road a waypoint lies on, for "on your right" arrival prompts.
public enum WaypointSide: Int, WireEnum {
    case unspecified = 0
    case left = 1
    case right = 2

    /// Used in error messages.
    public static let wireKind = "waypoint side"
    /// The case names, computed once.
    public static let names = WireNames<WaypointSide>()
}
