import Foundation

/// The one fact about a destination's opening hours worth mentioning on arrival. Facts only:
/// templates turn them into words.
public enum PlaceStatusNote: Sendable, Hashable {
    /// Nothing worth saying (open normally, or not knowable).
    case none
    /// Open from the start to the end of the arrival's local day.
    case openAllDay
    /// Open on arrival but closing within ``StatusNoteRules/closingSoonWindow``.
    case closesSoon(at: LocalTime)
    /// Closed on arrival; opens next at this local time on this day.
    case closed(opensAt: LocalTime, day: RelativeDay)
    /// The business is closed for now.
    case closedTemporarily
    /// The business is closed for good.
    case closedPermanently
}

/// The day of a coming opening, relative to the arrival's local date.
public enum RelativeDay: Sendable, Hashable {
    /// The arrival's local date.
    case today
    /// The next local date.
    case tomorrow
    /// A later date, by weekday (0 = Sunday ... 6 = Saturday).
    case weekday(Int)
}

/// The thresholds that choose a ``PlaceStatusNote``.
public struct StatusNoteRules: Sendable, Hashable {
    /// A place open on arrival that closes within this many seconds "closes soon".
    public var closingSoonWindow: TimeInterval

    /// Creates rules.
    public init(closingSoonWindow: TimeInterval) {
        self.closingSoonWindow = closingSoonWindow
    }

    /// Closing soon means within 60 minutes of arrival.
    public static let standard = StatusNoteRules(closingSoonWindow: 60 * 60)
}

extension Place {
    /// The note for arriving at `arrival`, decided in this order: closed permanently; closed
    /// temporarily; unknown → none; open and closing within the window → closes soon; open all
    /// day → open all day; otherwise open → none; closed with a next opening → closed (today,
    /// tomorrow or a weekday); closed with no opening in the next two weeks → none.
    public func statusNote(arrivingAt arrival: Date, rules: StatusNoteRules = .standard) -> PlaceStatusNote {
        let status = isOpen(at: arrival)
        switch (status.state, status.basis) {
        case (_, .closedPermanently): return .closedPermanently
        case (_, .closedTemporarily): return .closedTemporarily
        case (.unknown, _): return .none
        case (.open, _):
            if status.changes(within: rules.closingSoonWindow), let close = status.nextChange {
                return .closesSoon(at: close.local.time)
            }
            return status.isOpenAllDay ? .openAllDay : .none
        case (.closed, _):
            guard let opening = status.nextChange, let offset = utcOffsetMinutes else { return .none }
            let arrivalDay = LocalDateTime(
                localSeconds: Int64(arrival.timeIntervalSince1970.rounded(.down)) + Int64(offset) * 60
            ).date
            let days = opening.local.date.dayNumber - arrivalDay.dayNumber
            let day: RelativeDay =
                switch days {
                case ...0: .today
                case 1: .tomorrow
                default: .weekday(opening.local.weekday)
                }
            return .closed(opensAt: opening.local.time, day: day)
        }
    }
}
