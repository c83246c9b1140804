/// One arrow of a lane and whether the route follows it.
public struct LaneDirection: Sendable, Hashable {
    /// The painted arrow.
    public var shape: LaneShape
    /// Whether this arrow is on the route (highlighted on screen, named in lane prompts).
    public var isRecommended: Bool

    /// Creates a lane direction.
    public init(shape: LaneShape, isRecommended: Bool) {
        self.shape = shape
        self.isRecommended = isRecommended
    }
}

/// One lane of the road before a maneuver; steps list lanes from left to right.
public struct Lane: Sendable, Hashable {
    /// The arrows painted on this lane.
    public var directions: [LaneDirection]

    /// Creates a lane.
    public init(directions: [LaneDirection]) {
        self.directions = directions
    }

    /// Whether any arrow of the lane is on the route.
    public var isRecommended: Bool {
        directions.contains { $0.isRecommended }
    }
}
