import GuidanceModel
import RouteImport

/// Follows a route from GPS fixes and says what a turn-by-turn navigator would: the same events,
/// in the same order, as ``NavigationSimulation`` emits for a drive of the route (docs/simulator.md),
/// so that everything downstream cannot tell a live drive from a simulated one.
///
/// A pure state machine: no I/O and no clock. Time comes from the fixes, and events are stamped
/// with seconds since the follower's first fix. The owner feeds every fix to ``update(_:)``,
/// watches ``status`` for `offRoute(needsReroute: true)`, asks its routing engine for a route
/// from ``lastPosition`` through ``remainingWaypoints``, and answers with ``takeRoute(_:)`` or
/// ``routeFailed(_:)``. docs/navigation.md ("Route following") explains every rule.
public struct RouteFollower: Sendable {
    /// The thresholds in force.
    public let options: FollowerOptions
    /// What the owner should do now; see ``FollowerStatus``.
    public private(set) var status = FollowerStatus.following
    /// The last position a fix gave (not snapped): where a reroute starts.
    public private(set) var lastPosition: Coordinate?
    /// The last trusted course over ground (degrees), for a reroute request's heading.
    public private(set) var lastHeading: Double?

    private var route: FollowedRoute
    private var clock = FollowerClock()
    private var filter = AlongRouteFilter()
    private var offRoute = OffRouteMonitor()
    private var hasProgress = false
    /// When the progress was last moved by a fix, and the fix's speed then.
    private var lastAcceptedTime = 0.0
    private var lastAcceptedSpeed: Double?
    private var arrivedLegs = 0
    private var arrivedHeld: Int?
    private var isFinished = false
    private var announceRoute = true
    private var routeChangedFlag = false
    private var nextRemainingUpdate = 0.0

    /// Starts following `route` from its beginning; nothing is emitted before the first fix.
    public init(route: ImportedRoute, options: FollowerOptions = FollowerOptions()) {
        self.options = options
        self.route = FollowedRoute(route)
    }

    /// The waypoints not reached yet, in order, the last one final: what a reroute must still visit.
    public var remainingWaypoints: [Waypoint] {
        arrivedLegs < route.legCount ? route.plan.legs[arrivedLegs...].map(\.waypoint) : []
    }

    /// Meters driven along the current route, on the route's own distance scale.
    public var progressMeters: Double { filter.distance }

    /// Takes one fix and returns the events it causes: `routeChanged` first after a route change,
    /// a `navInfo`, `remainingTime`/`remainingDistance` when due, and `arrival` (then
    /// `routeChanged`, or the final stopped `navInfo`) at a waypoint. A fix older than or as old
    /// as the last timed one is dropped (no events); after the final arrival nothing is emitted.
    public mutating func update(_ fix: Fix) -> [NavigatorEvent] {
        guard !isFinished, let now = clock.stamp(fix.time) else { return [] }
        var events: [NavigatorEvent] = []
        events.reserveCapacity(6)
        if announceRoute {
            events.append(NavigatorEvent(.routeChanged, timestamp: now))
            announceRoute = false
            routeChangedFlag = true
        }
        let speed = fix.speed.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
        let position = fix.hasPosition ? fix.coordinate.flatMap { Self.isOnTheGlobe($0) ? $0 : nil } : nil
        if let position { lastPosition = position }
        if let position, !route.track.segments.isEmpty {
            follow(position, fix: fix, speed: speed, at: now)
        } else {
            // No position, or a route without geometry to judge it against: no evidence either way.
            offRoute.noteGap(at: now, options: options)
        }
        emitUpdate(speed: speed, at: now, into: &events)
        arriveIfReached(at: now, into: &events)
        refreshStatus()
        return events
    }

