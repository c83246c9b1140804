import GuidanceModel
import Localization
import MessageFormat

/// The glanceable screen texts: the short instruction (maneuver and road or sign, at most a few
/// words, for a screen read in a glance) and the arrival clock time. Both messages are optional
/// in a locale; without them screens fall back to the full instruction and the duration alone.
extension TemplateRenderer {
    /// The short instruction of a step ("Turn right onto Alameda Santos", "Exit toward
    /// Campinas"): the maneuver in a few words and the road, else the first two places on the
    /// sign, else its road numbers. Nil when the locale has no `casting.short` message.
    public func shortInstruction(for step: StepInfo, endsAtStop: Bool) -> String? {
        guard catalog.has("casting.short"), catalog.has("casting.maneuver") else { return nil }
        var notes = RenderNotes()
        var kind = InstructionKey(step.maneuver).rawValue
        if step.maneuver == .ferryTrain { kind = "train" }
        if kind == "destination", endsAtStop { kind = "stop" }
        var arguments: MessageArguments = [
            "kind": .string(kind), "direction": .string(step.maneuver.direction.rawValue),
        ]
        if step.roundaboutTurnNumber >= 1 {
            arguments["roundaboutExit"] = .integer(step.roundaboutTurnNumber)
            arguments["hasRoundaboutExit"] = "yes"
        } else {
            arguments["hasRoundaboutExit"] = "no"
        }
        let maneuver = catalog.render("casting.maneuver", arguments, notes: &notes)
        let signage = step.signage
        // Two places at most: a screen read at a glance names where the road leads, not the
        // whole sign (the full sentence keeps every place).
        let signs = (signage.places.isEmpty ? signage.refs : signage.places).prefix(2)
        var target = "none"
        if let road = signage.road, !Self.isBlank(road) {
            target = "road"
            arguments["road"] = .string(bundle.facts.roads.roadText(road, name: signage.roadName))
        } else if !signs.isEmpty {
            target = "sign"
            arguments["towards"] = .string(signs.joined(separator: ", "))
        }
        arguments["target"] = .string(target)
        arguments["maneuver"] = fragment(maneuver)
        let text = Self.capitalized(catalog.render("casting.short", arguments, notes: &notes)).display
        return text.isEmpty ? nil : text
    }

    /// A clock time as screens show it ("5:30 PM", "17:30"); nil when the locale has no
    /// `casting.clock` message.
    public func clockTime(hour: Int, minute: Int) -> String? {
        guard catalog.has("casting.clock"), (0...23).contains(hour), (0...59).contains(minute) else {
            return nil
        }
        var notes = RenderNotes()
        let arguments = Self.clockArguments(hour: hour, minute: minute)
        let text = catalog.render("casting.clock", arguments, notes: &notes).display
        return text.isEmpty ? nil : text
    }
}
