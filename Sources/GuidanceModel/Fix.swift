/// One position report from a receiver, as gpsd's TPV or an NMEA epoch gives it. Everything but
/// the mode may be missing: a receiver without a fix still reports, and route following must tell
/// "no position" from "no speed".
public struct Fix: Sendable, Hashable {
    /// What kind of solution the receiver has; a fix without a position is still news (the
    /// receiver is alive but sees no sky, as in a tunnel).
    public enum Mode: Int, Sendable, Hashable {
        /// The receiver did not say.
        case unknown = 0
        /// No solution: no position in this report.
        case noFix = 1
        /// Latitude and longitude only.
        case twoDimensional = 2
        /// Latitude, longitude and altitude.
        case threeDimensional = 3
    }

    /// When the position was measured, in seconds since 1970-01-01 UTC (the receiver's clock, not
    /// ours); nil when the report carries no time.
    public var time: Double?
    /// Where; nil when the receiver has no position.
    public var coordinate: Coordinate?
    /// Speed over ground in meters per second.
    public var speed: Double?
    /// Course over ground in degrees clockwise from true north.
    public var track: Double?
    /// Estimated horizontal error in meters (95 %), when the source gives one.
    public var horizontalError: Double?
    /// Estimated speed error in meters per second, when the source gives one.
    public var speedError: Double?
    /// The solution's kind.
    public var mode: Mode

    /// Creates a fix.
    public init(
        time: Double? = nil, coordinate: Coordinate? = nil, speed: Double? = nil, track: Double? = nil,
        horizontalError: Double? = nil, speedError: Double? = nil, mode: Mode = .unknown
    ) {
        self.time = time
        self.coordinate = coordinate
        self.speed = speed
        self.track = track
        self.horizontalError = horizontalError
        self.speedError = speedError
        self.mode = mode
    }

    /// Whether the fix says where the vehicle is.
    public var hasPosition: Bool { coordinate != nil && mode != .noFix }
}