    /// Replaces the route after a reroute (or a new trip): emits `routeChanged`, and from then on
    /// only the new route's steps, distances and waypoints. The new route is taken to start where
    /// the vehicle is.
    public mutating func takeRoute(_ newRoute: ImportedRoute) -> [NavigatorEvent] {
        route = FollowedRoute(newRoute)
        filter = AlongRouteFilter()
        offRoute.reset()
        hasProgress = false
        arrivedLegs = 0
        arrivedHeld = nil
        isFinished = false
        announceRoute = false
        routeChangedFlag = true
        let now = clock.now ?? 0
        nextRemainingUpdate = now
        status = .following
        return [NavigatorEvent(.routeChanged, timestamp: now)]
    }

    /// The reroute asked for could not be had: the old route is kept and the navState stays
    /// `rerouting` until the vehicle is back on the route (then `enroute` again) or a route is
    /// taken; while still off route a new request is wanted after
    /// ``FollowerOptions/rerouteRetrySeconds``. Emits `routeStatus` with `reason`, so that the
    /// driver hears why.
    public mutating func routeFailed(_ reason: RouteStatus = .noRouteFound) -> [NavigatorEvent] {
        let now = clock.now ?? 0
        offRoute.rerouteFailed(at: now, options: options)
        refreshStatus()
        return [NavigatorEvent(.routeStatus(reason), timestamp: now)]
    }

    // MARK: Snapping

    /// Snaps a positioned fix within the window around the progress, judges it on or off the
    /// route, and moves the progress when it is on.
    private mutating func follow(_ coordinate: Coordinate, fix: Fix, speed: Double?, at now: Double) {
        let moving = (speed ?? 0) > options.headingMinimumSpeed
        let track = fix.track.flatMap { $0.isFinite ? $0 : nil }
        if moving, let track { lastHeading = track }
        let query = snapQuery(for: coordinate, heading: moving ? track : nil, speed: speed, at: now)
        let snap = route.track.snap(query)
        let threshold = options.offRouteThreshold(horizontalError: fix.horizontalError)
        var isOff = true
        var rejoined = false
        if let snap {
            let wrongWay = snap.headingDifference.map { $0 > options.offRouteHeadingDegrees } ?? false
            isOff = snap.offset > threshold || wrongWay
            rejoined = !isOff && snap.offset <= threshold / 2
        }
        offRoute.observe(offRoute: isOff, rejoined: rejoined, at: now, options: options)
        guard let snap, !isOff, !offRoute.isDeclared else { return }
        accept(snap, fix: fix, speed: speed, at: now)
    }

    /// Where to look: from a little behind the progress to as far as the vehicle can have gone
    /// since the last accepted fix; the whole route before the first.
    private func snapQuery(for point: Coordinate, heading: Double?, speed: Double?, at now: Double)
        -> SnapQuery
    {
        guard hasProgress else {
            return SnapQuery(
                point: point, heading: heading, expected: 0, window: -1...route.track.endDistance + 1)
        }
        let elapsed = max(0, now - lastAcceptedTime)
        let progress = filter.distance
        let expectedSpeed = speed ?? lastAcceptedSpeed ?? 0
        let reach =
            speed.map { max($0, lastAcceptedSpeed ?? 0) * 1.5 + 5 } ?? options.assumedTopSpeed
        let lookAhead = min(options.maximumLookAheadMeters, options.lookAheadMarginMeters + reach * elapsed)
        let low = max(route.legStart(arrivedLegs), progress - options.backtrackMeters) - 1
        return SnapQuery(
            point: point, heading: heading, expected: progress + expectedSpeed * elapsed,
            window: low...max(low, progress + lookAhead))
    }

