import GuidanceModel

/// The listener that speaks: planner → renderer → gate → speaker, one record per prompt.
///
/// The voice-guidance setting comes from the navigator with each event, so a change takes
/// effect from the next event on; switching to silent also stops the prompt being played, and
/// switching to alerts only stops a guidance prompt being played. A
/// `locale` event works the same way: the next prompt is rendered in the new language, and what
/// was playing, queued or prefetched in the old one is dropped, never spoken.
public final class VoiceListener: NavigatorListener {
    private var planner: AnnouncementPlanner
    private var renderer: any PromptRendering
    private let renderers: LocaleRendererSource?
    private let speaker: (any PromptSpeaker)?
    private let emit: (PromptRecord) -> Void
    private let arrivals: ArrivalLookup?

    /// Creates the listener; `emit` receives every prompt record in order. `renderers` makes the
    /// renderer of a language chosen mid-drive; without it a `locale` event is refused.
    public init(
        renderer: any PromptRendering, options: PlannerOptions = PlannerOptions(),
        speaker: (any PromptSpeaker)? = nil, arrivals: ArrivalLookup? = nil,
        renderers: LocaleRendererSource? = nil,
        emit: @escaping (PromptRecord) -> Void
    ) {
        self.arrivals = arrivals
        self.planner = AnnouncementPlanner(options: options)
        self.renderer = renderer
        self.renderers = renderers
        self.speaker = speaker
        self.emit = emit
    }

    /// The tag of the language prompts are rendered in now.
    public var localeTag: String { renderer.localeTag }

    /// Plans, renders, gates and speaks the prompts one event triggers: the wire format's way in,
    /// for callers holding a `NavigatorEvent`. The callbacks below go to the planner directly.
    public func handle(_ event: NavigatorEvent, setting: VoiceGuidance) {
        let info: NavInfo? = if case .navInfo(let info) = event.payload { info } else { nil }
        say(
            planner.handle(event, durations: durations(setting)), timestamp: event.timestamp,
            setting: setting,
            prefetchingFrom: info)
        if let info { prepareNextUpdate(after: info, timestamp: event.timestamp, setting: setting) }
    }

    /// How long a prompt takes to say, for the planner: its synthesized audio when the gate lets
    /// guidance through and the speaker can tell, else the locale's estimate from its words, so
    /// that a silent drive plans as a spoken one would.
    private func durations(_ setting: VoiceGuidance) -> PromptDurations {
        speaker?.beginUpdate()
        let speaks = GateDecision(promptClass: .guidance, setting: setting).isSpoken
        return { [renderer, speaker] prompt in
            let rendering = renderer.render(prompt)
            if speaks, let seconds = speaker?.seconds(for: rendering) { return seconds }
            return renderer.estimatedSeconds(rendering)
        }
    }

    /// Renders, gates and speaks planned prompts in order; after a spoken prompt of a regular
    /// update, the audio of the prompts that follow it is prepared ahead.
    private func say(
        _ prompts: [PlannedPrompt], timestamp: Double?, setting: VoiceGuidance,
        prefetchingFrom info: NavInfo? = nil
    ) {
        for var prompt in prompts {
            if prompt.stage == .arrival, let waypoint = prompt.waypoint,
                let facts = arrivals?(waypoint, timestamp)
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
            if record.gate.isSpoken, let speaker, let info {
                let ahead = planner.upcoming(after: prompt, info: info)
                if !ahead.isEmpty { speaker.prefetch(ahead.map(renderer.render)) }
            }
        }
    }

    /// Plans the prompts this update makes due, and prefetches the next ones' audio.
    public func navigatorDidUpdate(_ navInfo: NavInfo, context: NavigatorContext) throws {
        handle(
            NavigatorEvent(.navInfo(navInfo), timestamp: context.timestamp), setting: context.voiceGuidance)
    }

    /// For a voice slow to synthesize: the planner's own decision one update ahead, on a copy,
    /// at the distance the vehicle will then have covered at its speed (and, when the maneuver
    /// is that close, on the next step as it begins); the audio of every form it measures and of
    /// what it would say is made now, between updates, so that the next update finds it ready
    /// instead of making it while the prompt is due.
    private func prepareNextUpdate(after info: NavInfo, timestamp: Double?, setting: VoiceGuidance) {
        guard let speaker, speaker.isSlowToSynthesize,
            GateDecision(promptClass: .guidance, setting: setting).isSpoken
        else { return }
        let seconds = planner.options.updateSeconds
        let covered = AnnouncementPlanner.speed(of: info, fallback: planner.options.fallbackSpeed) * seconds
        var futures = [Self.advanced(info, meters: covered, seconds: seconds)]
        if let left = info.distanceToCurrentStepMeters, left <= 2 * covered,
            let next = info.remainingSteps.first
        {
            // The maneuver is passed within the next updates: the next step begins.
            var begun = futures[0]
            begun.currentStep = next
            begun.remainingSteps = Array(info.remainingSteps.dropFirst())
            begun.distanceToCurrentStepMeters = next.distanceFromPrevStepMeters
            begun.timeToCurrentStepSeconds = next.timeFromPrevStepSeconds
            futures.append(begun)
        }
        let renderer = self.renderer
        for future in futures {
            var copy = planner
            let prompts = copy.update(future, timestamp: timestamp.map { $0 + seconds }) { prompt in
                let rendering = renderer.render(prompt)
                return speaker.seconds(for: rendering) ?? renderer.estimatedSeconds(rendering)
            }
            if !prompts.isEmpty { speaker.prefetch(prompts.map(renderer.render)) }
        }
    }

