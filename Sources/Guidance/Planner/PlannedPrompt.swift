import GuidanceModel

/// What the planner decided to say, before any wording: the facts a template needs.
public struct PlannedPrompt: Sendable, Hashable {
    /// Increasing number within a drive; stable identity for records, audio files and playback.
    public var id: Int
    /// The stage of the step's life.
    public var stage: PromptStage
    /// Whether the prompt is guidance or an alert.
    public var promptClass: PromptClass
    /// The maneuver announced (for guidance stages).
    public var step: StepInfo?
    /// The maneuver that follows closely and is announced with it ("…, then turn right").
    public var following: StepInfo?
    /// The road the driver is on now (for "continue" prompts).
    public var currentRoad: String?
    /// The own name of the road the driver is on when ``currentRoad`` is its number and the
    /// source gives both (the signage's `roadName`), so that the locale says it as its drivers do.
    public var currentRoadName: String?
    /// The distance to say: to the maneuver, or the length to continue for.
    public var distanceMeters: Double?
    /// The recommended lanes before the maneuver, when they narrow the choice.
    public var lanes: LaneHint?
    /// The waypoint reached (arrival prompts).
    public var waypoint: Waypoint?
    /// The step numbers of the arrive steps among `step` and `following` that end at an
    /// intermediate stop, which every prompt calls a stop, never the destination.
    public var intermediateStops: Set<Int> = []
    /// A note about the place reached, added by the voice listener from the integrator's facts.
    public var arrivalNote: ArrivalNote?
    /// The alert announced (alert prompts).
    public var alert: Alert?
    /// The route the prompt belongs to; increases on every route change.
    public var routeVersion: Int
    /// The event time at which the prompt was decided.
    public var timestamp: Double?
    /// What the planner left out so that the prompt ends in time (nothing for the full form).
    public var omitted: PromptOmissions = []

    /// Creates a prompt.
    public init(
        id: Int, stage: PromptStage, promptClass: PromptClass, step: StepInfo? = nil,
        following: StepInfo? = nil,
        currentRoad: String? = nil, distanceMeters: Double? = nil, lanes: LaneHint? = nil,
        waypoint: Waypoint? = nil, alert: Alert? = nil, routeVersion: Int, timestamp: Double? = nil
    ) {
        self.id = id
        self.stage = stage
        self.promptClass = promptClass
        self.step = step
        self.following = following
        self.currentRoad = currentRoad
        self.distanceMeters = distanceMeters
        self.lanes = lanes
        self.waypoint = waypoint
        self.alert = alert
        self.routeVersion = routeVersion
        self.timestamp = timestamp
    }

    /// The alerts the navigator raises besides turn-by-turn guidance.
    public enum Alert: Sendable, Hashable {
        /// Traffic on the route got worse.
        case traffic(DelayCategory)
        /// The driver is over the limit.
        case speeding(SpeedAlertSeverity)
        /// A route request failed.
        case routeFailed(RouteStatus)
    }
}
