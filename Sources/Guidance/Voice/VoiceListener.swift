import GuidanceModel

/// The listener that speaks: planner → renderer → gate → speaker, one record per prompt.
///
/// The voice-guidance setting comes from the navigator with each event, so a change takes
/// effect from the next event on; switching to silent also stops the prompt being played.
public final class VoiceListener: NavigatorListener {
    private var planner: AnnouncementPlanner
    private let renderer: any PromptRendering
    private let speaker: (any PromptSpeaker)?
    private let emit: (PromptRecord) -> Void
    private let arrivals: ArrivalLookup?

    /// Creates the listener; `emit` receives every prompt record in order.
    public init(
        renderer: any PromptRendering, options: PlannerOptions = PlannerOptions(),
        speaker: (any PromptSpeaker)? = nil, arrivals: ArrivalLookup? = nil,
        emit: @escaping (PromptRecord) -> Void
    ) {
        self.arrivals = arrivals
        self.planner = AnnouncementPlanner(options: options)
        self.renderer = renderer
        self.speaker = speaker
        self.emit = emit
    }

    /// Plans, renders, gates and speaks the prompts one event triggers.
    public func handle(_ event: NavigatorEvent, setting: VoiceGuidance) {
        for var prompt in planner.handle(event) {
            if prompt.stage == .arrival, let waypoint = prompt.waypoint,
                let facts = arrivals?(waypoint, event.timestamp)
            {
                prompt.waypoint?.title = facts.name ?? waypoint.title
                prompt.arrivalNote = facts.note
            }
            let rendering = renderer.render(prompt)
            var record = PromptRecord(
                prompt: prompt, localeTag: renderer.localeTag, rendering: rendering,
                gate: GateDecision(promptClass: prompt.promptClass, setting: setting))
            if record.gate.isSpoken { speaker?.speak(&record) }
            emit(record)
            if record.gate.isSpoken, let speaker, case .navInfo(let info) = event.payload {
                let ahead = planner.upcoming(after: prompt, info: info)
                if !ahead.isEmpty { speaker.prefetch(ahead.map(renderer.render)) }
            }
        }
    }

    public func navigatorDidUpdate(_ navInfo: NavInfo, context: NavigatorContext) throws {
        handle(
            NavigatorEvent(.navInfo(navInfo), timestamp: context.timestamp), setting: context.voiceGuidance)
    }

    public func navigatorDidArrive(at waypoint: Waypoint, context: NavigatorContext) throws {
        handle(
            NavigatorEvent(.arrival(waypoint), timestamp: context.timestamp), setting: context.voiceGuidance)
    }

    public func navigatorDidChangeRoute(context: NavigatorContext) throws {
        speaker?.stopAll()
        handle(NavigatorEvent(.routeChanged, timestamp: context.timestamp), setting: context.voiceGuidance)
    }

    public func navigatorDidUpdateDelayCategory(_ category: DelayCategory, context: NavigatorContext) throws {
        handle(
            NavigatorEvent(.delayCategory(category), timestamp: context.timestamp),
            setting: context.voiceGuidance)
    }

    public func navigatorDidUpdateSpeeding(
        percentage: Double, severity: SpeedAlertSeverity, context: NavigatorContext
    ) throws {
        handle(
            NavigatorEvent(
                .speeding(percentage: percentage, severity: severity), timestamp: context.timestamp),
            setting: context.voiceGuidance)
    }

    public func navigatorDidReceiveRouteStatus(_ status: RouteStatus, context: NavigatorContext) throws {
        handle(
            NavigatorEvent(.routeStatus(status), timestamp: context.timestamp), setting: context.voiceGuidance
        )
    }

    public func navigatorDidChangeVoiceGuidance(_ setting: VoiceGuidance, context: NavigatorContext) throws {
        if setting == .silent { speaker?.stopAll() }
    }

    public func navigatorDidFinish(context: NavigatorContext) throws {
        speaker?.finish()
    }
}
