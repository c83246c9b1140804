import Geometry
import GuidanceModel
import RouteImport

/// A simulated drive along an imported route: the exact sequence of listener events a navigator
/// would deliver, each stamped with seconds since the start of the simulation.
///
/// The sequence is pure and finite: stepping it never sleeps, so tests walk a whole drive in
/// microseconds; ``EventPacer`` plays it back in real time. The order of events is:
/// `routeChanged` at 0 s; a `navInfo` every tick; `remainingTime` and `remainingDistance` after the
/// first update and then every ``SimulationOptions/remainingUpdateSeconds``; at each waypoint an
/// `arrival` (then `routeChanged` for the next leg); after the final arrival a `navInfo` with
/// `navState` stopped, which ends the sequence.
///
/// The current step is the upcoming maneuver: while the vehicle drives along step k's road, the
/// current step is k+1, whose maneuver happens where step k's geometry ends.
public struct NavigationSimulation: Sequence, IteratorProtocol, Sendable {
    private enum Phase: Sendable {
        case driving
        case paused(until: Double)
        case rerouting(ticksLeft: Int)
        case finished
    }

    private let options: SimulationOptions
    private let tick: Double
    private let multiplier: Double
    private var plan: DrivePlan
    private var phase = Phase.driving
    private var tickCount = 0
    private var distance = 0.0
    private var arrivedLegs = 0
    private var holdStep: Int?
    private var pauseDone = false
    private var rerouteDone = false
    private var announceRouteChange = true
    private var routeChangedFlag = false
    private var nextRemainingUpdate = 0.0
    private var random: SplitMix64
    private var pending: [NavigatorEvent] = []
    private var pendingIndex = 0
    /// The plan's indices of the pause and reroute steps, found once per plan.
    private var pauseIndex: Int?
    private var rerouteIndex: Int?

    /// Lays the route out for driving; events are computed one tick at a time as they are asked for.
    public init(route: ImportedRoute, options: SimulationOptions = SimulationOptions()) {
        self.options = options
        tick = options.effectiveTick
        multiplier = options.effectiveMultiplier
        plan = DrivePlan(route: route, speed: options.speed)
        random = SplitMix64(seed: options.seed)
        findOptionSteps()
        if pauseIndex == nil { pauseDone = true }
        if rerouteIndex == nil { rerouteDone = true }
    }

    /// About how many updates (ticks) a drive sends: its profile time over the time each tick
    /// covers, plus the pause and the rerouting updates. Computed without driving, in floating
    /// point, so that an absurd route or tick gives a huge number, never an overflow; the command
    /// line refuses a drive above ``SimulationOptions/maximumUpdates`` with it.
    public static func expectedUpdates(route: ImportedRoute, options: SimulationOptions) -> Double {
        let plan = DrivePlan(route: route, speed: options.speed)
        let tick = options.effectiveTick
        var seconds = plan.totalTime / options.effectiveMultiplier
        if let pause = options.pause, pause.seconds.isFinite { seconds += Swift.max(0, pause.seconds) }
        if options.stopSeconds.isFinite {
            seconds += Swift.max(0, options.stopSeconds) * Double(Swift.max(0, plan.legs.count - 1))
        }
        var updates = seconds / tick
        if let reroute = options.reroute { updates += Double(Swift.max(1, reroute.ticks)) }
        return updates + Double(plan.legs.count + 1)
    }

    private mutating func findOptionSteps() {
        let numbers = plan.originalNumbers
        pauseIndex = options.pause.flatMap { numbers.firstIndex(of: $0.step) }
        rerouteIndex = options.reroute.flatMap { numbers.firstIndex(of: $0.step) }
    }

