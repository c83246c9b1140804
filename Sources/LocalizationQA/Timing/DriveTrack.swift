import GuidanceModel

/// Where a drive was when: the navigator's updates of one simulated drive, kept so that a prompt
/// can be set against the road, the moment each maneuver is reached and the distance left to it
/// at any moment.
public struct DriveTrack: Sendable {
    /// One update: its time, the step whose maneuver is ahead, and the distance to it.
    struct Sample: Sendable {
        var time: Double
        var step: Int
        var meters: Double
    }

    private var samples: [Sample] = []
    /// When each step's maneuver was reached: the first update with a later step ahead, or the
    /// arrival for the last one.
    private var reached: [Int: Double] = [:]
    private var lastStep: Int?

    /// An empty track.
    public init() {}

    /// Takes the next event of the drive.
    public mutating func add(_ event: NavigatorEvent) {
        guard let time = event.timestamp else { return }
        switch event.payload {
        case .navInfo(let info):
            guard let step = info.currentStep?.stepNumber else { return }
            if let lastStep, step > lastStep {
                for passed in lastStep..<step where reached[passed] == nil { reached[passed] = time }
            }
            lastStep = step
            if let meters = info.distanceToCurrentStepMeters {
                samples.append(Sample(time: time, step: step, meters: meters))
            }
        case .arrival:
            if let lastStep, reached[lastStep] == nil { reached[lastStep] = time }
        default:
            break
        }
    }

    /// When the maneuver of `step` was reached; nil when the drive never got there.
    public func maneuverTime(step: Int) -> Double? {
        reached[step]
    }

    /// The distance left to the maneuver of `step` at `time`: interpolated between the updates
    /// around it, 0 once the maneuver is reached; nil before the step is ahead.
    public func metersLeft(step: Int, at time: Double) -> Double? {
        if let reachedAt = reached[step], time >= reachedAt { return 0 }
        let along = samples.filter { $0.step == step }
        guard let first = along.first, time >= first.time else { return nil }
        guard let after = along.firstIndex(where: { $0.time > time }) else {
            // Past the last update of the step: on towards the maneuver at the last pace seen.
            guard let last = along.last, let reachedAt = reached[step], reachedAt > last.time else {
                return along.last?.meters
            }
            return last.meters * (reachedAt - time) / (reachedAt - last.time)
        }
        let before = along[after - 1]
        let next = along[after]
        let share = (time - before.time) / (next.time - before.time)
        return before.meters + (next.meters - before.meters) * share
    }
}
