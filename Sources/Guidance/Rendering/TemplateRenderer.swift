import Foundation
import GuidanceModel
import Localization
import MessageFormat

/// The renderer that speaks a locale: planned prompts become sentences from the locale's MF2
/// templates, with names, distances and ordinals through the locale's grammar functions.
/// Language-neutral: every word and every rule of agreement lives in templates/ and locales/.
public struct TemplateRenderer: PromptRendering {
    /// The locale in use.
    public let bundle: LocaleBundle
    /// The travel mode templates may select on.
    public let mode: TravelMode
    private let catalog: MessageCatalog
    private let distanceMessage: CompiledMessage

    /// Compiles the locale's catalog. `units` overrides the locale's unit system.
    public init(bundle: LocaleBundle, units: UnitSystem? = nil, mode: TravelMode = .drive)
        throws(RendererError)
    {
        var bundle = bundle
        if let units, units != bundle.facts.defaultUnits {
            var facts = bundle.facts
            facts.defaultUnits = units
            do {
                bundle = try LocaleBundle(
                    facts: facts, requestedTag: bundle.requestedTag, resources: bundle.resources)
            } catch {
                throw RendererError.locale(error.description)
            }
        }
        self.bundle = bundle
        self.mode = mode
        catalog = try MessageCatalog(bundle: bundle)
        do {
            distanceMessage = try bundle.compile("{$meters :distance rounding=screen}")
        } catch {
            throw RendererError.locale(error.description)
        }
    }

    /// The tag of the locale bundle the renderer speaks, e.g. `pt-BR`.
    public var localeTag: String { bundle.tag }

    /// The locale's eSpeak NG voice (`voice` in its facts).
    public var voiceName: String? { bundle.facts.voice }

    /// `rtl` or `ltr`, for the display page's `dir` attribute.
    public var textDirection: String { bundle.facts.textDirection == .rtl ? "rtl" : "ltr" }

    /// What screens show while the navigator looks for a new route.
    public var reroutingText: String {
        var problems: [String] = []
        return Self.capitalized(catalog.render("casting.rerouting", [:], problems: &problems)).display
    }

    /// Renders a planned prompt, from the memo when the same words were rendered before.
    public func render(_ prompt: PlannedPrompt) -> RenderedPrompt {
        guard let key = PromptKey(prompt, distance: roundedDistance(prompt.distanceMeters)) else {
            return renderAfresh(prompt)
        }
        return prompts.value(key) { renderAfresh(prompt) }
    }

    /// Renders without the memo of finished prompts (benchmarks measure both).
    public func renderAfresh(_ prompt: PlannedPrompt) -> RenderedPrompt {
        var problems: [String] = []
        let text = Self.capitalized(sentence(for: prompt, problems: &problems))
        let document = SSML.document(text.ssml, language: localeTag)
        return RenderedPrompt(text: text, ssmlDocument: document, problems: problems)
    }

    /// The instruction of a step as screens show it (no distance).
    public func instruction(for step: StepInfo) -> RenderedText {
        instruction(for: step, endsAtStop: false)
    }

    /// The instruction of a step as screens show it, an arrive step ending at an intermediate
    /// stop when `endsAtStop` is true.
    public func instruction(for step: StepInfo, endsAtStop: Bool) -> RenderedText {
        var problems: [String] = []
        return Self.capitalized(instructionClause(step, stop: endsAtStop, problems: &problems))
    }

    /// The step after the next one, as a "then ..." line for screens.
    public func followingInstruction(for step: StepInfo) -> RenderedText {
        var problems: [String] = []
        let clause = instructionClause(step, lead: true, problems: &problems)
        return Self.capitalized(
            catalog.render(
                "casting.then", ["instruction": .value(FragmentValue(text: clause))], problems: &problems))
    }

