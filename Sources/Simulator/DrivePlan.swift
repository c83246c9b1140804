import Geometry
import GuidanceModel
import RouteImport

/// A route laid out for driving: every step's maneuver point as a distance from the start, and a
/// time profile, so that position ↔ time conversions and the navigator's distances agree.
///
/// Distances are the route's own (each step's `distance`); a step's geometry is stretched or
/// shrunk to that length, so that the distances in updates always match the steps' lengths.
package struct DrivePlan: Sendable {
    /// A leg's end and the waypoint reached there.
    package struct Leg: Sendable {
        /// The index of the leg's last step (normally its `arrive`).
        package var lastStep: Int
        /// The route distance of the leg's end, where its waypoint is reached.
        package var endDistance: Double
        /// The waypoint reached there.
        package var waypoint: Waypoint
    }

    package var steps: [StepInfo]
    /// The step number each step had in the imported route (nil for a reroute's new start).
    package var originalNumbers: [Int?]
    package var lines: [RouteLine]
    package var lengths: [Double]
    package var durations: [Double]
    package var starts: [Double] = []
    package var startTimes: [Double] = []
    package var legs: [Leg] = []
    package var total: Double = 0
    package var totalTime: Double = 0
    /// Per step: the distance at which its maneuver happens, computed once; the last step of a
    /// leg happens at the leg's end (for an `arrive` step that is its own start).
    package private(set) var maneuverPoints: [Double] = []
    /// Per step: the last step at or before it with a length, or -1; with the sorted `starts`
    /// and `startTimes` it makes every lookup a binary search instead of a walk over the route.
    private var lastDriven: [Int] = []

    package static let fallbackSpeed = 50 / 3.6

    init(
        steps: [StepInfo], originalNumbers: [Int?], lines: [RouteLine], lengths: [Double],
        durations: [Double],
        legEnds: [(lastStep: Int, waypoint: Waypoint)]
    ) {
        self.steps = steps
        self.originalNumbers = originalNumbers
        self.lines = lines
        self.lengths = lengths
        self.durations = durations
        var distance = 0.0
        var time = 0.0
        for index in steps.indices {
            starts.append(distance)
            startTimes.append(time)
            distance += lengths[index]
            time += durations[index]
        }
        total = distance
        totalTime = time
        legs = legEnds.map { end in
            Leg(
                lastStep: end.lastStep, endDistance: starts[end.lastStep] + lengths[end.lastStep],
                waypoint: end.waypoint)
        }
        maneuverPoints = starts
        for leg in legs.reversed() { maneuverPoints[leg.lastStep] = leg.endDistance }
        var last = -1
        lastDriven = lengths.indices.map { index in
            if lengths[index] > 0 { last = index }
            return last
        }
    }

    package init(route: ImportedRoute, speed: SimulationOptions.SpeedProfile) {
        let lines = route.routeSteps.map { RouteLine($0.geometry) }
        let lengths = zip(route.routeSteps, lines).map { step, line in
            step.distanceMeters > 0 || line.length < 0.5 ? step.distanceMeters : line.length
        }
        let durations = zip(route.routeSteps, lengths).map { step, length in
            switch speed {
            case .fixed(let kmh) where kmh.isFinite && kmh > 0:
                return length / (kmh / 3.6)
            default:
                return length > 0 && step.durationSeconds <= 0
                    ? length / Self.fallbackSpeed : step.durationSeconds
            }
        }
        let destinations = route.destinations
        let legEnds = route.legs.enumerated().map { index, leg in
            var waypoint =
                index < destinations.count ? destinations[index] : Waypoint(title: nil)
            waypoint.isFinal = index == route.legs.count - 1
            return (lastStep: leg.stepRange.upperBound - 1, waypoint: waypoint)
        }
        // The steps' own times follow the profile, so that they agree with the times to go.
        var steps = route.steps
        for index in steps.indices.dropFirst() {
            steps[index].timeFromPrevStepSeconds = (durations[index - 1] * 10).rounded() / 10
        }
        self.init(
            steps: steps, originalNumbers: route.steps.map(\.stepNumber), lines: lines,
            lengths: lengths,
            durations: durations, legEnds: legEnds)
    }

    /// The step being driven at `distance` (the last step with a length that starts at or before
    /// it) and the meters already driven on it.
    package func locate(_ distance: Double) -> (step: Int, offset: Double)? {
        guard let step = lastDriven(in: starts, atOrBefore: distance) else { return nil }
        return (step, min(max(distance - starts[step], 0), lengths[step]))
    }

    /// The last step with a length whose value in `sorted` (starts or start times, which never
    /// decrease) is at or before `value`.
    private func lastDriven(in sorted: [Double], atOrBefore value: Double) -> Int? {
        let low = sorted.indices.partitionPoint { sorted[$0] > value }
        guard low > 0 else { return nil }
        let found = lastDriven[low - 1]
        return found >= 0 ? found : nil
    }

    /// The first index in `range` whose maneuver point is beyond `distance`, when maneuver points
    /// in `range` never decrease (no leg ends inside it).
    package func firstManeuver(in range: Range<Int>, beyond distance: Double) -> Int? {
        let low = range.partitionPoint { maneuverPoints[$0] > distance }
        return low < range.upperBound ? low : nil
    }

    /// The profile time at which the vehicle is at `distance`.
    package func time(at distance: Double) -> Double {
        guard let (step, offset) = locate(distance) else { return 0 }
        return startTimes[step] + durations[step] * offset / lengths[step]
    }

    /// The distance reached at profile time `time`.
    package func distance(at time: Double) -> Double {
        guard let step = lastDriven(in: startTimes, atOrBefore: time) else { return 0 }
        guard durations[step] > 0 else { return starts[step] + lengths[step] }
        let offset = min(lengths[step], (time - startTimes[step]) / durations[step] * lengths[step])
        return starts[step] + max(0, offset)
    }

    /// The profile speed at `distance`, meters per second.
    package func speed(at distance: Double) -> Double {
        guard let (step, _) = locate(distance), durations[step] > 0 else { return 0 }
        return lengths[step] / durations[step]
    }

    /// The road-snapped point at `distance`.
    package func position(at distance: Double) -> RouteLine.Position? {
        if let (step, offset) = locate(distance) {
            let line = lines[step]
            return line.position(atDistance: offset * line.length / lengths[step])
        }
        return lines.first { !$0.coordinates.isEmpty }?.position(atDistance: 0)
    }

    /// The remainder of the route from `distance`, as a new route: a `depart` step on the road being
    /// driven, then the following steps, all renumbered from 0. Legs already finished are dropped.
    func rerouted(at distance: Double, firstLeg: Int) -> DrivePlan {
        let firstStep = firstLeg > 0 ? legs[firstLeg - 1].lastStep + 1 : 0
        var current = locate(distance)
        if let found = current, found.step < firstStep || found.offset >= lengths[found.step] {
            current = nil
        }
        let splitStep = current?.step ?? max(firstStep, min(steps.count - 1, nextStep(after: distance) - 1))
        let offset = current?.offset ?? 0
        let line = lines[splitStep]
        let remainingLength = max(0, lengths[splitStep] - offset)
        let fraction = lengths[splitStep] > 0 ? remainingLength / lengths[splitStep] : 0
        let geometryOffset = lengths[splitStep] > 0 ? offset * line.length / lengths[splitStep] : 0
        var depart = steps[splitStep]
        depart.maneuver = .depart
        depart.exitNumber = nil
        depart.roundaboutTurnNumber = -1
        depart.lanes = []
        depart.fullInstructionText = nil
        depart.distanceFromPrevStepMeters = 0
        depart.timeFromPrevStepSeconds = 0
        let following = (splitStep + 1)..<steps.count
        let newLengths = [remainingLength] + lengths[following]
        let newDurations = [durations[splitStep] * fraction] + durations[following]
        // Each following step is renumbered and measured from the step now before it.
        let newSteps =
            [depart]
            + following.enumerated().map { number, index in
                var step = steps[index]
                step.stepNumber = number + 1
                step.distanceFromPrevStepMeters = newLengths[number]
                step.timeFromPrevStepSeconds = newDurations[number]
                return step
            }
        let legEnds = legs[firstLeg...].filter { $0.lastStep >= splitStep }.map {
            (lastStep: $0.lastStep - splitStep, waypoint: $0.waypoint)
        }
        return DrivePlan(
            steps: newSteps, originalNumbers: [nil] + originalNumbers[following],
            lines: [RouteLine(line.remainder(from: geometryOffset))] + lines[following], lengths: newLengths,
            durations: newDurations, legEnds: legEnds)
    }

    private func nextStep(after distance: Double) -> Int {
        steps.indices.first { starts[$0] > distance } ?? steps.count
    }
}
