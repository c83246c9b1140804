import GuidanceModel
import MessageFormat

/// The listener that feeds second screens: it keeps the display state and emits it only when
/// something visible changed. While rerouting it shows the rerouting state, never a stale
/// maneuver; on `stopped` it emits a blank state.
///
/// The time and distance to go are those to the next stop, so that a drive with several stops
/// shows the next one's (`FiguresToGo` says where they come from), else the final
/// destination's. A figure the navigator does not know is left out, never shown as zero.
public final class CastingListener: NavigatorListener {
    /// The renderer, boxed: a method called on a class's `var` of protocol type copies the
    /// whole renderer out first, and screens ask it for several texts on every update.
    private var box: RendererBox
    private let renderers: LocaleRendererSource?
    private let emit: (CastingRecord) -> Void
    /// The planner's options: the multi-cue rule pairs maneuvers on screens as in prompts.
    private let options: PlannerOptions
    private let arrivals: ArrivalLookup?
    private let clock: CastingClock?
    private var state: CastingState
    private var lastEmitted: CastingState?
    private var sequence = 0
    private var cachedStep: (step: StepInfo, stop: Bool, text: StepTexts)?
    private var cachedFollowing: (step: StepInfo, stop: Bool, text: String, short: String?)?
    private var toGo = FiguresToGo()
    private var now: Double?
    private var arrived = false

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
    /// `locale` event). `clock` adds the arrival clock time when event times are real instants.
    public init(
        renderer: any PromptRendering, options: PlannerOptions = PlannerOptions(),
        arrivals: ArrivalLookup? = nil, renderers: LocaleRendererSource? = nil, clock: CastingClock? = nil,
        emit: @escaping (CastingRecord) -> Void
    ) {
        self.arrivals = arrivals
        self.clock = clock
        self.box = RendererBox(renderer)
        self.renderers = renderers
        self.emit = emit
        self.options = options
        self.state = CastingState(
            mode: .stopped, locale: renderer.localeTag, direction: renderer.textDirection)
    }

    /// Shows the screen in another language from the next update on (texts already made are
    /// forgotten). Throws, keeping the old language, when no locale serves the tag.
    public func navigatorDidChangeLocale(_ tag: String, context: NavigatorContext) throws {
        guard let renderers else {
            throw LocaleChangeError(tag: tag, reason: "this listener shows only \(box.renderer.localeTag)")
        }
        let next = try renderers(tag)
        guard next.localeTag != box.renderer.localeTag else { return }
        box = RendererBox(next)
        cachedStep = nil
        cachedFollowing = nil
        state.locale = next.localeTag
        state.direction = next.textDirection
    }

    /// Turns each navigation update into the screen state and writes it when it changed.
    public func navigatorDidUpdate(_ navInfo: NavInfo, context: NavigatorContext) throws {
        now = context.timestamp
        toGo.update(navInfo)
        switch navInfo.navState {
        case .stopped:
            toGo = FiguresToGo()
            state = blank(.stopped)
            // The arrival stays on screens that were showing it: the place and its attributions
            // must be seen, and the drive ending at the same moment must not blank them at once.
            if arrived, let place {
                state.arrived = true
                state.place = place
            }
            arrived = false
        case .rerouting:
            arrived = false
            state = blank(.rerouting)
            state.primary = box.renderer.reroutingText
        case .enroute, .unknown:
            guard let step = navInfo.currentStep else { return }
            show(step, navInfo: navInfo)
        }
        publish(timestamp: context.timestamp)
    }

    /// Shows the place arrived at (name, address, attributions) when the navigator or the place
    /// data names it.
    public func navigatorDidArrive(at waypoint: Waypoint, context: NavigatorContext) throws {
        now = context.timestamp
        toGo.arrived()
        arrived = true
        if state.mode == .enroute { state.arrived = true }
        if state.mode == .enroute { showFiguresToGo(in: &state) }
        let facts = arrivals?(waypoint, context.timestamp)
        if let name = facts?.name ?? waypoint.title {
            place = CastingPlace(name: name, address: facts?.address, attributions: facts?.attributions ?? [])
        }
        publish(timestamp: context.timestamp)
    }

    /// Shows the time to the next stop as the navigator throttles it.
    public func navigatorDidUpdateRemainingTime(_ seconds: Double, context: NavigatorContext) throws {
        updateFiguresToGo(context) { $0.remainingTime(seconds) }
    }