    /// A distance rounded as the locale rounds it for screens (its `screenRounding`), with its text.
    public func distance(_ meters: Double) -> (meters: Double, text: String) {
        let facts = bundle.facts
        guard let table = facts.roundingTable(facts.defaultUnits, for: .screen) else {
            return formatDistance(meters)
        }
        let shown = distances.value(table.round(meters: meters)) { DisplayedDistance(formatDistance(meters)) }
        return (shown.meters, shown.text)
    }

    /// A distance as a screen shows it, kept per rounded value: screens ask every second.
    struct DisplayedDistance: Sendable {
        var meters: Double
        var text: String

        init(_ pair: (meters: Double, text: String)) {
            meters = pair.meters
            text = pair.text
        }
    }

    private let distances = Memo<RoundedDistance, DisplayedDistance>(limit: 4096)
    private let durations = Memo<Int, String>(limit: 2048)

    private func formatDistance(_ meters: Double) -> (meters: Double, text: String) {
        var errors: [MessageError] = []
        let parts = distanceMessage.formatToParts(["meters": .double(meters)], errors: &errors)
        for part in parts {
            if case .expression(let expression) = part, let value = expression.value as? DistanceValue {
                return (value.rounded.value * value.rounded.unit.meters, value.displayText)
            }
        }
        return (meters, parts.map(\.text).joined())
    }

    /// A remaining time as screens show it, in whole minutes rounded up; NaN and negative times
    /// show as 0 and times are capped at 3.6e8 s (about 11 years) before the integer conversion.
    public func duration(_ seconds: Double) -> String {
        let bounded = seconds.isNaN ? 0 : min(max(seconds, 0), 3.6e8)
        let total = Int((bounded / 60).rounded(.up))
        return durations.value(total) { formatDuration(minutes: total) }
    }

    private func formatDuration(minutes total: Int) -> String {
        let hasHours = total >= 60
        let arguments: MessageArguments = [
            "minutes": .integer(hasHours ? total % 60 : total), "hours": .integer(total / 60),
            "hasHours": .string(hasHours ? "yes" : "no"),
        ]
        var problems: [String] = []
        return catalog.render("casting.duration", arguments, problems: &problems).display
    }

    // MARK: - Sentences

    private func sentence(for prompt: PlannedPrompt, problems: inout [String]) -> RenderedText {
        switch prompt.stage {
        case .depart, .early, .prepare, .now:
            guard let step = prompt.step else { return RenderedText(display: "", spoken: "", ssml: "") }
            // A final cue leaves the signs out to end before the maneuver, unless it is the only
            // prompt the maneuver gets (a confirmation: the road goes on under another name).
            let signposts =
                prompt.stage != .now || ManeuverStages(step.maneuver.family) == .confirmation
            let clause = fragment(
                instructionClause(
                    step, signposts: signposts, lead: prompt.stage.saysDistance,
                    stop: prompt.intermediateStops.contains(step.stepNumber), problems: &problems))
            var arguments: MessageArguments = ["instruction": clause]
            if prompt.stage == .early || prompt.stage == .prepare {
                arguments["distance"] = .double(prompt.distanceMeters ?? 0)
            }
            var text = catalog.render("stage." + prompt.stage.rawValue, arguments, problems: &problems)
            if let lanes = prompt.lanes {
                let advice = catalog.render(
                    "lanes.use",
                    ["count": .integer(lanes.count), "position": .string(lanes.position.rawValue)],
                    problems: &problems)
                text = catalog.render(
                    "text.join", ["first": fragment(text), "second": fragment(Self.capitalized(advice))],
                    problems: &problems)
            }
            if let following = prompt.following {
                let next = fragment(
                    instructionClause(
                        following, signposts: false, lead: true,
                        stop: prompt.intermediateStops.contains(following.stepNumber), problems: &problems))
                text = catalog.render(
                    "stage.then", ["sentence": fragment(text), "next": next], problems: &problems)
            }
            return text
        case .continue:
            var arguments: MessageArguments = [
                "distance": .double(prompt.distanceMeters ?? 0), "mode": .string(mode.rawValue),
            ]
            Self.addName(prompt.currentRoad, as: "road", to: &arguments)
            return catalog.render("stage.continue", arguments, problems: &problems)
        case .arrival:
            var arguments: MessageArguments = ["side": .string(prompt.waypoint?.side.sideName ?? "none")]
            Self.addName(prompt.waypoint?.title, as: "place", flag: "hasPlace", to: &arguments)
            let key = prompt.waypoint?.isFinal == false ? "arrival.waypoint" : "arrival.final"
            let arrival = catalog.render(key, arguments, problems: &problems)
            guard let note = prompt.arrivalNote, catalog.has("arrival.note") else { return arrival }
            let said = Self.capitalized(
                catalog.render("arrival.note", noteArguments(note, problems: &problems), problems: &problems))
            return catalog.render(
                "text.join", ["first": fragment(arrival), "second": fragment(said)], problems: &problems)
        case .rerouting:
            return catalog.render("alert.rerouting", [:], problems: &problems)
        case .alert:
            switch prompt.alert {
            case .traffic(let delay):
                return catalog.render(
                    "alert.traffic", ["delay": .string(delay.wireName)], problems: &problems)
            case .speeding(let severity):
                return catalog.render(
                    "alert.speeding", ["severity": .string(severity.wireName)], problems: &problems)
            case .routeFailed(let status):
                return catalog.render(
                    "alert.routeFailed", ["status": .string(status.wireName)], problems: &problems)
            case nil:
                return RenderedText(display: "", spoken: "", ssml: "")
            }
        }
    }

