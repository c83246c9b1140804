import GuidanceModel

/// Decides what to say and when from the stream of navigator events: a pure state machine that
/// tests drive event by event, with no I/O and no clock of its own.
///
/// Rules (docs/guidance.md gives the reasons): each stage is said at most once per step of a
/// route; the stage said is the latest one whose trigger has been passed, so a feed that starts
/// close to a turn skips the early stages; nothing is said for a maneuver already passed; two
/// maneuvers less than `multiCueSeconds` apart are announced together; rerouting is announced
/// once and a route change forgets the old route; after the final arrival nothing more is said;
/// `stopped` clears everything. Alerts are a class of their own. Which stages a step gets depends
/// on its kind of maneuver (``ManeuverStages``): a name change is confirmed once, without a distance.
public struct AnnouncementPlanner: Sendable {
    /// The thresholds in use.
    public var options: PlannerOptions

    private var nextID = 1
    /// Increases on every route change; prompts carry it.
    public private(set) var routeVersion = 0
    private var said: Set<StageKey> = []
    private var coveredByMultiCue: Set<Int> = []
    /// Where and when each step's early prompt was said, for the repeat rule.
    private var advances: [Int: Advance] = [:]
    /// When the last prompt planned with a duration ends (the feed's clock).
    private var speakingUntil: Double?
    /// The step whose "continue" prompt waits for the prompt being said to end.
    private var pendingContinue: Int?
    private var carriedOver: Set<Fingerprint> = []
    private var currentStep: StepInfo?
    /// Whether the latest update's current step was the route's last (no steps after it): an
    /// arrival then is at the destination, even when the feed does not say so (iOS and Flutter
    /// arrivals carry no finality), so that it is worded as its approach prompts were.
    private var onLastStep = false
    private var previousStep: StepInfo?
    private var announcedRerouting = false
    private var arrivedAtFinal = false
    private var arrivals: Set<Waypoint> = []
    private var lastDelay: DelayCategory?
    private var speedingLevel: SpeedAlertSeverity = .notSpeeding

    /// Creates a planner.
    public init(options: PlannerOptions = PlannerOptions()) {
        self.options = options
    }

    /// Takes the next event and returns the prompts it triggers, in speaking order: the wire
    /// format's way in. A listener calls the entry point of its callback directly.
    /// `durations` says how long a prompt takes to say (see ``PromptDurations``); without it
    /// every prompt counts as instant, and stages trigger at their distances alone.
    public mutating func handle(_ event: NavigatorEvent, durations: PromptDurations? = nil) -> [PlannedPrompt]
    {
        switch event.payload {
        case .navInfo(let info): return update(info, timestamp: event.timestamp, durations: durations)
        case .routeChanged:
            changeRoute()
            return []
        case .arrival(let waypoint):
            return arrive(at: waypoint, timestamp: event.timestamp, durations: durations)
        case .delayCategory(let category): return updateDelay(category, timestamp: event.timestamp)
        case .speeding(_, let severity): return updateSpeeding(severity, timestamp: event.timestamp)
        case .routeStatus(let status): return receiveRouteStatus(status, timestamp: event.timestamp)
        case .remainingTime, .remainingDistance, .lightingMode, .voiceGuidance, .locale:
            return []
        }
    }

    /// Traffic changed: an alert when it became medium or heavy.
    public mutating func updateDelay(_ category: DelayCategory, timestamp: Double?) -> [PlannedPrompt] {
        defer { lastDelay = category }
        guard !arrivedAtFinal, category == .heavy || category == .medium, category != lastDelay else {
            return []
        }
        return [alert(.traffic(category), timestamp: timestamp)]
    }

    /// The speeding state changed: an alert when it got worse.
    public mutating func updateSpeeding(_ severity: SpeedAlertSeverity, timestamp: Double?) -> [PlannedPrompt]
    {
        switch severity {
        case .notSpeeding:
            speedingLevel = .notSpeeding
            return []
        case .minor, .major:
            guard !arrivedAtFinal, severity.rawValue > speedingLevel.rawValue else { return [] }
            speedingLevel = severity
            return [alert(.speeding(severity), timestamp: timestamp)]
        case .unknown:
            return []
        }
    }

    /// A route request finished: an alert when it failed.
    public mutating func receiveRouteStatus(_ status: RouteStatus, timestamp: Double?) -> [PlannedPrompt] {
        guard status != .ok else { return [] }
        return [alert(.routeFailed(status), timestamp: timestamp)]
    }

    // MARK: - Guidance