    /// `info` after `meters` more of the road and `seconds` more of the drive.
    private static func advanced(_ info: NavInfo, meters: Double, seconds: Double) -> NavInfo {
        var ahead = info
        for path in [
            \NavInfo.distanceToCurrentStepMeters, \.distanceToNextDestinationMeters,
            \.distanceToFinalDestinationMeters,
        ] {
            ahead[keyPath: path] = info[keyPath: path].map { max(0, $0 - meters) }
        }
        for path in [
            \NavInfo.timeToCurrentStepSeconds, \.timeToNextDestinationSeconds,
            \.timeToFinalDestinationSeconds,
        ] {
            ahead[keyPath: path] = info[keyPath: path].map { max(0, $0 - seconds) }
        }
        return ahead
    }

    /// Hands an arrival at a waypoint or the destination to the planner, which announces it.
    public func navigatorDidArrive(at waypoint: Waypoint, context: NavigatorContext) throws {
        say(
            planner.arrive(
                at: waypoint, timestamp: context.timestamp, durations: durations(context.voiceGuidance)),
            timestamp: context.timestamp,
            setting: context.voiceGuidance)
    }

    /// Stops what is playing about the old route; the planner then decides what the new one needs
    /// said (a reroute that keeps the same next turn does not repeat it).
    public func navigatorDidChangeRoute(context: NavigatorContext) throws {
        speaker?.stopAll()
        planner.changeRoute()
    }

    /// Hands a change of traffic delay to the planner: an alert, which the gate lets through in
    /// alerts-only mode too.
    public func navigatorDidUpdateDelayCategory(_ category: DelayCategory, context: NavigatorContext) throws {
        say(
            planner.updateDelay(category, timestamp: context.timestamp), timestamp: context.timestamp,
            setting: context.voiceGuidance)
    }

    /// Hands a speeding report to the planner, which decides whether it is worth an alert.
    public func navigatorDidUpdateSpeeding(
        percentage: Double, severity: SpeedAlertSeverity, context: NavigatorContext
    ) throws {
        say(
            planner.updateSpeeding(severity, timestamp: context.timestamp), timestamp: context.timestamp,
            setting: context.voiceGuidance)
    }

    /// Hands a route status (no route, network error, ...) to the planner, which alerts the driver
    /// to the ones that matter.
    public func navigatorDidReceiveRouteStatus(_ status: RouteStatus, context: NavigatorContext) throws {
        say(
            planner.receiveRouteStatus(status, timestamp: context.timestamp), timestamp: context.timestamp,
            setting: context.voiceGuidance)
    }

    /// Silences what the new setting no longer lets through, at once: everything when guidance is
    /// turned off, the guidance prompt playing (and queued ones) when it is set to alerts only,
    /// while an alert plays on. The gate reads the setting from every event's context.
    public func navigatorDidChangeVoiceGuidance(_ setting: VoiceGuidance, context: NavigatorContext) throws {
        switch setting {
        case .silent: speaker?.stopAll()
        case .alertsOnly: speaker?.stop(classes: [.guidance])
        case .alertsAndGuidance: break
        }
    }

    /// Switches the language from the next prompt on; the speaker drops what it prepared in the
    /// old one. Throws (and keeps the old language) when no locale serves the tag.
    public func navigatorDidChangeLocale(_ tag: String, context: NavigatorContext) throws {
        guard let renderers else {
            throw LocaleChangeError(tag: tag, reason: "this listener speaks only \(renderer.localeTag)")
        }
        let next = try renderers(tag)
        guard next.localeTag != renderer.localeTag else { return }
        renderer = next
        speaker?.changeLanguage(voice: next.voiceName)
    }

    /// Lets the speaker finish what it is playing or writing when the feed ends.
    public func navigatorDidFinish(context: NavigatorContext) throws {
        speaker?.finish()
    }
}