    /// What a guidance prompt's words depend on: its stage, its maneuvers as clauses, its lanes
    /// and its distance as rounded for saying. A prompt prefetched for its trigger is rendered
    /// again when it is due; the words are the same, so the second time is a lookup. Arrivals
    /// and alerts are not kept (they depend on more, and are rare).
    struct PromptKey: Hashable, Sendable {
        var stage: PromptStage
        var step: ClauseKey
        var following: ClauseKey?
        var lanes: LaneHint?
        var distance: RoundedDistance?
        var currentRoad: String?

        init?(_ prompt: PlannedPrompt, distance: RoundedDistance?) {
            guard let step = prompt.step, [.depart, .continue, .early, .prepare, .now].contains(prompt.stage)
            else {
                return nil
            }
            stage = prompt.stage
            let stops = prompt.intermediateStops
            self.step = ClauseKey(
                step, signposts: true, lead: prompt.stage.saysDistance, stop: stops.contains(step.stepNumber))
            following = prompt.following.map {
                ClauseKey($0, signposts: false, lead: true, stop: stops.contains($0.stepNumber))
            }
            lanes = prompt.lanes
            self.distance = distance
            currentRoad = prompt.currentRoad
        }
    }

    private let prompts = Memo<PromptKey, RenderedPrompt>(limit: 1024)

    private func roundedDistance(_ meters: Double?) -> RoundedDistance? {
        guard let meters, let table = bundle.facts.rounding[bundle.facts.defaultUnits] else { return nil }
        return table.round(meters: meters)
    }

    /// What an instruction clause depends on: two steps that agree here read the same. The raw
    /// naming fields, not their ``Signage`` reading, so that a hit costs no parsing.
    struct ClauseKey: Hashable, Sendable {
        var maneuver: Maneuver
        var simpleRoadName: String?
        var fullRoadName: String?
        var destinations: String?
        var exit: String?
        var roundaboutExit: Int
        var roundaboutName: String?
        var signposts: Bool
        var lead: Bool
        var stop: Bool

