import GuidanceModel

/// A route read from a routing engine's response: the navigator's steps plus the geometry the
/// simulator drives along.
public struct ImportedRoute: Sendable, Hashable {
    /// The legs, one per pair of consecutive waypoints.
    public var legs: [ImportedLeg]
    /// Every step of every leg, in driving order; `info.stepNumber` is the index in this array.
    public var routeSteps: [ImportedStep]
    /// The whole route's geometry (the response's `geometry`, or the steps' joined).
    public var geometry: [Coordinate]
    /// The origin followed by each leg's destination; the last one has `isFinal`.
    public var waypoints: [Waypoint]
    /// The route's length in meters.
    public var distanceMeters: Double
    /// The route's duration in seconds.
    public var durationSeconds: Double
    /// What the importer accepted but could not map exactly (unknown maneuver types, …).
    public var warnings: [RouteImportWarning]

    /// Creates a route; normally produced by ``RouteImporter``.
    public init(
        legs: [ImportedLeg], routeSteps: [ImportedStep], geometry: [Coordinate], waypoints: [Waypoint],
        distanceMeters: Double, durationSeconds: Double, warnings: [RouteImportWarning] = []
    ) {
        self.legs = legs
        self.routeSteps = routeSteps
        self.geometry = geometry
        self.waypoints = waypoints
        self.distanceMeters = distanceMeters
        self.durationSeconds = durationSeconds
        self.warnings = warnings
    }

    /// The navigator's view of the route: what `guidance directions` renders.
    public var steps: [StepInfo] { routeSteps.map(\.info) }

    /// The waypoints the driver arrives at (every one but the origin), in order.
    public var destinations: [Waypoint] { Array(waypoints.dropFirst()) }
}

/// One leg: the steps from one waypoint to the next (made by ``RouteImporter`` only).
public struct ImportedLeg: Sendable, Hashable {
    /// The leg's length in meters.
    public var distanceMeters: Double
    /// The leg's duration in seconds.
    public var durationSeconds: Double
    /// The indices of the leg's steps in ``ImportedRoute/routeSteps``.
    public var stepRange: Range<Int>
}

/// One OSRM step: the maneuver at its start and the road driven after it, up to the next maneuver
/// (made by ``RouteImporter`` only).
public struct ImportedStep: Sendable, Hashable {
    /// The navigator's step. Its `distanceFromPrevStepMeters` is the length of the *previous*
    /// OSRM step (the driving that leads to this maneuver), as the navigator defines it.
    public var info: StepInfo
    /// The road driven after the maneuver, up to the next one (the OSRM step geometry).
    public var geometry: [Coordinate]
    /// The length of ``geometry`` as the engine reports it, in meters.
    public var distanceMeters: Double
    /// The time to drive ``geometry`` as the engine reports it, in seconds.
    public var durationSeconds: Double
    /// Where the maneuver happens.
    public var maneuverLocation: Coordinate?
    /// The heading before the maneuver, degrees clockwise from north.
    public var bearingBefore: Double?
    /// The travel mode (`driving`, `ferry`, …).
    public var mode: String?
    /// The roundabout's or rotary's own name (`Praça Marquês de Pombal`), when it has one.
    public var rotaryName: String?
    /// The name of the junction where the maneuver happens, when signposted.
    public var junctionName: String?
    /// The index of the leg the step belongs to.
    public var legIndex: Int
}
