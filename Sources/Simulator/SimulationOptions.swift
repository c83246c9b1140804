/// How the simulated vehicle drives a route and what it reports.
public struct SimulationOptions: Sendable, Hashable {
    /// Where the vehicle's speed comes from.
    public enum SpeedProfile: Sendable, Hashable {
        /// Each step is driven in the time the route gives for it (steps without a duration at
        /// 50 km/h).
        case routeDurations
        /// A constant speed, in kilometers per hour.
        case fixed(kilometersPerHour: Double)
    }

    /// A stop at a maneuver: the vehicle holds just before step `step`'s maneuver (that step stays
    /// the current one, at 0 m) for `seconds`, while updates keep coming, as the navigator's own
    /// simulator does when paused.
    public struct Pause: Sendable, Hashable {
        /// The step number (in the imported route) whose maneuver point the vehicle holds at.
        public var step: Int
        /// How long the vehicle holds, in simulated seconds.
        public var seconds: Double

        /// Creates a pause.
        public init(step: Int, seconds: Double) {
            self.step = step
            self.seconds = seconds
        }
    }

    /// An injected off-route episode: halfway along the road leading to step `step`, the
    /// navigator reports `rerouting` for `ticks` updates, then changes the route.
    public struct Reroute: Sendable, Hashable {
        /// The step number (in the imported route) whose approach triggers the reroute.
        public var step: Int
        /// How many updates report `rerouting` before the new route arrives.
        public var ticks: Int

        /// Creates a reroute.
        public init(step: Int, ticks: Int = 3) {
            self.step = step
            self.ticks = ticks
        }
    }

    /// The vehicle's speed.
    public var speed: SpeedProfile
    /// Simulated seconds between two updates (the navigator's are about 1 s).
    public var tickSeconds: Double
    /// How much faster than the profile the vehicle drives (the navigator's speedMultiplier):
    /// each tick covers `multiplier × tickSeconds` of the route's time. Non-positive values are
    /// ignored, as the navigator ignores them.
    public var speedMultiplier: Double
    /// The radius of the random offset added to reported locations (GPS noise), in meters; 0 off.
    public var jitterMeters: Double
    /// The seed of the jitter's random numbers: the same seed gives the same drive.
    public var seed: UInt64
    /// An optional stop at a maneuver.
    public var pause: Pause?
    /// Seconds the vehicle stands at each intermediate stop after arriving, as a driver does;
    /// 0 drives on at once.
    public var stopSeconds: Double = 0
    /// An optional off-route episode.
    public var reroute: Reroute?
    /// Simulated seconds between remaining-time and remaining-distance updates (the navigator
    /// throttles them).
    public var remainingUpdateSeconds: Double
    /// How many of the steps after the current one each update lists (``defaultMaxRemainingSteps``).
    /// The navigator sends as many as its listener asks for (`numNextStepsToPreview`); listing all
    /// of them made a drive's output grow with the square of the route's length.
    public var maxRemainingSteps: Int
    /// The most updates (ticks) a drive sends; the sequence ends with the stopped update there.
    /// ``NavigationSimulation/expectedUpdates(route:options:)`` tells beforehand whether a drive
    /// fits.
    public var maximumUpdates: Int

    /// Ten steps: what a screen can use (the next maneuver, the one after it, a short list), and
    /// the size the benchmarks' updates have (about 4 KB a line), whatever the route's length.
    public static let defaultMaxRemainingSteps = 10

    /// A million updates: 11.6 days of driving at one update a second, about 2 GB of NDJSON.
    public static let defaultMaximumUpdates = 1_000_000

    /// Creates options; the defaults drive the route's own durations at 1 Hz.
    public init(
        speed: SpeedProfile = .routeDurations, tickSeconds: Double = 1, speedMultiplier: Double = 1,
        jitterMeters: Double = 0, seed: UInt64 = 0, pause: Pause? = nil, reroute: Reroute? = nil,
        remainingUpdateSeconds: Double = 10, maxRemainingSteps: Int = defaultMaxRemainingSteps,
        maximumUpdates: Int = defaultMaximumUpdates
    ) {
        self.speed = speed
        self.tickSeconds = tickSeconds
        self.speedMultiplier = speedMultiplier
        self.jitterMeters = jitterMeters
        self.seed = seed
        self.pause = pause
        self.reroute = reroute
        self.remainingUpdateSeconds = remainingUpdateSeconds
        self.maxRemainingSteps = maxRemainingSteps
        self.maximumUpdates = maximumUpdates
    }

    /// The tick actually used: non-positive or non-finite values fall back to 1 s.
    var effectiveTick: Double { tickSeconds.isFinite && tickSeconds > 0 ? tickSeconds : 1 }

    /// The multiplier actually used.
    var effectiveMultiplier: Double { speedMultiplier.isFinite && speedMultiplier > 0 ? speedMultiplier : 1 }
}
