import GuidanceModel
import Localization
import MessageFormat

/// The sentence of each prompt stage: the stage's message around the instruction clause, lanes
/// and a following maneuver joined on, arrivals with their place notes, alerts.
extension TemplateRenderer {
    /// The words of one planned prompt, in the three forms, before capitalization.
    /// `capitalizing` upper-cases the finished sentence's first letter, within the last message
    /// rendered (on a program's bytes), never within a message nested into another.
    /// `key` is the prompt's key, which holds the keys of its clauses: a prompt of these
    /// stages has one unless it has no step.
    func sentence(
        for prompt: PlannedPrompt, key: PromptKey?, notes: inout RenderNotes, capitalizing: Bool
    ) -> RenderedText {
        switch prompt.stage {
        case .depart, .early, .prepare, .now:
            guard let step = prompt.step, let key, let stage = SentenceKey(prompt.stage) else {
                return RenderedText(display: "", spoken: "", ssml: "")
            }
            // A prompt shortened to end in time leaves out what the planner says it omits (its
            // key left the signs out already); the step is otherwise borrowed, not copied.
            let clause =
                prompt.omitted.contains(.names)
                ? instructionClause(step.withoutNames, key.step, notes: &notes)
                : instructionClause(step, key.step, notes: &notes)
            let last = (lanes: prompt.lanes == nil, then: prompt.following == nil)
            var arguments = SlotArguments()
            if prompt.stage.saysDistance {
                arguments.distance = spokenMeters(prompt.distanceMeters)
            }
            arguments.set(.instruction, fragment: clause)
            var text = catalog.render(
                stage, arguments, notes: &notes, capitalizing: capitalizing && last.lanes && last.then)
            if let lanes = prompt.lanes {
                var lane = SlotArguments()
                lane.count = lanes.count
                lane[string: .position] = lanes.position.rawValue
                // A sentence of its own, capitalized on the program's bytes.
                let advice = catalog.render(.lanes, lane, notes: &notes, capitalizing: capitalizing)
                var join = SlotArguments()
                join.set(.first, fragment: text)
                join.set(.second, fragment: advice)
                text = catalog.render(
                    .join, join, notes: &notes, capitalizing: capitalizing && last.then)
            }
            if let following = prompt.following, let next = key.following {
                var then = SlotArguments()
                then.set(.sentence, fragment: text)
                then.set(.next, fragment: instructionClause(following, next, notes: &notes))
                text = catalog.render(.then, then, notes: &notes, capitalizing: capitalizing)
            }
            return text
        case .continue:
            var arguments = SlotArguments()
            arguments.distance = spokenMeters(prompt.distanceMeters)
            arguments[string: .mode] = mode.rawValue
            let road = prompt.currentRoad.map {
                bundle.facts.roads.roadText($0, name: prompt.currentRoadName)
            }
            Self.setName(road, .road, flag: .hasRoad, in: &arguments)
            return catalog.render(.continue, arguments, notes: &notes, capitalizing: capitalizing)
        case .arrival:
            var arguments = SlotArguments()
            arguments[string: .side] = prompt.waypoint?.side.sideName ?? "none"
            Self.setName(prompt.waypoint?.title, .place, flag: .hasPlace, in: &arguments)
            let note = prompt.arrivalNote.flatMap { catalog.has("arrival.note") ? $0 : nil }
            let arrival = catalog.render(
                prompt.waypoint?.isFinal == false ? .waypoint : .final, arguments, notes: &notes,
                capitalizing: capitalizing && note == nil)
            guard let note else { return arrival }
            let said = capitalized(
                catalog.render("arrival.note", noteArguments(note, notes: &notes), notes: &notes))
            var join = SlotArguments()
            join.set(.first, fragment: arrival)
            join.set(.second, fragment: said)
            return catalog.render(.join, join, notes: &notes, capitalizing: capitalizing)
        case .rerouting:
            return catalog.render(
                .rerouting, SlotArguments(), notes: &notes, capitalizing: capitalizing)
        case .alert:
            let alert: (key: SentenceKey, slot: MessageSlot, value: String)
            switch prompt.alert {
            case .traffic(let delay): alert = (.traffic, .delay, delay.wireName)
            case .speeding(let severity): alert = (.speeding, .severity, severity.wireName)
            case .routeFailed(let status): alert = (.routeFailed, .status, status.wireName)
            case nil: return RenderedText(display: "", spoken: "", ssml: "")
            }
            var arguments = SlotArguments()
            arguments[string: alert.slot] = alert.value
            return catalog.render(alert.key, arguments, notes: &notes, capitalizing: capitalizing)
        }
    }

