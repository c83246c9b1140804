/// When in a step's life a prompt is spoken. The stages follow the richest open model (alert,
/// pre-transition, post-transition) with a final "now" cue, plus the event-driven prompts.
public enum PromptStage: String, Sendable, Hashable, CaseIterable, Codable {
    /// The first instruction of a route ("Head down Rua Augusta").
    case depart
    /// Right after a maneuver when the next one is far ("Continue for 2 km").
    case `continue`
    /// Early warning, about a minute ahead ("In 1 km, turn left").
    case early
    /// The main prompt, about 15 s ahead ("In 200 m, turn left onto X").
    case prepare
    /// The last cue at the maneuver point ("Turn left").
    case now
    /// Reaching a waypoint or the destination.
    case arrival
    /// The route is being recalculated.
    case rerouting
    /// A traffic, safety or route-status alert.
    case alert
}

/// Which voice-guidance setting lets a prompt be spoken: alerts survive `alertsOnly`.
public enum PromptClass: String, Sendable, Hashable, Codable {
    /// Turn-by-turn guidance, spoken only with `alertsAndGuidance`.
    case guidance
    /// Traffic and safety alerts, spoken with `alertsOnly` too.
    case alert
}
