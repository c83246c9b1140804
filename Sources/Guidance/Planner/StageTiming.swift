import GuidanceModel

/// Where each stage of the maneuver ahead begins and how long its prompt may last, from the
/// triggers of ``PlannerOptions`` and the time each prompt takes to say: a prompt starts early
/// enough to end ``PlannerOptions/endMarginSeconds`` before its maneuver, or
/// ``PlannerOptions/stageGapSeconds`` before the next stage is due, within a latest start
/// (a final cue is not said half a minute ahead); a prompt that still does not fit is shortened.
/// Without durations every prompt counts as instant and the stages begin at their triggers.
struct StageTiming {
    let speed: Double
    let options: PlannerOptions
    let durations: PromptDurations?
    /// The stages the maneuver is announced at.
    let stages: [PromptStage]
    /// Distances (m) at which the now and prepare zones begin.
    let nowStart: Double
    let prepareStart: Double
    /// When the prompt said last ends (the feed's clock), nil when none is speaking.
    let speakingUntil: Double?

    init(
        step: StepInfo, speed: Double, options: PlannerOptions, durations: PromptDurations?,
        speakingUntil: Double?, draft: (PromptStage, Double?) -> PlannedPrompt
    ) {
        self.speed = speed
        self.options = options
        self.durations = durations
        self.speakingUntil = speakingUntil
        let stages = ManeuverStages(step.maneuver.family).stages
        self.stages = stages
        let nowTrigger = options.trigger(.now, speed: speed) ?? 0
        let prepareTrigger = options.trigger(.prepare, speed: speed) ?? 0
        guard let durations else {
            nowStart = nowTrigger
            prepareStart = prepareTrigger
            return
        }
        var now = nowTrigger
        if stages.contains(.now) {
            let needed =
                speed * (durations(draft(.now, nil)) + options.endMarginSeconds + options.updateSeconds)
            now = max(nowTrigger, min(needed, speed * options.nowLatestSeconds))
        }
        nowStart = now
        var prepare = prepareTrigger
        if stages.contains(.prepare) {
            let (end, margin) =
                stages.contains(.now) ? (now, options.stageGapSeconds) : (0, options.endMarginSeconds)
            let needed =
                end + speed * (durations(draft(.prepare, prepareTrigger)) + margin + options.updateSeconds)
            prepare = max(prepareTrigger, min(needed, end + speed * options.prepareLatestSeconds))
        }
        prepareStart = prepare
    }

    /// The zone a distance to the maneuver is in: the stage due there, or nil before the first.
    func zone(distance: Double) -> PromptStage? {
        if distance <= nowStart { return .now }
        if distance <= prepareStart { return .prepare }
        let early = options.trigger(.early, speed: speed) ?? 0
        if distance <= early && distance - prepareStart >= speed * options.earlyGapSeconds { return .early }
        return nil
    }

    /// The distance left to the maneuver when a prompt of `seconds` decided at `distance` has
    /// ended and the driver has taken it in (``PlannerOptions/endMarginSeconds`` later): the
    /// distance the prompt may say.
    func metersLeft(_ distance: Double, after seconds: Double) -> Double {
        guard durations != nil else { return distance }
        return max(0, distance - speed * (seconds + options.endMarginSeconds))
    }

    /// Sets the distance a prompt decided at `distance` (and `timestamp`) says to what is left
    /// when it ends, after any wait for the prompt being said, and
    /// returns how long it lasts: measured again with the distance it now says, whose words may
    /// be longer ("three quarters of a mile" for "one mile").
    func sayDistanceLeft(in prompt: inout PlannedPrompt, from distance: Double, at timestamp: Double?)
        -> Double
    {
        let waiting = self.waiting(at: timestamp)
        var seconds = seconds(prompt)
        prompt.distanceMeters = metersLeft(distance, after: waiting + seconds)
        let again = self.seconds(prompt)
        if again > seconds {
            seconds = again
            prompt.distanceMeters = metersLeft(distance, after: waiting + seconds)
        }
        return seconds
    }

    /// How long a prompt decided at `timestamp` waits for the one being said to end.
    func waiting(at timestamp: Double?) -> Double {
        max(0, (speakingUntil ?? -.infinity) - (timestamp ?? .infinity))
    }

    /// How long a prompt takes to say (0 without durations).
    func seconds(_ prompt: PlannedPrompt) -> Double {
        durations?(prompt) ?? 0
    }

    /// The seconds a prompt of `stage` decided at `distance` (and `timestamp`) has before its
    /// maneuver, or before the next stage is due, after what is still being said.
    func window(_ stage: PromptStage, distance: Double, timestamp: Double?) -> Double {
        let pace = max(speed, 0.5)
        let waiting = waiting(at: timestamp)
        let ahead: Double
        switch stage {
        case .prepare where stages.contains(.now):
            ahead = (distance - nowStart) / pace - options.stageGapSeconds
        case .now, .prepare:
            ahead = distance / pace - options.endMarginSeconds
        case .early:
            ahead = (distance - prepareStart) / pace - options.stageGapSeconds
        default:
            ahead = .infinity
        }
        return ahead - waiting
    }

    /// The longest form of a stage's prompt (``PromptOmissions/ladder``, made by `draft`, saying
    /// the distance left when it ends) that ends in its window and lasts at most ``PlannerOptions/longestSeconds``; when every form
    /// that ends in time is longer, the shortest of them; when none ends in time, the shortest
    /// for the maneuver's last stage and nil for an earlier one (the stage after it speaks).
    func fitted(
        _ stage: PromptStage, distance: Double, timestamp: Double?, isLastStage: Bool,
        draft: (PromptOmissions) -> PlannedPrompt
    ) -> PlannedPrompt? {
        guard durations != nil else { return draft([]) }
        let window = window(stage, distance: distance, timestamp: timestamp)
        var shortestInTime: PlannedPrompt?
        var shortest: PlannedPrompt?
        for omitted in PromptOmissions.ladder {
            // Measured as it will be said: with the distance left when it ends.
            var candidate = draft(omitted)
            let length =
                stage.saysDistance
                ? sayDistanceLeft(in: &candidate, from: distance, at: timestamp) : seconds(candidate)
            shortest = candidate
            guard length <= window else { continue }
            if length <= options.longestSeconds { return candidate }
            shortestInTime = candidate
        }
        return shortestInTime ?? (isLastStage ? shortest : nil)
    }
}
