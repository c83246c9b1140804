import GuidanceModel

/// The planner's thresholds. Triggers are times ahead of the maneuver at the current speed, with
/// distance floors so that slow traffic still gets a usable warning; docs/guidance.md explains
/// each default.
public struct PlannerOptions: Sendable, Hashable {
    /// Seconds ahead for the early alert.
    public var earlySeconds: Double = 60
    /// The early alert never comes closer than this (m).
    public var earlyMinimumMeters: Double = 500
    /// Nor farther than this (m), so that motorway alerts stay relevant.
    public var earlyMaximumMeters: Double = 2500
    /// The early alert must come at least this many seconds before the prepare prompt; otherwise
    /// the two would sound back to back with the same rounded distance.
    public var earlyGapSeconds: Double = 10
    /// Seconds ahead for the prepare prompt.
    public var prepareSeconds: Double = 15
    /// The prepare prompt never comes closer than this (m).
    public var prepareMinimumMeters: Double = 120
    /// Seconds ahead for the final cue.
    public var nowSeconds: Double = 5
    /// The final cue never comes closer than this (m).
    public var nowMinimumMeters: Double = 30
    /// Nothing is said for a maneuver closer than this (m): it is being driven or has passed.
    public var passedMeters: Double = 3
    /// A maneuver following within this many seconds is announced with the one before.
    public var multiCueSeconds: Double = 13
    /// A "continue" prompt needs at least this much road ahead (m)…
    public var continueMinimumMeters: Double = 1000
    /// …and this much time beyond the early alert (s), so that it is not followed at once by it.
    public var continueMarginSeconds: Double = 20
    /// A prompt ends at least this many seconds before its maneuver (docs/guidance.md, "Timing").
    public var endMarginSeconds: Double = 1
    /// …and this many before the next stage of its maneuver is due.
    public var stageGapSeconds: Double = 1
    /// How often a navigator updates: a zone begins this much earlier than its prompt needs, so
    /// that the first update inside it still leaves the prompt its time.
    public var updateSeconds: Double = 1
    /// The final cue starts at most this many seconds ahead of the maneuver, however long it is;
    /// a longer one is shortened.
    public var nowLatestSeconds: Double = 12
    /// The prepare prompt starts at most this many seconds ahead of the final cue's zone.
    public var prepareLatestSeconds: Double = 25
    /// A prompt longer than this is shortened (signs, lanes, the following maneuver left out)
    /// when a shorter form keeping the names exists.
    public var longestSeconds: Double = 6
    /// A prepare prompt within this many seconds of the early one would repeat it: it is left out.
    public var repeatSeconds: Double = 15
    /// …or within this many metres of it.
    public var repeatMeters: Double = 150
    /// The speed assumed when the feed carries none (m/s; 50 km/h).
    public var fallbackSpeed: Double = 13.9

    /// The defaults.
    public init() {}

    /// Whether `next` comes close enough after the maneuver before it to be announced (and shown)
    /// with it: within ``multiCueSeconds``, by the step's own time from the previous one, or, when
    /// the feed has none, by its distance at `speed` (at least 1 m/s). The voice and the screens
    /// both ask here, so they pair maneuvers by one rule.
    public func joinsMultiCue(_ next: StepInfo, speed: Double) -> Bool {
        let gap =
            next.timeFromPrevStepSeconds > 0
            ? next.timeFromPrevStepSeconds : next.distanceFromPrevStepMeters / max(speed, 1)
        return gap < multiCueSeconds
    }

    /// The distance at which a stage triggers at a speed, or nil for stages without a trigger.
    public func trigger(_ stage: PromptStage, speed: Double) -> Double? {
        switch stage {
        case .early: min(max(speed * earlySeconds, earlyMinimumMeters), earlyMaximumMeters)
        case .prepare: max(speed * prepareSeconds, prepareMinimumMeters)
        case .now: max(speed * nowSeconds, nowMinimumMeters)
        default: nil
        }
    }
}
