/// The thresholds of ``FixScreen``. The defaults suit a road vehicle with a 1 Hz receiver.
public struct FixScreenOptions: Sendable, Hashable {
    /// The fastest believable speed between two accepted fixes, in m/s. Default 90 m/s
    /// (324 km/h): faster than any road vehicle, slower than the multipath jumps of a city canyon.
    public var maximumSpeed: Double
    /// How far a fix may lag behind the newest receiver time seen before it is stale, in seconds.
    /// Default 5 s: a late fix from a buffering receiver still describes the road, an older one
    /// would put the vehicle back where it was.
    public var maximumAge: Double
    /// How many consecutive fixes must agree with a jumped-to place before it is believed.
    /// Default 1: the jump itself is rejected, the next fix that agrees with it is accepted.
    public var confirmationsToRelocate: Int
    /// The interval assumed between two fixes when either has no time (an NMEA stream without a
    /// date), in seconds; default 1 s, the usual report rate.
    public var assumedInterval: Double

    /// Creates options.
    public init(
        maximumSpeed: Double = 90, maximumAge: Double = 5, confirmationsToRelocate: Int = 1,
        assumedInterval: Double = 1
    ) {
        self.maximumSpeed = maximumSpeed
        self.maximumAge = maximumAge
        self.confirmationsToRelocate = confirmationsToRelocate
        self.assumedInterval = assumedInterval
    }
}
