import GuidanceModel

/// The best place on the route for one fix, with what made it best.
struct TrackSnap: Sendable {
    /// Route distance of the snapped point.
    var along: Double
    /// Meters between the fix and the snapped point.
    var offset: Double
    /// Degrees between the fix's track and the road there (0...180); nil when the track was not
    /// used (no track, or too slow for it to mean anything).
    var headingDifference: Double?
    /// Route meters per meter of geometry at the snapped point.
    var stretch: Double
    /// The combined score, meters-like: smaller is better.
    var cost: Double
}

/// What a snap is asked: where the fix is, where the vehicle is expected, and how far to look.
struct SnapQuery: Sendable {
    var point: Coordinate
    /// The fix's track when it can be trusted (moving fast enough), else nil.
    var heading: Double?
    /// The route distance where the vehicle is expected (last progress plus speed × time).
    var expected: Double
    /// Route distances searched.
    var window: ClosedRange<Double>
}
