/// The thresholds of route following. The defaults suit a car with an ordinary GNSS receiver at
/// about 1 Hz; docs/navigation.md ("Route following") says why each has its value.
public struct FollowerOptions: Sendable, Hashable {
    /// How far along the route (meters) before a leg's end its waypoint counts as reached. A car
    /// stops short of the exact point of the answer (a parking space, the kerb), and a receiver's
    /// error is a few meters; 25 m arrives at the door, not at the neighbour's.
    public var arrivalMeters: Double
    /// The least distance (meters) between the fix and the route that counts as off route. Beyond
    /// a road's width plus a receiver's usual error, so that a wide avenue never triggers it.
    public var offRouteMeters: Double
    /// With a poor fix the threshold grows to this many times its stated horizontal error, so
    /// that a fix known to be bad cannot call the driver off route.
    public var offRouteErrorFactor: Double
    /// The least heading difference (degrees) between the fix's track and the road that counts as
    /// off route while moving: driving the wrong way, or on a parallel road going elsewhere.
    public var offRouteHeadingDegrees: Double
    /// How long (seconds) the fixes must stay off route before a reroute is wanted: long enough to
    /// outlast a noise spike, short enough to detect leaving the route within 5 s.
    public var offRouteSeconds: Double
    /// After a failed reroute, how long (seconds) before asking again while still off route.
    public var rerouteRetrySeconds: Double
    /// The least speed (m/s) at which the fix's track is trusted; below it a receiver's course is
    /// noise, so headings are ignored.
    public var headingMinimumSpeed: Double
    /// How far back (meters) from the last progress a fix may snap: enough for noise and a
    /// correction, too little to reach the other side of a U-turn or a loop.
    public var backtrackMeters: Double
    /// The look-ahead (meters) searched beyond what the vehicle can have driven since the last
    /// good fix.
    public var lookAheadMarginMeters: Double
    /// The speed assumed (m/s) for the look-ahead when fixes carry none (180 km/h).
    public var assumedTopSpeed: Double
    /// The longest look-ahead (meters), which bounds the cost of a fix after a long gap.
    public var maximumLookAheadMeters: Double
    /// The most progress may go back (meters) on one fix: progress is monotonic except for small
    /// corrections, so the distances shown never jump backwards.
    public var maximumBackwardCorrectionMeters: Double
    /// The least speed (m/s) at which the current step's time is taken from the current speed
    /// rather than from the route's profile.
    public var speedEstimateMinimum: Double
    /// Seconds between `remainingTime`/`remainingDistance` events (the simulator's throttle).
    public var remainingUpdateSeconds: Double
    /// How many steps after the current one each update lists.
    public var maxRemainingSteps: Int

    /// Creates options; every default is the documented one.
    public init(
        arrivalMeters: Double = 25, offRouteMeters: Double = 40, offRouteErrorFactor: Double = 1.5,
        offRouteHeadingDegrees: Double = 90, offRouteSeconds: Double = 3, rerouteRetrySeconds: Double = 10,
        headingMinimumSpeed: Double = 2, backtrackMeters: Double = 30, lookAheadMarginMeters: Double = 50,
        assumedTopSpeed: Double = 50, maximumLookAheadMeters: Double = 3000,
        maximumBackwardCorrectionMeters: Double = 5, speedEstimateMinimum: Double = 1,
        remainingUpdateSeconds: Double = 10, maxRemainingSteps: Int = 10
    ) {
        self.arrivalMeters = arrivalMeters
        self.offRouteMeters = offRouteMeters
        self.offRouteErrorFactor = offRouteErrorFactor
        self.offRouteHeadingDegrees = offRouteHeadingDegrees
        self.offRouteSeconds = offRouteSeconds
        self.rerouteRetrySeconds = rerouteRetrySeconds
        self.headingMinimumSpeed = headingMinimumSpeed
        self.backtrackMeters = backtrackMeters
        self.lookAheadMarginMeters = lookAheadMarginMeters
        self.assumedTopSpeed = assumedTopSpeed
        self.maximumLookAheadMeters = maximumLookAheadMeters
        self.maximumBackwardCorrectionMeters = maximumBackwardCorrectionMeters
        self.speedEstimateMinimum = speedEstimateMinimum
        self.remainingUpdateSeconds = remainingUpdateSeconds
        self.maxRemainingSteps = maxRemainingSteps
    }

    /// The off-route distance for a fix with the given horizontal error (95 %, meters).
    func offRouteThreshold(horizontalError: Double?) -> Double {
        guard let error = horizontalError, error.isFinite, error > 0 else { return offRouteMeters }
        return max(offRouteMeters, offRouteErrorFactor * error)
    }
}