    /// The regular update: the guidance prompts it makes due, each placed and shaped by how long
    /// it takes to say (`durations`; see ``handle(_:durations:)``).
    public mutating func update(
        _ info: NavInfo, timestamp: Double?, durations: PromptDurations? = nil
    ) -> [PlannedPrompt] {
        if info.routeChanged { changeRoute() }
        switch info.navState {
        case .stopped:
            clear()
            return []
        case .rerouting:
            guard !announcedRerouting, !arrivedAtFinal else { return [] }
            announcedRerouting = true
            return [make(.rerouting, .guidance, timestamp: timestamp)]
        case .enroute, .unknown:
            announcedRerouting = false
        }
        guard !arrivedAtFinal, let step = info.currentStep else { return [] }
        onLastStep = info.remainingSteps.isEmpty && step.maneuver.family == .arrive
        let isNewStep = step.stepNumber != currentStep?.stepNumber
        if isNewStep {
            if let last = currentStep, last.stepNumber < step.stepNumber { previousStep = last }
            currentStep = step
        }
        let speed = Self.speed(of: info, fallback: options.fallbackSpeed)
        var prompts: [PlannedPrompt] = []

        if step.maneuver == .depart {
            // The departure waits for the prompt being said (an arrival at a stop) to end.
            if let until = speakingUntil, let now = timestamp, until > now { return prompts }
            if claim(.depart, for: step) {
                let following = info.remainingSteps.first
                prompts.append(
                    make(.depart, .guidance, step: step, following: following, timestamp: timestamp))
            }
            return prompts
        }
        guard let distance = Self.distance(of: info, speed: speed) else { return prompts }
        let planner = self
        let timing = StageTiming(
            step: step, speed: speed, options: options, durations: durations, speakingUntil: speakingUntil,
            draft: { stage, distance in
                planner.draft(stage, step: step, info: info, distance: distance, speed: speed)
            }
        )

        if isNewStep || pendingContinue == step.stepNumber,
            let prompt = continuePrompt(
                step, distance: distance, speed: speed, timing: timing, timestamp: timestamp)
        {
            prompts.append(prompt)
        }
        if let prompt = stagePrompt(
            step, info: info, distance: distance, speed: speed, timing: timing, timestamp: timestamp)
        {
            prompts.append(prompt)
        }
        let stops = info.intermediateStops
        for index in prompts.indices { prompts[index].intermediateStops = stops }
        return prompts
    }

    private mutating func continuePrompt(
        _ step: StepInfo, distance: Double, speed: Double, timing: StageTiming, timestamp: Double?
    ) -> PlannedPrompt? {
        // The confirmation of a name change or a straight stretch ("Continue pela Alameda
        // Santos") has just named the road entered: "Continue pela Alameda Santos por 3 km"
        // seconds later would be a second prompt for one name change.
        if let previous = previousStep, ManeuverStages(previous.maneuver.family) == .confirmation,
            said.contains(StageKey(step: previous.stepNumber, stage: .now))
        {
            return nil
        }
        // It waits for the prompt being said (an arrival at a stop) to end.
        if let until = speakingUntil, let now = timestamp, until > now {
            pendingContinue = step.stepNumber
            return nil
        }
        pendingContinue = nil
        let early = options.trigger(.early, speed: speed) ?? 0
        guard distance >= options.continueMinimumMeters,
            distance > early + speed * options.continueMarginSeconds,
            claim(.continue, for: step)
        else { return nil }
        let current = previousStep?.signage
        var prompt = make(
            .continue, .guidance, step: step, currentRoad: current?.road, distance: distance,
            timestamp: timestamp)
        prompt.currentRoadName = current?.roadName
        // The length said is what is left when the sentence ends.
        speaks(timing.sayDistanceLeft(in: &prompt, from: distance, at: timestamp), from: timestamp)
        return prompt
    }