        init(_ step: StepInfo, signposts: Bool, lead: Bool, stop: Bool) {
            self.lead = lead
            self.stop = stop
            maneuver = step.maneuver
            simpleRoadName = step.simpleRoadName
            fullRoadName = step.fullRoadName
            destinations = step.destinations
            exit = step.exitNumber
            roundaboutExit = step.roundaboutTurnNumber
            roundaboutName = step.roundaboutName
            self.signposts = signposts
        }

        /// Hashes the maneuver and the simple road name, not every name: hashing a string
        /// normalizes it, and these tell steps apart well enough (`==` still compares all).
        func hash(into hasher: inout Hasher) {
            hasher.combine(maneuver)
            hasher.combine(simpleRoadName)
            hasher.combine(roundaboutExit)
            hasher.combine(signposts)
        }
    }

    /// A rendered clause and the template problems met making it.
    struct Clause: Sendable {
        var text: RenderedText
        var problems: [String]
    }

    /// Clauses already rendered: a step's instruction is said at several stages and shown on
    /// screens for as long as the step lasts.
    private let clauses = Memo<ClauseKey, Clause>(limit: 1024)

    /// An instruction clause; `signposts: false` leaves out the signposted destinations, for the
    /// final cue and multi-cues, which must be short enough to end before the maneuver. `lead`
    /// says the clause follows a lead-in ("In 500 m", "Then"), so a verb-second language may put
    /// its verb first; `stop` that an arrive step ends at an intermediate stop.
    private func instructionClause(
        _ step: StepInfo, signposts: Bool = true, lead: Bool = false, stop: Bool = false,
        problems: inout [String]
    ) -> RenderedText {
        let key = ClauseKey(step, signposts: signposts, lead: lead, stop: stop)
        let clause = clauses.value(key) {
            var found: [String] = []
            let text = renderClause(step, signposts: signposts, lead: lead, stop: stop, problems: &found)
            return Clause(text: text, problems: found)
        }
        problems += clause.problems
        return clause.text
    }

    private func renderClause(
        _ step: StepInfo, signposts: Bool, lead: Bool, stop: Bool, problems: inout [String]
    ) -> RenderedText {
        let key = InstructionKey(step.maneuver)
        var arguments: MessageArguments = [
            "maneuver": .string(step.maneuver.wireName), "mode": .string(mode.rawValue),
            "direction": .string(step.maneuver.direction.rawValue), "lead": .string(lead ? "yes" : "no"),
        ]
        let signage = step.signage
        let towards = signposts ? signage.signText : nil
        Self.addName(signage.road, as: "road", to: &arguments)
        Self.addName(towards, as: "towards", to: &arguments)
        Self.addName(signage.exit, as: "exit", to: &arguments)
        Self.addName(step.roundaboutName, as: "roundaboutName", to: &arguments)
        if step.roundaboutTurnNumber >= 1 {
            arguments["roundaboutExit"] = .integer(step.roundaboutTurnNumber)
            arguments["hasRoundaboutExit"] = "yes"
        } else {
            arguments["hasRoundaboutExit"] = "no"
        }
        switch step.maneuver.family {
        case .ferry:
            arguments["ferry"] = .string(step.maneuver == .ferryTrain ? "train" : "boat")
        case .arrive:
            let direction = step.maneuver.direction
            arguments["side"] = .string(direction == .left ? "left" : direction == .right ? "right" : "none")
            arguments["stop"] = .string(stop ? "yes" : "no")
        default:
            break
        }
        let message = "instruction.\(key.rawValue)"
        let clause = catalog.render(message, arguments, problems: &problems)
        // Signs on a turn, a roundabout or a straight stretch are said as signs, after the clause,
        // unless the message words them itself (forks and ramps do).
        guard let towards, !catalog.wordsSigns(message), key != .destination else { return clause }
        return catalog.render(
            "signs.towards", ["instruction": fragment(clause), "towards": .string(towards)],
            problems: &problems)
    }

    private func fragment(_ text: RenderedText) -> MessageArgument {
        .value(FragmentValue(text: text))
    }

