import GuidanceModel
import Localization
import MessageFormat

/// Instruction clauses ("vire à esquerda na Rua Augusta") and the keys that memoize them and the
/// finished prompts: a step's clause is said at several stages and shown for as long as it lasts.
extension TemplateRenderer {
    /// What a guidance prompt's words depend on: its stage, its maneuvers as clauses, its lanes
    /// and its distance as rounded for saying. A prompt prefetched for its trigger is rendered
    /// again when it is due; the words are the same, so the second time is a lookup. Arrivals
    /// and alerts are not kept (they depend on more, and are rare).
    struct PromptKey: Hashable, Sendable {
        /// The fields, in one object (``KeyFields``).
        private let fields: KeyFields<Fields>

        /// The clause of the prompt's step.
        var step: ClauseKey { fields.value.step }
        /// The clause of the maneuver said after it ("then …"), if any.
        var following: ClauseKey? { fields.value.following }

        /// The key's fields.
        struct Fields: Hashable, Sendable {
            /// The hash of the other fields, computed once: a miss looks the key up, stores it
            /// and may rehash it as the memo grows, and each would otherwise hash its names
            /// again. First, so that `==` tells most keys apart at once; names are hashed by
            /// their bytes (`UTF8Hashing.combine`), and equal keys' hashes stay equal.
            var digest = 0
            var stage: PromptStage
            var step: ClauseKey
            var following: ClauseKey?
            var lanes: LaneHint?
            var distance: RoundedDistance?
            var currentRoad: String?
            var currentRoadName: String?
            var omitted: PromptOmissions
        }

