/// One maneuver of the route and the road it leads onto, as the navigator describes it.
public struct StepInfo: Sendable, Hashable {
    /// What the driver does at the end of the previous step.
    public var maneuver: Maneuver
    /// The road name with its signposts, e.g. "CA-85 / Mtn View"; shown on screens.
    public var fullRoadName: String?
    /// The bare road name, e.g. "CA-85"; the one prompts say.
    public var simpleRoadName: String?
    /// The navigator's own sentence in the device language; kept for reference, never rendered.
    public var fullInstructionText: String?
    /// The signposted exit number, e.g. "9A".
    public var exitNumber: String?
    /// The exit count from the roundabout entry; -1 when the step is not a roundabout.
    public var roundaboutTurnNumber: Int
    /// Which side traffic drives on.
    public var drivingSide: DrivingSide
    /// The index of the step in the whole route, first step 0.
    public var stepNumber: Int
    /// The length of the step in meters.
    public var distanceFromPrevStepMeters: Double
    /// The duration of the step in seconds.
    public var timeFromPrevStepSeconds: Double
    /// The lanes before the maneuver, left to right; empty when unknown.
    public var lanes: [Lane]
    /// Signposted destinations of a ramp or fork ("toward Santos"), when the source knows them.
    public var destinations: String?
    /// The name of the roundabout the maneuver goes round ("Praça Roosevelt"), when the source
    /// knows it (OSRM's `rotary_name`); never the road the exit leads onto.
    public var roundaboutName: String?

    /// Creates a step.
    public init(
        maneuver: Maneuver,
        fullRoadName: String? = nil,
        simpleRoadName: String? = nil,
        fullInstructionText: String? = nil,
        exitNumber: String? = nil,
        roundaboutTurnNumber: Int = -1,
        drivingSide: DrivingSide = .right,
        stepNumber: Int,
        distanceFromPrevStepMeters: Double = 0,
        timeFromPrevStepSeconds: Double = 0,
        lanes: [Lane] = [],
        destinations: String? = nil,
        roundaboutName: String? = nil
    ) {
        self.maneuver = maneuver
        self.fullRoadName = fullRoadName
        self.simpleRoadName = simpleRoadName
        self.fullInstructionText = fullInstructionText
        self.exitNumber = exitNumber
        self.roundaboutTurnNumber = roundaboutTurnNumber
        self.drivingSide = drivingSide
        self.stepNumber = stepNumber
        self.distanceFromPrevStepMeters = distanceFromPrevStepMeters
        self.timeFromPrevStepSeconds = timeFromPrevStepSeconds
        self.lanes = lanes
        self.destinations = destinations
        self.roundaboutName = roundaboutName
    }

    /// The name prompts should say: the simple name, else the full one; nil when both are empty.
    public var roadName: String? {
        [simpleRoadName, fullRoadName].lazy.compactMap { $0 }.first { !$0.allSatisfy(\.isWhitespace) }
    }
}