    /// Passes a name with its `has…` flag; blank names count as absent and are passed empty, so
    /// that a message may still select on `{$road :road select=gender}` beside `$hasRoad`.
    private static func addName(
        _ name: String?, as key: String, flag: String? = nil, to arguments: inout MessageArguments
    ) {
        let flagKey = flag ?? "has" + key.prefix(1).uppercased() + key.dropFirst()
        if let name, !name.allSatisfy(\.isWhitespace) {
            arguments[key] = .string(name)
            arguments[flagKey] = "yes"
        } else {
            arguments[key] = .string("")
            arguments[flagKey] = "no"
        }
    }

    /// The variables of `arrival.note`: the kind of note, the time worded by `arrival.time`
    /// (from 24- and 12-hour forms) and the weekday worded by `arrival.weekday`.
    private func noteArguments(_ note: ArrivalNote, problems: inout [String]) -> MessageArguments {
        var arguments: MessageArguments = ["day": "none", "time": "", "weekdayName": ""]
        func time(_ hour: Int, _ minute: Int) {
            let clock: MessageArguments = [
                "hour": .integer(hour), "minute": .integer(minute),
                "hour12": .integer(hour % 12 == 0 ? 12 : hour % 12),
                "period": .string(hour < 12 ? "am" : "pm"),
            ]
            arguments["time"] = fragment(clockTime(clock, problems: &problems))
        }
        switch note {
        case .closesSoon(let hour, let minute):
            arguments["note"] = "closesSoon"
            time(hour, minute)
        case .closed(let hour, let minute, let day):
            arguments["note"] = "closed"
            time(hour, minute)
            switch day {
            case .today: arguments["day"] = "today"
            case .tomorrow: arguments["day"] = "tomorrow"
            case .weekday(let weekday):
                arguments["day"] = "weekday"
                arguments["weekdayName"] = fragment(
                    catalog.render("arrival.weekday", ["weekday": .integer(weekday)], problems: &problems))
            }
        case .closedTemporarily: arguments["note"] = "closedTemporarily"
        case .closedPermanently: arguments["note"] = "closedPermanently"
        case .openAllDay: arguments["note"] = "openAllDay"
        }
        return arguments
    }

    /// A clock time as `arrival.time` writes it, said as `arrival.spokenTime` words it when the
    /// locale has that message ("22h15" is said "vinte e duas e quinze"): speech engines read
    /// the written forms of many locales wrongly.
    private func clockTime(_ clock: MessageArguments, problems: inout [String]) -> RenderedText {
        let written = catalog.render("arrival.time", clock, problems: &problems)
        guard catalog.has("arrival.spokenTime") else { return written }
        let said = catalog.render("arrival.spokenTime", clock, problems: &problems)
        return RenderedText(
            display: written.display, spoken: said.spoken,
            ssml: SSML.substitution(written: written.display, spoken: said.spoken))
    }

    /// Upper-cases the first letter of a sentence in all three forms (skipping SSML tags).
    static func capitalized(_ text: RenderedText) -> RenderedText {
        RenderedText(
            display: capitalizeFirstLetter(text.display), spoken: capitalizeFirstLetter(text.spoken),
            ssml: capitalizeFirstLetter(text.ssml, skippingTags: true))
    }

    static func capitalizeFirstLetter(_ text: String, skippingTags: Bool = false) -> String {
        SentenceCase.capitalizeFirstLetter(text, skippingTags: skippingTags)
    }
}

extension WaypointSide {
    /// The name templates select on: none, left or right.
    var sideName: String {
        switch self {
        case .unspecified: "none"
        case .left: "left"
        case .right: "right"
        }
    }
}

extension PromptStage {
    /// Whether the stage's sentence leads with the distance ("In 500 m, …"), so that the
    /// instruction follows a lead-in.
    var saysDistance: Bool { self == .early || self == .prepare }
}
