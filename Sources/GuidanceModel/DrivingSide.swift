/// Which side of the road traffic drives on; decides roundabout rotation and arrival sides.
public enum DrivingSide: Int, WireEnum {
    case none = 0
    case left = 1
    case right = 2

    /// Used in error messages.
    public static let wireKind = "driving side"
    /// The case names, computed once.
    public static let names = WireNames<DrivingSide>()
    /// iOS `GMSNavigationDrivingSideRight`; Android and Flutter `DrivingSide.RIGHT`.
    public static let sdkPrefixes = ["GMSNavigationDrivingSide", "DrivingSide"]
}