    /// Moves the progress to the filtered snap: predicted by the speed, corrected by the fix,
    /// never more than a small correction backwards, never before the current leg.
    private mutating func accept(_ snap: TrackSnap, fix: Fix, speed: Double?, at now: Double) {
        let previous = filter.distance
        if hasProgress {
            let elapsed = max(0, now - lastAcceptedTime)
            let average = speed.map { ($0 + (lastAcceptedSpeed ?? $0)) / 2 }
            let change = speed.map { $0 - (lastAcceptedSpeed ?? $0) } ?? 0
            filter.predict(
                by: (average ?? 0) * snap.stretch * elapsed, seconds: elapsed, speedKnown: average != nil,
                speedChange: change)
        }
        let error = fix.horizontalError.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        filter.correct(toward: snap.along, sigma: max(1, error.map { $0 / 2.45 } ?? 5))
        var floor = route.legStart(arrivedLegs)
        if hasProgress { floor = max(floor, previous - options.maximumBackwardCorrectionMeters) }
        if filter.distance < floor { filter.clamp(to: floor) }
        hasProgress = true
        lastAcceptedTime = now
        lastAcceptedSpeed = speed
    }

    // MARK: Events

    private mutating func emitUpdate(speed: Double?, at now: Double, into events: inout [NavigatorEvent]) {
        let declared = offRoute.isDeclared
        let location: RoadSnappedLocation?
        if declared, let lastPosition {
            location = RoadSnappedLocation(
                coordinate: lastPosition, bearing: lastHeading,
                speed: speed.map(ReportedPrecision.speed))
        } else {
            location = hasProgress ? route.snappedLocation(at: filter.distance, speed: speed) : nil
        }
        let info = route.navInfo(
            navState: declared ? .rerouting : .enroute, at: filter.distance, leg: arrivedLegs, speed: speed,
            routeChanged: routeChangedFlag, location: location, options: options)
        routeChangedFlag = false
        events.append(NavigatorEvent(.navInfo(info), timestamp: now))
        guard !declared, arrivedLegs < route.legCount, now >= nextRemainingUpdate - 1e-9 else { return }
        let seconds = info.timeToNextDestinationSeconds ?? 0
        let meters = info.distanceToNextDestinationMeters ?? 0
        events.append(NavigatorEvent(.remainingTime(seconds: seconds), timestamp: now))
        events.append(NavigatorEvent(.remainingDistance(meters: meters), timestamp: now))
        nextRemainingUpdate = now + max(0, options.remainingUpdateSeconds)
    }

    /// Each waypoint within ``FollowerOptions/arrivalMeters`` of the progress, or passed, arrives
    /// once, in order: `arrival`, then `routeChanged` for the next leg or the final stopped update.
    private mutating func arriveIfReached(at now: Double, into events: inout [NavigatorEvent]) {
        while hasProgress, !offRoute.isDeclared, arrivedLegs < route.legCount,
            filter.distance >= route.legEnd(arrivedLegs) - options.arrivalMeters
        {
            let end = route.legEnd(arrivedLegs)
            var waypoint = route.plan.legs[arrivedLegs].waypoint
            arrivedLegs += 1
            waypoint.isFinal = arrivedLegs == route.legCount
            events.append(NavigatorEvent(.arrival(waypoint), timestamp: now))
            if waypoint.isFinal {
                let location = route.snappedLocation(at: end, speed: 0)
                events.append(NavigatorEvent(.navInfo(.stopped(at: location)), timestamp: now))
                isFinished = true
                return
            }
            events.append(NavigatorEvent(.routeChanged, timestamp: now))
            routeChangedFlag = true
            nextRemainingUpdate = now
            arrivedHeld = arrivedLegs - 1
            if filter.distance < end { filter.clamp(to: end) }
        }
    }

    /// Whether a coordinate can be snapped: finite and within the globe's ranges.
    private static func isOnTheGlobe(_ coordinate: Coordinate) -> Bool {
        (-90...90).contains(coordinate.latitude) && (-180...180).contains(coordinate.longitude)
    }

    private mutating func refreshStatus() {
        if isFinished {
            status = .finished
        } else if let since = offRoute.suspectedSince {
            status = .offRoute(needsReroute: offRoute.wantsRerouteNow, since: since)
        } else if let held = arrivedHeld, filter.distance <= route.legEnd(held) + options.arrivalMeters {
            status = .arrived(waypointIndex: held)
        } else {
            arrivedHeld = nil
            status = .following
        }
    }
}