    private mutating func stagePrompt(
        _ step: StepInfo, info: NavInfo, distance: Double, speed: Double, timing: StageTiming,
        timestamp: Double?
    ) -> PlannedPrompt? {
        guard distance > options.passedMeters, let zone = timing.zone(distance: distance) else {
            return nil
        }
        if Self.isImplied(step, after: previousStep) { return nil }
        let stages = ManeuverStages(step.maneuver.family)
        guard let stage = stages.stage(inZone: zone) else {
            if zone == .now { said.insert(StageKey(step: step.stepNumber, stage: .now)) }
            return nil
        }
        let later = Self.order.drop { $0 != stage }
        guard !later.contains(where: { said.contains(StageKey(step: step.stepNumber, stage: $0)) }) else {
            return nil
        }
        // A prompt waits for the one being said to end while it will still end in time then (the
        // window counts the wait, and keeps it from one update to the next): a player would only
        // queue it, or cut the other off. An early warning always waits: its zone lasts.
        let planner = self
        let shortened = { (omitted: PromptOmissions) -> PlannedPrompt in
            var draft = planner.draft(stage, step: step, info: info, distance: distance, speed: speed)
            draft.shorten(omitted)
            return draft
        }
        if timing.waiting(at: timestamp) > 0 {
            // Standing (at a stop, in a queue), the driver has time: everything waits.
            if stage == .early || (info.speedMetersPerSecond.map { $0 <= 0.5 } ?? false) { return nil }
            let fits = timing.fitted(
                stage, distance: distance, timestamp: timestamp, isLastStage: false, draft: shortened)
            if fits != nil { return nil }
        }
        for earlier in Self.order.prefix(while: { $0 != stage }) {
            said.insert(StageKey(step: step.stepNumber, stage: earlier))
        }
        guard claim(stage, for: step) else { return nil }
        if stage == .prepare && coveredByMultiCue.contains(step.stepNumber) { return nil }
        if stage == .prepare, let early = advances[step.stepNumber], repeats(early, at: distance, timestamp) {
            return nil
        }
        // The longest form that ends in time; the last stage of a maneuver is said even when
        // none does (bare), an earlier one gives way to the stage after it.
        let isLast = stages.stages.last == stage
        guard
            var prompt = timing.fitted(
                stage, distance: distance, timestamp: timestamp, isLastStage: isLast, draft: shortened)
        else { return nil }
        if let next = prompt.following { coveredByMultiCue.insert(next.stepNumber) }
        if stage == .early { advances[step.stepNumber] = Advance(meters: distance, timestamp: timestamp) }
        prompt.id = nextID
        nextID += 1
        prompt.timestamp = timestamp
        // It says the distance left when it ends (set by `fitted`; the renderer rounds it down).
        speaks(timing.seconds(prompt), from: timestamp)
        return prompt
    }

    /// Notes that a prompt of `seconds` is said from `timestamp` on (after what is still being
    /// said), so that the next one's window starts when it ends.
    private mutating func speaks(_ seconds: Double, from timestamp: Double?) {
        guard let timestamp, seconds > 0 else { return }
        speakingUntil = max(speakingUntil ?? timestamp, timestamp) + seconds
    }

    /// The prompt a stage of the current step would be, in full, with the distance given: what
    /// the planner measures before it decides (no id is spent on it).
    private func draft(
        _ stage: PromptStage, step: StepInfo, info: NavInfo, distance: Double?, speed: Double
    ) -> PlannedPrompt {
        var following: StepInfo?
        if stage != .early, stage != .continue, let next = info.remainingSteps.first,
            ManeuverStages(next.maneuver.family).joinsPreviousPrompt, !Self.isImplied(next, after: step),
            options.joinsMultiCue(next, speed: speed)
        {
            following = next
        }
        var prompt = PlannedPrompt(
            id: 0, stage: stage, promptClass: .guidance, step: step, following: following,
            distanceMeters: distance,
            lanes: stage == .now ? nil : LaneHint(lanes: step.lanes), routeVersion: routeVersion)
        prompt.intermediateStops = info.intermediateStops
        return prompt
    }

    /// Whether a prepare prompt would repeat the early one too soon after it: within
    /// ``PlannerOptions/repeatSeconds`` or ``PlannerOptions/repeatMeters`` of it, the driver
    /// gains nothing from a second advance notice (docs/guidance.md, "Timing").
    private func repeats(_ early: Advance, at distance: Double, _ timestamp: Double?) -> Bool {
        if early.meters - distance < options.repeatMeters { return true }
        if let then = early.timestamp, let now = timestamp, now - then < options.repeatSeconds { return true }
        return false
    }

    private static let order: [PromptStage] = [.early, .prepare, .now]

    /// Leaving a roundabout is implied when the roundabout prompt already named the exit to take;
    /// saying it again is the chatter drivers complain about.
    private static func isImplied(_ step: StepInfo, after previous: StepInfo?) -> Bool {
        guard step.maneuver.family == .roundaboutExit, let previous else { return false }
        return previous.maneuver.family == .roundabout && previous.roundaboutTurnNumber >= 1
    }

    /// Marks a stage as said for a step; false when it was said already, in this route or, for
    /// the maneuver being approached when the route changed, in the route before.
    private mutating func claim(_ stage: PromptStage, for step: StepInfo) -> Bool {
        let key = StageKey(step: step.stepNumber, stage: stage)
        guard !said.contains(key) else { return false }
        said.insert(key)
        return carriedOver.remove(Fingerprint(step: step, stage: stage)) == nil
    }

    static func speed(of info: NavInfo, fallback: Double) -> Double {
        if let speed = info.speed, speed > 0.5 { return speed }
        if let time = info.timeToCurrentStepSeconds, let distance = info.distanceToCurrentStepMeters,
            time > 0, distance > 0
        {
            return distance / time
        }
        return fallback
    }