        /// The prompt is borrowed: an initializer's argument is otherwise copied, every string
        /// of its two steps retained and released.
        init?(_ prompt: borrowing PlannedPrompt, distance: RoundedDistance?) {
            // A switch, not an array literal searched per prompt.
            switch prompt.stage {
            case .depart, .continue, .early, .prepare, .now: break
            case .arrival, .rerouting, .alert: return nil
            }
            guard let step = prompt.step else { return nil }
            let stage = prompt.stage
            // Its clauses' keys, made once, for it and for the clauses' memo. A final cue leaves
            // the signs out to end before the maneuver, unless it is the only prompt the
            // maneuver gets (a confirmation: the road goes on under another name); the
            // following maneuver is said after a lead-in ("then") without signs. A prompt the
            // planner shortened leaves out what it omits.
            let signposts =
                !prompt.omitted.contains(.signs)
                && (stage != .now || ManeuverStages(step.maneuver.family) == .confirmation)
            let stop = prompt.endsAtStop(step)
            let clause =
                prompt.omitted.contains(.names)
                ? ClauseKey(step.withoutNames, signposts: signposts, lead: stage.saysDistance, stop: stop)
                : ClauseKey(step, signposts: signposts, lead: stage.saysDistance, stop: stop)
            var following: ClauseKey?
            if let next = prompt.following {
                following = ClauseKey(next, signposts: false, lead: true, stop: prompt.endsAtStop(next))
            }
            var fields = Fields(
                stage: stage, step: clause, following: following, lanes: prompt.lanes, distance: distance,
                currentRoad: prompt.currentRoad, currentRoadName: prompt.currentRoadName,
                omitted: prompt.omitted)
            // The stage, the lanes' position and the unit are enums with names, which hash as
            // their names: they are left to `==`, the numbers beside them hashed.
            var hasher = Hasher()
            hasher.combine(clause.digest)
            hasher.combine(following?.digest ?? 0)
            hasher.combine(prompt.lanes?.count ?? -1)
            hasher.combine(distance?.value ?? -1)
            UTF8Hashing.combine(prompt.currentRoad, into: &hasher)
            UTF8Hashing.combine(prompt.currentRoadName, into: &hasher)
            hasher.combine(prompt.omitted.rawValue)
            fields.digest = hasher.finalize()
            self.fields = KeyFields(fields)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fields.value.digest)
        }
    }

    /// The distance a prompt says, rounded down to the locale's voice steps
    /// (``RoundingTable/roundDown(meters:)``): the planner gives the distance left when the
    /// prompt ends, and a prompt never says more.
    func roundedDistance(_ meters: Double?) -> RoundedDistance? {
        guard let meters, let table = bundle.facts.rounding[bundle.facts.defaultUnits] else { return nil }
        return table.roundDown(meters: meters)
    }

    /// What an instruction clause depends on: two steps that agree here read the same. The raw
    /// naming fields, not their ``Signage`` reading, so that a hit costs no parsing.
    struct ClauseKey: Hashable, Sendable {
        /// The fields, in one object (``KeyFields``).
        private let fields: KeyFields<Fields>

        /// Whether the clause says the signposted destinations.
        var signposts: Bool { fields.value.signposts }
        /// Whether the clause follows a lead-in.
        var lead: Bool { fields.value.lead }
        /// Whether an arrive step ends at an intermediate stop.
        var stop: Bool { fields.value.stop }
        /// The hash of the fields, made once.
        var digest: Int { fields.value.digest }

        /// The key's fields.
        struct Fields: Hashable, Sendable {
            /// The hash of the maneuver and the simple road name, computed once and compared
            /// first (see ``PromptKey``).
            var digest = 0
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
        }

        init(_ step: borrowing StepInfo, signposts: Bool, lead: Bool, stop: Bool) {
            // A step that can have no signs reads the same with or without them: one key, so
            // that its clause after "then" and its own prompt's are one rendering.
            var fields = Fields(
                maneuver: step.maneuver, simpleRoadName: step.simpleRoadName, fullRoadName: step.fullRoadName,
                destinations: step.destinations, exit: step.exitNumber,
                roundaboutExit: step.roundaboutTurnNumber,
                roundaboutName: step.roundaboutName, signposts: signposts && step.mayHaveSigns, lead: lead,
                stop: stop)
            // The maneuver and the simple road name, not every name: hashing a string
            // normalizes it, and these tell steps apart well enough (`==` still compares all).
            var hasher = Hasher()
            hasher.combine(fields.maneuver)
            UTF8Hashing.combine(fields.simpleRoadName, into: &hasher)
            hasher.combine(fields.roundaboutExit)
            hasher.combine(fields.signposts)
            fields.digest = hasher.finalize()
            self.fields = KeyFields(fields)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(fields.value.digest)
        }
    }

    /// A rendered clause and what making it met (problems, the message keys it used).
    struct Clause: Sendable {
        var text: RenderedText
        var notes: RenderNotes
    }

    /// An instruction clause with its signposted destinations (a prompt's key leaves
    /// them out of the final cue and multi-cues, which must end before the maneuver). `lead`
    /// says the clause follows a lead-in ("In 500 m", "Then"), so a verb-second language may put
    /// its verb first; `stop` that an arrive step ends at an intermediate stop.
    func instructionClause(
        _ step: StepInfo, lead: Bool = false, stop: Bool = false, notes: inout RenderNotes
    ) -> RenderedText {
        instructionClause(step, ClauseKey(step, signposts: true, lead: lead, stop: stop), notes: &notes)
    }

    /// The clause of `step` as `key` (made from it) says how.
    func instructionClause(_ step: StepInfo, _ key: ClauseKey, notes: inout RenderNotes) -> RenderedText {
        // Looked up and stored without a closure, which copied the step into its context.
        if let clause = clauses.cached(key) {
            notes += clause.notes
            return clause.text
        }
        var found = RenderNotes()
        let text = renderClause(step, signposts: key.signposts, lead: key.lead, stop: key.stop, notes: &found)
        clauses.store(Clause(text: text, notes: found), for: key)
        notes += found
        return text
    }

    func renderClause(
        _ step: StepInfo, signposts: Bool, lead: Bool, stop: Bool, notes: inout RenderNotes
    ) -> RenderedText {
        var slots = ClauseSlots(step.maneuver, mode: mode, lead: lead)
        let (key, towards) = fillClause(step, signposts: signposts, stop: stop, into: &slots)
        let clause = catalog.render(key, SlotArguments(slots), notes: &notes)
        // Signs on a turn, a roundabout or a straight stretch are said as signs, after the clause,
        // unless the message words them itself (forks and ramps do).
        guard let towards, !catalog.wordsSigns(key), key != .destination else { return clause }
        var signs = SlotArguments()
        signs.set(.instruction, fragment: clause)
        signs[string: .towards] = towards
        return catalog.render(.towards, signs, notes: &notes)
    }

    /// Sets the variables of a step's instruction message in `slots`, keywords as codes and
    /// names as the step's strings; returns the message and the signs to say after it.
    func fillClause(
        _ step: StepInfo, signposts: Bool, stop: Bool, into slots: inout ClauseSlots
    ) -> (key: InstructionKey, towards: String?) {
        let maneuver = step.maneuver
        let key = InstructionKey(maneuver)
        let signage = step.signage
        let towards =
            signposts && signage.hasSigns
            ? Self.signText(signage.refs, signage.places, separator: bundle.facts.listSeparator) : nil
        slots.road = Self.name(signage.road.map { bundle.facts.roads.roadText($0, name: signage.roadName) })
        slots.towards = Self.name(towards)
        slots.exit = Self.name(signage.exit)
        slots.roundaboutName = Self.name(step.roundaboutName)
        // Always given (0 when unknown), so that a locale may select on the number itself
        // (it "l'8ª uscita" but "la 3ª uscita") in the same message as on hasRoundaboutExit.
        slots.roundaboutExit = max(step.roundaboutTurnNumber, 0)
        switch maneuver.family {
        case .ferry:
            slots.ferry = maneuver == .ferryTrain ? 1 : 0
        case .arrive:
            let direction = maneuver.direction
            slots.side = direction == .left ? 0 : direction == .right ? 1 : 2
            slots.stop = stop ? 1 : 0
        default:
            break
        }
        return (key, towards)
    }

    /// The road numbers and places of a sign as one text, joined by the locale's separator; a
    /// sign of one item needs nothing joined, and the text is written once, without a list of
    /// both kinds built first.
    static func signText(_ refs: [String], _ places: [String], separator: String) -> String {
        if places.isEmpty, refs.count == 1 { return refs[0] }
        if refs.isEmpty, places.count == 1 { return places[0] }
        var size = separator.utf8.count * max(refs.count + places.count - 1, 0)
        for item in refs { size += item.utf8.count }
        for item in places { size += item.utf8.count }
        var text = ""
        text.reserveCapacity(size)
        var first = true
        for item in refs {
            if !first { text += separator }
            first = false
            text += item
        }
        for item in places {
            if !first { text += separator }
            first = false
            text += item
        }
        return text
    }

    /// A name as a clause gives it: empty when blank or absent, so that its `has…` flag says
    /// `no` (and a message may still select on `{$road :road select=gender}` beside `$hasRoad`).
    static func name(_ text: String?) -> String {
        guard let text, !isBlank(text) else { return "" }
        return text
    }

    /// Sets a name and its `has…` flag: the name and `yes`, or, for a blank or absent name, an
    /// empty string and `no` (passed empty, so that a message may still select on
    /// `{$road :road select=gender}` beside `$hasRoad`).
    static func setName(
        _ name: String?, _ slot: MessageSlot, flag: MessageSlot, in arguments: inout SlotArguments
    ) {
        let value = Self.name(name)  // empty only when blank or absent
        arguments[string: slot] = value
        arguments[string: flag] = value.isEmpty ? "no" : "yes"
    }
}

extension PlannedPrompt {
    /// Whether `step` ends at an intermediate stop; most prompts have none, and an empty set
    /// answers without hashing the step number.
    func endsAtStop(_ step: StepInfo) -> Bool {
        !intermediateStops.isEmpty && intermediateStops.contains(step.stepNumber)
    }
}
