import GuidanceModel

/// A short fact about the place being reached, worth saying with the arrival ("it closes at 5
/// pm", "it is closed; it opens tomorrow at 9"). Facts only: the words are in the templates.
public enum ArrivalNote: Sendable, Hashable {
    /// Open now but closing soon, at this local time.
    case closesSoon(hour: Int, minute: Int)
    /// Closed now; opens at this local time on this day.
    case closed(opensHour: Int, opensMinute: Int, day: Day)
    /// Closed for now (temporarily).
    case closedTemporarily
    /// Closed for good.
    case closedPermanently
    /// Open around the clock today.
    case openAllDay

    /// The day of a coming opening, relative to the arrival.
    public enum Day: Sendable, Hashable {
        /// Later the same day.
        case today
        /// The next day.
        case tomorrow
        /// A later day of the week, 0 = Sunday … 6 = Saturday.
        case weekday(Int)
    }
}

/// What the integrator knows about a waypoint beyond the navigator's event: the place's own
/// name, its address and required attributions (for screens), and a note for the arrival prompt.
public struct ArrivalFacts: Sendable, Hashable {
    /// The place's name, preferred to the waypoint's title.
    public var name: String?
    /// The address screens show.
    public var address: String?
    /// Attributions the place data requires to be shown.
    public var attributions: [String]
    /// What is worth saying about its opening hours at arrival.
    public var note: ArrivalNote?

    /// Creates facts.
    public init(
        name: String? = nil, address: String? = nil, attributions: [String] = [], note: ArrivalNote? = nil
    ) {
        self.name = name
        self.address = address
        self.attributions = attributions
        self.note = note
    }
}

/// Finds the facts of a waypoint at an event time (seconds; may be nil).
public typealias ArrivalLookup = @Sendable (Waypoint, Double?) -> ArrivalFacts?
