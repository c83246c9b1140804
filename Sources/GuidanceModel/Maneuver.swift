/// The maneuver of a step, with the navigator SDK's raw values 0–65 so recorded feeds decode as is.
public enum Maneuver: Int, WireEnum {
    case unknown = 0
    case depart = 1
    case destination = 2
    case destinationLeft = 3
    case destinationRight = 4
    case straight = 5
    case turnLeft = 6
    case turnRight = 7
    case turnKeepLeft = 8
    case turnKeepRight = 9
    case turnSlightLeft = 10
    case turnSlightRight = 11
    case turnSharpLeft = 12
    case turnSharpRight = 13
    case turnUTurnClockwise = 14
    case turnUTurnCounterClockwise = 15
    case mergeUnspecified = 16
    case mergeLeft = 17
    case mergeRight = 18
    case forkLeft = 19
    case forkRight = 20
    case onRampUnspecified = 21
    case onRampLeft = 22
    case onRampRight = 23
    case onRampKeepLeft = 24
    case onRampKeepRight = 25
    case onRampSlightLeft = 26
    case onRampSlightRight = 27
    case onRampSharpLeft = 28
    case onRampSharpRight = 29
    case onRampUTurnClockwise = 30
    case onRampUTurnCounterClockwise = 31
    case offRampUnspecified = 32
    case offRampLeft = 33
    case offRampRight = 34
    case offRampKeepLeft = 35
    case offRampKeepRight = 36
    case offRampSlightLeft = 37
    case offRampSlightRight = 38
    case offRampSharpLeft = 39
    case offRampSharpRight = 40
    case offRampUTurnClockwise = 41
    case offRampUTurnCounterClockwise = 42
    case roundaboutClockwise = 43
    case roundaboutCounterClockwise = 44
    case roundaboutStraightClockwise = 45
    case roundaboutStraightCounterClockwise = 46
    case roundaboutLeftClockwise = 47
    case roundaboutLeftCounterClockwise = 48
    case roundaboutRightClockwise = 49
    case roundaboutRightCounterClockwise = 50
    case roundaboutSlightLeftClockwise = 51
    case roundaboutSlightLeftCounterClockwise = 52
    case roundaboutSlightRightClockwise = 53
    case roundaboutSlightRightCounterClockwise = 54
    case roundaboutSharpLeftClockwise = 55
    case roundaboutSharpLeftCounterClockwise = 56
    case roundaboutSharpRightClockwise = 57
    case roundaboutSharpRightCounterClockwise = 58
    case roundaboutUTurnClockwise = 59
    case roundaboutUTurnCounterClockwise = 60
    case roundaboutExitClockwise = 61
    case roundaboutExitCounterClockwise = 62
    case ferryBoat = 63
    case ferryTrain = 64
    case nameChange = 65

    /// Used in error messages: `unknown maneuver "turnLeftt"`.
    public static let wireKind = "maneuver"
    /// The case names, computed once.
    public static let names = WireNames<Maneuver>()
    /// iOS `GMSNavigationManeuverTurnLeft`; Android and Flutter `Maneuver.TURN_LEFT`.
    public static let sdkPrefixes = ["GMSNavigationManeuver", "Maneuver"]
}
