import GuidanceModel

/// The listener that feeds second screens: it keeps the display state and emits it only when
/// something visible changed. While rerouting it shows the rerouting state, never a stale
/// maneuver; on `stopped` it emits a blank state.
public final class CastingListener: NavigatorListener {
    private let renderer: any PromptRendering
    private let emit: (CastingRecord) -> Void
    private let secondaryWithinSeconds: Double
    private let arrivals: ArrivalLookup?
    private var state: CastingState
    private var lastEmitted: CastingState?
    private var sequence = 0
    private var cachedStep: (step: StepInfo, text: String)?
    private var cachedFollowing: (step: StepInfo, text: String)?

    /// The link handing navigation to a phone, added to every record once known.
    public var handoff: String? {
        didSet { state.handoff = handoff }
    }
    /// The destination place shown with the arrival, once known.
    public var place: CastingPlace? {
        didSet { state.place = place }
    }

    /// Creates the listener. A following maneuver appears on the second line when it comes within
    /// `secondaryWithinSeconds` of the current one, as the spoken multi-cue does.
    public init(
        renderer: any PromptRendering, secondaryWithinSeconds: Double = 13, arrivals: ArrivalLookup? = nil,
        emit: @escaping (CastingRecord) -> Void
    ) {
        self.arrivals = arrivals
        self.renderer = renderer
        self.emit = emit
        self.secondaryWithinSeconds = secondaryWithinSeconds
        self.state = CastingState(
            mode: .stopped, locale: renderer.localeTag, direction: renderer.textDirection)
    }

    /// Turns each navigation update into the screen state and writes it when it changed.
    public func navigatorDidUpdate(_ navInfo: NavInfo, context: NavigatorContext) throws {
        switch navInfo.navState {
        case .stopped:
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
        let facts = arrivals?(waypoint, context.timestamp)
        guard let name = facts?.name ?? waypoint.title else { return }
        place = CastingPlace(name: name, address: facts?.address, attributions: facts?.attributions ?? [])
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
        next.primary = primaryText(step)
        if let following = navInfo.remainingSteps.first, following.maneuver != .depart,
            following.timeFromPrevStepSeconds < secondaryWithinSeconds
        {
            next.secondary = secondaryText(following)
        }
        let distance = renderer.distance(navInfo.distanceToCurrentStepMeters)
        next.distanceMeters = distance.meters
        next.distanceText = distance.text
        next.road = step.fullRoadName ?? step.simpleRoadName
        next.lanes = step.lanes
        let remaining = renderer.distance(navInfo.distanceToFinalDestinationMeters)
        next.remainingMeters = remaining.meters
        next.remainingText = remaining.text
        next.etaSeconds = (navInfo.timeToFinalDestinationSeconds / 60).rounded(.up) * 60
        next.etaText = renderer.duration(navInfo.timeToFinalDestinationSeconds)
        state = next
    }

    private func primaryText(_ step: StepInfo) -> String {
        if let cached = cachedStep, cached.step == step { return cached.text }
        let text = renderer.instruction(for: step).display
        cachedStep = (step, text)
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
