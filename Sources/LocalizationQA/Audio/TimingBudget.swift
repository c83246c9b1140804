import Guidance

/// Whether a prompt finishes before the maneuver it announces: a prompt triggered at its
/// stage's trigger distance (``Guidance/PlannerOptions/trigger(_:speed:)``) at a given speed has
/// that distance divided by the speed to be said. A pure function of its inputs, so a test can
/// hand it a deliberately long prompt.
public struct TimingBudget: Sendable, Hashable {
    /// One stage at one speed.
    public struct Allowance: Sendable, Hashable {
        /// The speed in km/h.
        public var speedKmh: Double
        /// The trigger distance in metres.
        public var triggerMeters: Double
        /// The time from trigger to maneuver at that speed, in seconds.
        public var seconds: Double
    }

    /// The planner's thresholds.
    public var options: PlannerOptions
    /// The speeds checked, in km/h.
    public var speedsKmh: [Double]

    /// The default budget: the planner's defaults at 50, 90 and 120 km/h.
    public init(options: PlannerOptions = PlannerOptions(), speedsKmh: [Double] = [50, 90, 120]) {
        self.options = options
        self.speedsKmh = speedsKmh
    }

    /// The stages that have a trigger distance.
    public static let timedStages: [PromptStage] = [.early, .prepare, .now]

    /// The time available for a stage at each speed; empty for stages without a trigger.
    public func allowances(for stage: PromptStage) -> [Allowance] {
        speedsKmh.compactMap { kmh in
            let speed = kmh / 3.6
            guard speed > 0, let trigger = options.trigger(stage, speed: speed) else { return nil }
            return Allowance(speedKmh: kmh, triggerMeters: trigger, seconds: trigger / speed)
        }
    }

    /// The allowances a prompt of `durationSeconds` exceeds (it must end before the maneuver).
    public func violations(stage: PromptStage, durationSeconds: Double) -> [Allowance] {
        allowances(for: stage).filter { durationSeconds >= $0.seconds }
    }
}
