import Foundation

/// Whether a place is open at an instant, why, and when that changes next.
public struct OpenStatus: Sendable, Hashable {
    /// Open, closed, or not knowable from the fields present.
    public enum State: String, Sendable, Hashable {
        /// Open at the instant.
        case open
        /// Closed at the instant.
        case closed
        /// Opening hours or the UTC offset are missing (or there are no periods).
        case unknown
    }

    /// What decided the state.
    public enum Basis: String, Sendable, Hashable {
        /// The regular weekly hours.
        case regularHours
        /// Exceptional hours of a special day (from the current opening hours).
        case specialDay
        /// The business is closed for now.
        case closedTemporarily
        /// The business is closed for good.
        case closedPermanently
        /// No opening hours were given (not requested or not known).
        case missingOpeningHours
        /// No UTC offset was given, so local times cannot be placed in time.
        case missingUTCOffset
        /// Opening hours were given but hold no periods.
        case noPeriods
        /// The instant is outside the years 1 to 9999 (``Place/supportedInstants``), which the
        /// calendar arithmetic covers; an event stamped 1e300 s after 1970 once trapped there.
        case instantOutOfRange
    }

    /// The state.
    public var state: State
    /// Why.
    public var basis: Basis
    /// The instant evaluated.
    public var evaluatedAt: Date
    /// The next opening (when closed) or closing (when open); nil when unknown, for an
    /// always-open place, or when nothing changes within the next two weeks.
    public var nextChange: OpeningChange?
    /// Whether the place is open from the start to the end of the evaluated instant's local day
    /// (always open, open 24 hours that day, or open across the whole day from the day before).
    public var isOpenAllDay: Bool

    /// Creates a status.
    public init(
        state: State, basis: Basis, evaluatedAt: Date, nextChange: OpeningChange? = nil,
        isOpenAllDay: Bool = false
    ) {
        self.state = state
        self.basis = basis
        self.evaluatedAt = evaluatedAt
        self.nextChange = nextChange
        self.isOpenAllDay = isOpenAllDay
    }

    /// Whether the next change happens within `interval` seconds of the evaluated instant
    /// (e.g. `changes(within: 24 * 3600)`).
    public func changes(within interval: TimeInterval) -> Bool {
        guard let nextChange else { return false }
        return nextChange.date.timeIntervalSince(evaluatedAt) <= interval
    }
}

/// A coming opening or closing, as an instant and as local date and time at the place.
public struct OpeningChange: Sendable, Hashable {
    /// Opening or closing.
    public enum Kind: String, Sendable, Hashable {
        /// The place opens.
        case opens
        /// The place closes.
        case closes
    }

    /// Which change.
    public var kind: Kind
    /// When, as an instant (computed with the place's given UTC offset).
    public var date: Date
    /// When, on the place's local calendar.
    public var local: LocalDateTime

    /// Creates a change.
    public init(kind: Kind, date: Date, local: LocalDateTime) {
        self.kind = kind
        self.date = date
        self.local = local
    }
}
