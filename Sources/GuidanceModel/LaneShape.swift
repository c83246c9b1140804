/// The arrow painted on a lane, as the navigator reports it.
public enum LaneShape: Int, WireEnum {
    case unknown = 0
    case straight = 1
    case slightLeft = 2
    case slightRight = 3
    case normalLeft = 4
    case normalRight = 5
    case sharpLeft = 6
    case sharpRight = 7
    case uTurnLeft = 8
    case uTurnRight = 9

    /// Used in error messages.
    public static let wireKind = "lane shape"
    /// The case names, computed once.
    public static let names = WireNames<LaneShape>()
    /// iOS `GMSNavigationLaneShapeStraight`; Android and Flutter `LaneShape.STRAIGHT`.
    public static let sdkPrefixes = ["GMSNavigationLaneShape", "LaneDirection.LaneShape", "LaneShape"]
}
