import GuidanceModel

/// The listener that feeds second screens: it keeps the display state and emits it only when
/// something visible changed. While rerouting it shows the rerouting state, never a stale
/// maneuver; on `stopped` it emits a blank state.
///
/// The time and distance to go are those to the next stop, so that a drive with several stops
/// shows the next one's (`FiguresToGo` says where they come from), else the final
/// destination's. A figure the navigator does not know is left out, never shown as zero.
public final class CastingListener: NavigatorListener {
    private var renderer: any PromptRendering
    private let renderers: LocaleRendererSource?
    private let emit: (CastingRecord) -> Void
    private let secondaryWithinSeconds: Double
    private let arrivals: ArrivalLookup?
    private var state: CastingState
    private var lastEmitted: CastingState?
    private var sequence = 0
    private var cachedStep: (step: StepInfo, stop: Bool, text: String)?
    private var cachedFollowing: (step: StepInfo, text: String)?
    private var toGo = FiguresToGo()

    /// The link handing navigation to a phone, added to every record once known.
    public var handoff: String? {
        didSet { state.handoff = handoff }
    }
    /// The destination place shown with the arrival, once known.
    public var place: CastingPlace? {
        didSet { state.place = place }
    }

    /// Creates the listener. A following maneuver appears on the second line when it comes within
    /// the planner's multi-cue window (`options.multiCueSeconds`) of the current one, so that the
    /// screen and the voice announce maneuvers together by the same rule; pass the options the
    /// voice listener uses. `renderers` makes the renderer of a language chosen mid-drive (a
    /// `locale` event).
    public init(
        renderer: any PromptRendering, options: PlannerOptions = PlannerOptions(),
        arrivals: ArrivalLookup? = nil, renderers: LocaleRendererSource? = nil,
        emit: @escaping (CastingRecord) -> Void
    ) {
        self.arrivals = arrivals
        self.renderer = renderer
        self.renderers = renderers
        self.emit = emit
        self.secondaryWithinSeconds = options.multiCueSeconds
        self.state = CastingState(
            mode: .stopped, locale: renderer.localeTag, direction: renderer.textDirection)
    }

    /// Shows the screen in another language from the next update on (texts already made are
    /// forgotten). Throws, keeping the old language, when no locale serves the tag.
    public func navigatorDidChangeLocale(_ tag: String, context: NavigatorContext) throws {
        guard let renderers else {
            throw LocaleChangeError(tag: tag, reason: "this listener shows only \(renderer.localeTag)")
        }
        let next = try renderers(tag)
        guard next.localeTag != renderer.localeTag else { return }
        renderer = next
        cachedStep = nil
        cachedFollowing = nil
        state.locale = next.localeTag
        state.direction = next.textDirection
    }

    /// Turns each navigation update into the screen state and writes it when it changed.
    public func navigatorDidUpdate(_ navInfo: NavInfo, context: NavigatorContext) throws {
        toGo.update(navInfo)
        switch navInfo.navState {
        case .stopped:
            toGo = FiguresToGo()
            state = blank(.stopped)
        case .rerouting:
            state = blank(.rerouting)
            state.primary = renderer.reroutingText
        case .enroute, .unknown:
            guard let step = navInfo.currentStep else { return }
            show(step, navInfo: navInfo)
        }
        publish(timestamp: context.timestamp)
    }

    /// Shows the place arrived at (name, address, attributions) when the navigator or the place
    /// data names it.
    public func navigatorDidArrive(at waypoint: Waypoint, context: NavigatorContext) throws {
        toGo.arrived()
        if state.mode == .enroute { showFiguresToGo(in: &state) }
        let facts = arrivals?(waypoint, context.timestamp)
        if let name = facts?.name ?? waypoint.title {
            place = CastingPlace(name: name, address: facts?.address, attributions: facts?.attributions ?? [])
        }
        publish(timestamp: context.timestamp)
    }

    /// Shows the time to the next stop as the navigator throttles it.
    public func navigatorDidUpdateRemainingTime(_ seconds: Double, context: NavigatorContext) throws {
        toGo.remainingTime(seconds)
        guard state.mode == .enroute else { return }
        showFiguresToGo(in: &state)
        publish(timestamp: context.timestamp)
    }

    /// Shows the distance to the next stop as the navigator throttles it.
    public func navigatorDidUpdateRemainingDistance(_ meters: Double, context: NavigatorContext) throws {
        toGo.remainingDistance(meters)
        guard state.mode == .enroute else { return }
        showFiguresToGo(in: &state)
        publish(timestamp: context.timestamp)
    }

    /// Passes day or night to the display, which switches its colours.
    public func navigatorDidChangeLightingMode(_ mode: LightingMode, context: NavigatorContext) throws {
        state.lightingMode = mode
        publish(timestamp: context.timestamp)
    }

    private func show(_ step: StepInfo, navInfo: NavInfo) {
        var next = blank(.enroute)
        next.maneuver = step.maneuver
        next.primary = primaryText(step, endsAtStop: navInfo.intermediateStops.contains(step.stepNumber))
        if let following = navInfo.remainingSteps.first, following.maneuver != .depart,
            following.timeFromPrevStepSeconds < secondaryWithinSeconds
        {
            next.secondary = secondaryText(following)
        }
        if let meters = navInfo.distanceToCurrentStepMeters {
            let distance = renderer.distance(meters)
            next.distanceMeters = distance.meters
            next.distanceText = distance.text
        }
        next.road = step.fullRoadName ?? step.simpleRoadName
        next.lanes = step.lanes
        showFiguresToGo(in: &next)
        state = next
    }

    /// The time and distance to go as screens show them; each left out when unknown.
    private func showFiguresToGo(in state: inout CastingState) {
        if let meters = toGo.meters {
            let remaining = renderer.distance(meters)
            state.remainingMeters = remaining.meters
            state.remainingText = remaining.text
        } else {
            state.remainingMeters = nil
            state.remainingText = nil
        }
        if let seconds = toGo.seconds {
            state.etaSeconds = (seconds / 60).rounded(.up) * 60
            state.etaText = renderer.duration(seconds)
        } else {
            state.etaSeconds = nil
            state.etaText = nil
        }
    }

    private func primaryText(_ step: StepInfo, endsAtStop: Bool) -> String {
        if let cached = cachedStep, cached.step == step, cached.stop == endsAtStop { return cached.text }
        let text = renderer.instruction(for: step, endsAtStop: endsAtStop).display
        cachedStep = (step, endsAtStop, text)
        return text
    }

    private func secondaryText(_ step: StepInfo) -> String {
        if let cached = cachedFollowing, cached.step == step { return cached.text }
        let text = renderer.followingInstruction(for: step).display
        cachedFollowing = (step, text)
        return text
    }

    private func blank(_ mode: CastingState.Mode) -> CastingState {
        var blank = CastingState(mode: mode, locale: renderer.localeTag, direction: renderer.textDirection)
        blank.lightingMode = state.lightingMode
        blank.handoff = handoff
        blank.place = mode == .stopped ? nil : place
        return blank
    }

    private func publish(timestamp: Double?) {
        guard state != lastEmitted else { return }
        lastEmitted = state
        sequence += 1
        emit(CastingRecord(sequence: sequence, timestamp: timestamp, state: state))
    }
}