    /// The distance a prompt's words say, in metres, for the stages that say one (early,
    /// prepare, continue); nil for the others. What `guidance qa timing` checks against the road.
    public func saidMeters(_ prompt: PlannedPrompt) -> Double? {
        switch prompt.stage {
        case .early, .prepare, .continue:
            roundedDistance(prompt.distanceMeters).map { $0.isBelowMinimum ? 0 : $0.meters }
        default: nil
        }
    }

    /// The metres a prompt's `:distance` is given: the distance rounded down to an amount the
    /// locale says as itself (``roundedDistance(_:)``), so that it is said as that amount.
    func spokenMeters(_ meters: Double?) -> Double {
        guard let rounded = roundedDistance(meters), !rounded.isBelowMinimum else { return meters ?? 0 }
        return rounded.meters
    }

    func fragment(_ text: RenderedText) -> MessageArgument {
        .value(FragmentValue(text: text))
    }

    /// Whether the text is empty or all white space; a name that starts with a visible ASCII
    /// character is answered from its first byte, without walking its characters.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        return text.allSatisfy(\.isWhitespace)
    }

    /// The variables of `arrival.note`: the kind of note, the time worded by `arrival.time`
    /// (from 24- and 12-hour forms) and the weekday worded by `arrival.weekday`.
    func noteArguments(_ note: ArrivalNote, notes: inout RenderNotes) -> MessageArguments {
        var arguments: MessageArguments = ["day": "none", "time": "", "weekdayName": ""]
        func time(_ hour: Int, _ minute: Int) {
            arguments["time"] = fragment(
                clockTime(Self.clockArguments(hour: hour, minute: minute), notes: &notes))
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
                    catalog.render("arrival.weekday", ["weekday": .integer(weekday)], notes: &notes))
            }
        case .closedTemporarily: arguments["note"] = "closedTemporarily"
        case .closedPermanently: arguments["note"] = "closedPermanently"
        case .openAllDay: arguments["note"] = "openAllDay"
        }
        return arguments
    }

    /// The variables of a clock time message (`arrival.time`, `casting.clock`): the hour in its
    /// 24- and 12-hour forms, the minute and the period, so that a locale picks its own clock.
    static func clockArguments(hour: Int, minute: Int) -> MessageArguments {
        [
            "hour": .integer(hour), "minute": .integer(minute),
            "hour12": .integer(hour % 12 == 0 ? 12 : hour % 12),
            "period": .string(hour < 12 ? "am" : "pm"),
        ]
    }

    /// A clock time as `arrival.time` writes it, said as `arrival.spokenTime` words it when the
    /// locale has that message ("22h15" is said "vinte e duas e quinze"): speech engines read
    /// the written forms of many locales wrongly.
    func clockTime(_ clock: MessageArguments, notes: inout RenderNotes) -> RenderedText {
        let written = catalog.render("arrival.time", clock, notes: &notes)
        guard catalog.has("arrival.spokenTime") else { return written }
        let said = catalog.render("arrival.spokenTime", clock, notes: &notes)
        return RenderedText(
            display: written.display, spoken: said.spoken,
            ssml: SSML.substitution(written: written.display, spoken: said.spoken))
    }

    /// Upper-cases the first letter of a sentence in all three forms (skipping SSML tags).
    /// A sentence start capitalized where the locale's script has case; as it is elsewhere.
    func capitalized(_ text: RenderedText) -> RenderedText {
        bundle.facts.capitalizesSentences ? Self.capitalized(text) : text
    }

    static func capitalized(_ text: RenderedText) -> RenderedText {
        RenderedText(
            display: SentenceCase.capitalizeFirstLetter(text.display, skippingTags: false),
            spoken: SentenceCase.capitalizeFirstLetter(text.spoken, skippingTags: false),
            ssml: SentenceCase.capitalizeFirstLetter(text.ssml, skippingTags: true))
    }
}

extension StepInfo {
    /// The step without its road and place names, for a prompt shortened to the bare maneuver:
    /// exit numbers and roundabout counts stay, they are the maneuver.
    var withoutNames: StepInfo {
        var step = self
        step.fullRoadName = nil
        step.simpleRoadName = nil
        step.fullInstructionText = nil
        step.destinations = nil
        step.roundaboutName = nil
        return step
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