    /// The next event, or nil after the final stopped update.
    public mutating func next() -> NavigatorEvent? {
        while pendingIndex >= pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingIndex = 0
            if case .finished = phase { return nil }
            if tickCount >= Swift.max(1, options.maximumUpdates) {
                // The safety net under ``expectedUpdates``: a drive never runs past the limit.
                emit(.navInfo(.stopped(at: location(speed: 0))))
                phase = .finished
                continue
            }
            generateTick()
        }
        defer { pendingIndex += 1 }
        return pending[pendingIndex]
    }

    private var now: Double { Double(tickCount) * tick }

    private mutating func emit(_ payload: NavigatorEvent.Payload) {
        pending.append(NavigatorEvent(payload, timestamp: now))
    }

    // MARK: Ticks

    private mutating func generateTick() {
        switch phase {
        case .finished:
            return
        case .paused(let until):
            if now >= until - 1e-9 {
                phase = .driving
                holdStep = nil
                drivingTick()
            } else {
                emitUpdate(navState: .enroute, moving: false)
                emitRemainingIfDue()
                tickCount += 1
            }
        case .rerouting(let ticksLeft):
            reroutingTick(ticksLeft: ticksLeft)
        case .driving:
            drivingTick()
        }
    }

    private mutating func drivingTick() {
        if announceRouteChange {
            emit(.routeChanged)
            announceRouteChange = false
            routeChangedFlag = true
        }
        if let pause = options.pause, !pauseDone, let point = pausePoint(), distance >= point - 1e-6 {
            pauseDone = true
            holdStep = pauseIndex
            phase = .paused(until: now + (pause.seconds.isFinite ? Swift.max(0, pause.seconds) : 0))
            generateTick()
            return
        }
        if let reroute = options.reroute, !rerouteDone, let point = reroutePoint(), distance >= point - 1e-6 {
            rerouteDone = true
            reroutingTick(ticksLeft: Swift.max(1, reroute.ticks))
            return
        }
        emitUpdate(navState: .enroute, moving: true)
        emitRemainingIfDue()
        if arrivedLegs < plan.legs.count, distance >= plan.legs[arrivedLegs].endDistance - 1e-6 {
            var waypoint = plan.legs[arrivedLegs].waypoint
            arrivedLegs += 1
            waypoint.isFinal = arrivedLegs == plan.legs.count
            emit(.arrival(waypoint))
            if waypoint.isFinal {
                emit(.navInfo(.stopped(at: location(speed: 0))))
                phase = .finished
                return
            }
            emit(.routeChanged)
            routeChangedFlag = true
            nextRemainingUpdate = now
            if options.stopSeconds.isFinite, options.stopSeconds > 0 {
                // The driver stands at the stop before driving on.
                tickCount += 1
                phase = .paused(until: now + options.stopSeconds)
                return
            }
        }
        advance()
        tickCount += 1
    }

    private mutating func reroutingTick(ticksLeft: Int) {
        emitUpdate(navState: .rerouting, moving: false)
        tickCount += 1
        if ticksLeft <= 1 {
            plan = plan.rerouted(at: distance, firstLeg: arrivedLegs)
            findOptionSteps()
            distance = 0
            arrivedLegs = 0
            announceRouteChange = true
            nextRemainingUpdate = now
            phase = .driving
        } else {
            phase = .rerouting(ticksLeft: ticksLeft - 1)
        }
    }

    /// Moves the vehicle by one tick of profile time, stopping exactly at the next waypoint, pause
    /// point or reroute point so that each is reported at its place.
    private mutating func advance() {
        let time = plan.time(at: distance) + multiplier * tick
        var target = plan.distance(at: time)
        if arrivedLegs < plan.legs.count { target = Swift.min(target, plan.legs[arrivedLegs].endDistance) }
        if !pauseDone, let point = pausePoint(), point > distance { target = Swift.min(target, point) }
        if !rerouteDone, let point = reroutePoint(), point > distance { target = Swift.min(target, point) }
        distance = Swift.max(distance, target)
    }

    private func pausePoint() -> Double? { pauseIndex.map { plan.maneuverPoints[$0] } }

    /// Halfway along the road that leads to the reroute step's maneuver.
    private func reroutePoint() -> Double? {
        guard let index = rerouteIndex else { return nil }
        let end = plan.maneuverPoints[index]
        let start = index > 0 ? plan.starts[index - 1] : 0
        return (start + end) / 2
    }

    // MARK: Updates

    private mutating func emitRemainingIfDue() {
        guard now >= nextRemainingUpdate - 1e-9, arrivedLegs < plan.legs.count else { return }
        let end = plan.legs[arrivedLegs].endDistance
        emit(.remainingTime(seconds: Swift.max(0, plan.time(at: end) - plan.time(at: distance)).rounded()))
        emit(.remainingDistance(meters: Swift.max(0, end - distance).rounded()))
        nextRemainingUpdate = now + Swift.max(options.remainingUpdateSeconds, tick)
    }

    /// The first step of the current leg onwards whose maneuver is still ahead, or the leg's last
    /// step: a binary search, since maneuver points only grow between two leg ends.
    private func currentStepIndex() -> Int? {
        if let holdStep { return holdStep }
        guard arrivedLegs < plan.legs.count else { return nil }
        let first = arrivedLegs > 0 ? plan.legs[arrivedLegs - 1].lastStep + 1 : 0
        guard let legLast = plan.legs[arrivedLegs...].lazy.map(\.lastStep).first(where: { $0 >= first }),
            legLast < plan.steps.count
        else {
            let legLasts = Set(plan.legs[arrivedLegs...].map(\.lastStep))
            return (first..<plan.steps.count).first { index in
                plan.maneuverPoints[index] > distance + 1e-6 || legLasts.contains(index)
            }
        }
        return plan.firstManeuver(in: first..<legLast, beyond: distance + 1e-6) ?? legLast
    }

    private mutating func emitUpdate(navState: NavState, moving: Bool) {
        var info = NavInfo(
            navState: navState, routeChanged: routeChangedFlag, distanceToCurrentStepMeters: 0,
            timeToCurrentStepSeconds: 0)
        routeChangedFlag = false
        let legEnd = arrivedLegs < plan.legs.count ? plan.legs[arrivedLegs].endDistance : plan.total
        let nowTime = plan.time(at: distance)
        // The navigator reports whole meters and seconds; rounding also keeps feeds free of
        // binary noise such as `11266.300000000001`.
        info.distanceToFinalDestinationMeters = Swift.max(0, plan.total - distance).rounded()
        info.timeToFinalDestinationSeconds = Swift.max(0, plan.time(at: plan.total) - nowTime).rounded()
        info.distanceToNextDestinationMeters = Swift.max(0, legEnd - distance).rounded()
        info.timeToNextDestinationSeconds = Swift.max(0, plan.time(at: legEnd) - nowTime).rounded()
        if navState == .enroute, let current = currentStepIndex() {
            let target = plan.maneuverPoints[current]
            info.currentStep = plan.steps[current]
            let end = current + 1 + Swift.min(Swift.max(0, options.maxRemainingSteps), plan.steps.count)
            info.remainingSteps = Array(plan.steps[(current + 1)..<Swift.min(end, plan.steps.count)])
            info.distanceToCurrentStepMeters = Swift.max(0, target - distance).rounded()
            info.timeToCurrentStepSeconds = Swift.max(0, plan.time(at: target) - nowTime).rounded()
        }
        let speed = moving ? plan.speed(at: distance) * multiplier : 0
        info.speedMetersPerSecond = ReportedPrecision.speed(speed)
        info.location = location(speed: speed)
        emit(.navInfo(info))
    }

    private mutating func location(speed: Double) -> RoadSnappedLocation? {
        guard let position = plan.position(at: distance) else { return nil }
        var coordinate = position.coordinate
        if options.jitterMeters > 0 {
            let radius = options.jitterMeters * random.nextUnit().squareRoot()
            let heading = random.nextUnit() * 360
            coordinate = Geodesy.destination(from: coordinate, bearing: heading, meters: radius)
        }
        return ReportedPrecision.location(coordinate, bearing: position.bearing, speed: speed)
    }
}
