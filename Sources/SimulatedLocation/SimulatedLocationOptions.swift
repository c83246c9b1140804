import Simulator

/// How ``SimulatedLocationSource`` drives its route.
public struct SimulatedLocationOptions: Sendable, Hashable {
    /// Whether fixes come at the pace of the drive or as fast as they are asked for.
    public enum Pacing: Sendable, Hashable {
        /// No waiting: a test walks a whole drive at once.
        case asFastAsPossible
        /// One fix per ``SimulatedLocationOptions/interval`` of wall-clock time, like a receiver.
        case realTime
    }

    /// The vehicle's speed: the route's own step durations (default) or a fixed speed.
    public var speed: SimulationOptions.SpeedProfile
    /// Seconds between fixes, in drive time. Default 1 s; non-positive values mean 1 s.
    public var interval: Double
    /// The standard deviation of the position noise on each horizontal axis, in meters; 0 (the
    /// default) gives exact road positions.
    public var noiseMeters: Double
    /// The noise's seed: the same seed gives the same fixes.
    public var seed: UInt64
    /// Real time or as fast as possible (the default).
    public var pacing: Pacing
    /// The time of the first fix in seconds since 1970; nil (the default) takes the wall clock
    /// when the source is created.
    public var startTime: Double?

    /// Creates options with the documented defaults.
    public init(
        speed: SimulationOptions.SpeedProfile = .routeDurations, interval: Double = 1,
        noiseMeters: Double = 0,
        seed: UInt64 = 0, pacing: Pacing = .asFastAsPossible, startTime: Double? = nil
    ) {
        self.speed = speed
        self.interval = interval
        self.noiseMeters = noiseMeters
        self.seed = seed
        self.pacing = pacing
        self.startTime = startTime
    }

    /// The interval actually used.
    var effectiveInterval: Double { interval.isFinite && interval > 0 ? interval : 1 }
}