    /// Meters to the maneuver: as reported, else the time to it at the current speed (the way a
    /// missing speed falls back); nil when the update knows neither, and then no stage is decided
    /// on a guess.
    static func distance(of info: NavInfo, speed: Double) -> Double? {
        if let distance = info.distanceToCurrentStepMeters { return distance }
        return info.timeToCurrentStepSeconds.map { $0 * speed }
    }

    /// The prompts still to come for the step an early (or continue, or depart) prompt was just
    /// said for, with the distances they will most likely carry at the current speed: what a
    /// speaker synthesizes ahead so that the audio is ready at the trigger.
    public func upcoming(after prompt: PlannedPrompt, info: NavInfo) -> [PlannedPrompt] {
        guard [.early, .continue, .depart].contains(prompt.stage), let step = info.currentStep,
            step.maneuver != .depart
        else { return [] }
        let speed = Self.speed(of: info, fallback: options.fallbackSpeed)
        var upcoming: [PlannedPrompt] = []
        let stages = ManeuverStages(step.maneuver.family).stages
        for stage in [PromptStage.prepare, .now]
        where stages.contains(stage) && !said.contains(StageKey(step: step.stepNumber, stage: stage)) {
            var next = prompt
            next.stage = stage
            next.step = step
            next.following = nil
            next.lanes = stage == .now ? nil : LaneHint(lanes: step.lanes)
            next.distanceMeters = options.trigger(stage, speed: speed)
            upcoming.append(next)
        }
        return upcoming
    }

    // MARK: - Arrivals, alerts, route changes

    /// The driver reached a waypoint: its arrival prompt, once.
    /// `durations` tells how long it lasts, so that the prompts after it wait for its end.
    public mutating func arrive(
        at waypoint: Waypoint, timestamp: Double?, durations: PromptDurations? = nil
    ) -> [PlannedPrompt] {
        var waypoint = waypoint
        if onLastStep { waypoint.isFinal = true }
        guard !arrivedAtFinal, arrivals.insert(waypoint).inserted else { return [] }
        if waypoint.isFinal { arrivedAtFinal = true }
        let prompt = make(.arrival, .guidance, waypoint: waypoint, timestamp: timestamp)
        if let durations { speaks(durations(prompt), from: timestamp) }
        return [prompt]
    }

    private mutating func alert(_ alert: PlannedPrompt.Alert, timestamp: Double?) -> PlannedPrompt {
        make(.alert, .alert, alert: alert, timestamp: timestamp)
    }

    /// The route changed: what was planned for the old one is forgotten.
    public mutating func changeRoute() {
        guard currentStep != nil || !said.isEmpty || routeVersion == 0 || arrivedAtFinal else { return }
        carriedOver = []
        if let step = currentStep {
            for stage in PromptStage.allCases
            where said.contains(StageKey(step: step.stepNumber, stage: stage)) {
                carriedOver.insert(Fingerprint(step: step, stage: stage))
            }
        }
        routeVersion += 1
        said = []
        coveredByMultiCue = []
        advances = [:]
        pendingContinue = nil
        currentStep = nil
        previousStep = nil
        announcedRerouting = false
        arrivedAtFinal = false
        arrivals = []
    }

    private mutating func clear() {
        let version = routeVersion
        let id = nextID
        self = AnnouncementPlanner(options: options)
        routeVersion = version + 1
        nextID = id
    }

    private mutating func make(
        _ stage: PromptStage, _ promptClass: PromptClass, step: StepInfo? = nil, following: StepInfo? = nil,
        currentRoad: String? = nil, distance: Double? = nil, waypoint: Waypoint? = nil,
        alert: PlannedPrompt.Alert? = nil, timestamp: Double?
    ) -> PlannedPrompt {
        defer { nextID += 1 }
        return PlannedPrompt(
            id: nextID, stage: stage, promptClass: promptClass, step: step, following: following,
            currentRoad: currentRoad, distanceMeters: distance, waypoint: waypoint,
            alert: alert,
            routeVersion: routeVersion, timestamp: timestamp)
    }
}

/// An advance prompt said: where and when.
private struct Advance: Sendable {
    var meters: Double
    var timestamp: Double?
}

private struct StageKey: Hashable, Sendable {
    var step: Int
    var stage: PromptStage
}

/// A maneuver as the driver perceives it, independent of step numbering, so that a reroute that
/// keeps the same next turn does not repeat what was just said.
private struct Fingerprint: Hashable, Sendable {
    var maneuver: Maneuver
    var road: String?
    var exit: String?
    var roundaboutExit: Int
    var stage: PromptStage

    init(step: StepInfo, stage: PromptStage) {
        maneuver = step.maneuver
        road = step.roadName
        exit = step.exitNumber
        roundaboutExit = step.roundaboutTurnNumber
        self.stage = stage
    }
}
