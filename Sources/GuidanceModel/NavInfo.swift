/// The navigator's regular update (about 1 Hz): where the driver is relative to the route.
public struct NavInfo: Sendable, Hashable {
    /// Whether guidance is active, rerouting or stopped.
    public var navState: NavState
    /// The upcoming maneuver; set only while en route.
    public var currentStep: StepInfo?
    /// The steps after the current one, in order.
    public var remainingSteps: [StepInfo]
    /// Whether the route changed since the previous update.
    public var routeChanged: Bool
    /// Meters to the current step's maneuver point (clamped to be finite and non-negative); nil
    /// when unknown. Android and Flutter declare this and the other times and distances nullable,
    /// and an unknown figure is not a zero: users fall back or leave it out.
    public var distanceToCurrentStepMeters: Double?
    /// Seconds to the current step's maneuver point; nil when unknown.
    public var timeToCurrentStepSeconds: Double?
    /// Meters to the final destination; nil when unknown.
    public var distanceToFinalDestinationMeters: Double?
    /// Seconds to the final destination; nil when unknown.
    public var timeToFinalDestinationSeconds: Double?
    /// Meters to the next waypoint (Android only); nil when unknown.
    public var distanceToNextDestinationMeters: Double?
    /// Seconds to the next waypoint (Android only); nil when unknown.
    public var timeToNextDestinationSeconds: Double?
    /// The vehicle's speed in meters per second, when the source knows it.
    public var speedMetersPerSecond: Double?
    /// The road-snapped position, when the source knows it.
    public var location: RoadSnappedLocation?

    /// Creates an update.
    public init(
        navState: NavState,
        currentStep: StepInfo? = nil,
        remainingSteps: [StepInfo] = [],
        routeChanged: Bool = false,
        distanceToCurrentStepMeters: Double? = nil,
        timeToCurrentStepSeconds: Double? = nil,
        distanceToFinalDestinationMeters: Double? = nil,
        timeToFinalDestinationSeconds: Double? = nil,
        distanceToNextDestinationMeters: Double? = nil,
        timeToNextDestinationSeconds: Double? = nil,
        speedMetersPerSecond: Double? = nil,
        location: RoadSnappedLocation? = nil
    ) {
        self.navState = navState
        self.currentStep = currentStep
        self.remainingSteps = remainingSteps
        self.routeChanged = routeChanged
        self.distanceToCurrentStepMeters = distanceToCurrentStepMeters
        self.timeToCurrentStepSeconds = timeToCurrentStepSeconds
        self.distanceToFinalDestinationMeters = distanceToFinalDestinationMeters
        self.timeToFinalDestinationSeconds = timeToFinalDestinationSeconds
        self.distanceToNextDestinationMeters = distanceToNextDestinationMeters
        self.timeToNextDestinationSeconds = timeToNextDestinationSeconds
        self.speedMetersPerSecond = speedMetersPerSecond
        self.location = location
    }

    /// The vehicle speed from the update or its location, in meters per second.
    public var speed: Double? {
        speedMetersPerSecond ?? location?.speed
    }
}
