import CivilCalendar
import Foundation

extension Place {
    /// The instants whose opening state can be computed, in seconds since 1970: the years 1 to
    /// 9999, far inside the range of the 64-bit day and second arithmetic.
    public static let supportedInstants: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    /// Whether the place is open at `instant`, and its next opening or closing.
    ///
    /// Rules, in order: closed temporarily or permanently → closed (no next change); no opening
    /// hours (regular or current) or no UTC offset → unknown; hours without periods → unknown;
    /// otherwise the local time is `instant + utcOffsetMinutes` (the given offset is applied to
    /// every instant evaluated, even across a daylight-saving change) and the schedule decides,
    /// special days following their exceptional current hours.
    public func isOpen(at instant: Date) -> OpenStatus {
        switch effectiveBusinessStatus {
        case .closedPermanently:
            return OpenStatus(state: .closed, basis: .closedPermanently, evaluatedAt: instant)
        case .closedTemporarily:
            return OpenStatus(state: .closed, basis: .closedTemporarily, evaluatedAt: instant)
        case .operational, .unspecified:
            break
        }
        guard regularOpeningHours != nil || currentOpeningHours != nil else {
            return OpenStatus(state: .unknown, basis: .missingOpeningHours, evaluatedAt: instant)
        }
        guard let offsetMinutes = utcOffsetMinutes else {
            return OpenStatus(state: .unknown, basis: .missingUTCOffset, evaluatedAt: instant)
        }
        guard Self.supportedInstants.contains(instant.timeIntervalSince1970) else {
            return OpenStatus(state: .unknown, basis: .instantOutOfRange, evaluatedAt: instant)
        }
        let schedule = OpeningSchedule(regular: regularOpeningHours, current: currentOpeningHours)
        guard !schedule.isEmpty else {
            return OpenStatus(state: .unknown, basis: .noPeriods, evaluatedAt: instant)
        }
        let offset = Int64(offsetMinutes) * 60
        let local = Int64((instant.timeIntervalSince1970).rounded(.down)) + offset
        let day = GregorianDays.day(ofSeconds: Int(local)).dayNumber
        let basis: OpenStatus.Basis =
            schedule.isSpecial(CivilDate(dayNumber: day)) ? .specialDay : .regularHours
        let (stretches, windowEnd) = schedule.stretches(aroundDay: day)
        let change: (OpeningChange.Kind, Int64) -> OpeningChange? = { kind, seconds in
            // A stretch reaching the window's last day may continue past it: no known change.
            guard seconds < windowEnd - 86_400 else { return nil }
            let date = Date(timeIntervalSince1970: TimeInterval(seconds - offset))
            return OpeningChange(kind: kind, date: date, local: LocalDateTime(localSeconds: seconds))
        }
        if let open = stretches.first(where: { $0.contains(local) }) {
            let dayStart = Int64(day) * 86_400
            let allDay =
                open.lowerBound <= dayStart + OpeningSchedule.mergeTolerance
                && open.upperBound >= dayStart + 86_400 - OpeningSchedule.mergeTolerance
            return OpenStatus(
                state: .open, basis: basis, evaluatedAt: instant,
                nextChange: change(.closes, open.upperBound),
                isOpenAllDay: allDay)
        }
        let next = stretches.first { $0.lowerBound > local }
        return OpenStatus(
            state: .closed, basis: basis, evaluatedAt: instant,
            nextChange: next.flatMap { change(.opens, $0.lowerBound) })
    }
}