    /// Shows the distance to the next stop as the navigator throttles it.
    public func navigatorDidUpdateRemainingDistance(_ meters: Double, context: NavigatorContext) throws {
        updateFiguresToGo(context) { $0.remainingDistance(meters) }
    }

    /// Takes one throttled figure to go (`change`) and shows the figures while en route.
    private func updateFiguresToGo(_ context: NavigatorContext, _ change: (inout FiguresToGo) -> Void) {
        now = context.timestamp
        change(&toGo)
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
        let stops = navInfo.intermediateStops
        let texts = stepTexts(step, endsAtStop: stops.contains(step.stepNumber))
        next.primary = texts.primary
        next.short = texts.short
        next.exit = texts.exit
        next.refs = texts.refs
        next.region = box.region
        if let following = navInfo.remainingSteps.first, following.maneuver != .depart,
            options.joinsMultiCue(
                following, speed: AnnouncementPlanner.speed(of: navInfo, fallback: options.fallbackSpeed))
        {
            let texts = followingTexts(
                following, endsAtStop: stops.contains(following.stepNumber))
            next.secondary = texts.text
            next.next = CastingPreview(maneuver: following.maneuver, short: texts.short)
        }
        // An arrival is shown until the drive goes on to a step that is not an arrival.
        if step.maneuver.family != .arrive { arrived = false }
        next.arrived = arrived
        if let meters = navInfo.distanceToCurrentStepMeters {
            let distance = box.renderer.distance(meters)
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
        let remaining = toGo.meters.map { box.renderer.distance($0) }
        state.remainingMeters = remaining?.meters
        state.remainingText = remaining?.text
        let seconds = toGo.seconds
        state.etaSeconds = seconds.map { ($0 / 60).rounded(.up) * 60 }
        state.etaText = seconds.map { box.renderer.duration($0) }
        state.arrival = seconds.flatMap { arrivalTime(after: $0) }
    }

    /// The clock time `seconds` after the current event, when the event time is an instant and
    /// the locale writes clock times.
    private func arrivalTime(after seconds: Double) -> CastingArrival? {
        guard let minute = clock?.arrival(now: now, seconds: seconds),
            let text = box.renderer.clockTime(hour: minute.hour, minute: minute.minute)
        else { return nil }
        return CastingArrival(time: minute.iso8601, text: text)
    }

    /// What a step shows besides its figures; made once per step, since updates come every second.
    private struct StepTexts {
        var primary: String
        var short: String?
        var exit: String?
        var refs: [String]
    }

    private func stepTexts(_ step: StepInfo, endsAtStop: Bool) -> StepTexts {
        if let cached = cachedStep, cached.step == step, cached.stop == endsAtStop { return cached.text }
        let signage = step.signage
        let texts = StepTexts(
            primary: box.renderer.instruction(for: step, endsAtStop: endsAtStop).display,
            short: box.renderer.shortInstruction(for: step, endsAtStop: endsAtStop),
            exit: signage.exit, refs: signage.roadNumbers)
        cachedStep = (step, endsAtStop, texts)
        return texts
    }

    private func followingTexts(_ step: StepInfo, endsAtStop: Bool) -> (text: String, short: String?) {
        if let cached = cachedFollowing, cached.step == step, cached.stop == endsAtStop {
            return (cached.text, cached.short)
        }
        let text = box.renderer.followingInstruction(for: step).display
        let short = box.renderer.shortInstruction(for: step, endsAtStop: endsAtStop)
        cachedFollowing = (step, endsAtStop, text, short)
        return (text, short)
    }

    private func blank(_ mode: CastingState.Mode) -> CastingState {
        var blank = CastingState(mode: mode, locale: box.localeTag, direction: box.textDirection)
        blank.lightingMode = state.lightingMode
        blank.handoff = handoff
        blank.place = mode == .stopped ? nil : place
        return blank
    }

    /// Holds the renderer in a `let`, which calls read in place.
    private final class RendererBox {
        let renderer: any PromptRendering
        let localeTag: String
        let textDirection: String
        /// The region subtag of the locale tag ("BR" in "pt-BR", "419" in "es-419"), nil without one.
        let region: String?

        init(_ renderer: any PromptRendering) {
            self.renderer = renderer
            self.localeTag = renderer.localeTag
            self.textDirection = renderer.textDirection
            self.region = LanguageTag(renderer.localeTag)?.region
        }
    }

    private func publish(timestamp: Double?) {
        guard state != lastEmitted else { return }
        lastEmitted = state
        sequence += 1
        emit(CastingRecord(sequence: sequence, timestamp: timestamp, state: state))
    }
}
