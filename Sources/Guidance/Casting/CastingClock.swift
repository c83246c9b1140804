import CivilCalendar

/// Turns the time to go into the arrival clock time screens show. The program, not the screen,
/// knows the time zone the driver lives in, so it works the clock time out once for every
/// screen; the pure core reads no system clock or zone database, so the caller says how far the
/// local zone is from UTC at an instant (`TimeZone.current` in the command-line tool).
///
/// Only event times that are Unix times (after 2001, as a live navigator stamps them) give a
/// clock time; a recording timed from its own start has no instant to add the time to go to.
public struct CastingClock: Sendable {
    /// Seconds east of UTC of the local zone at a Unix time.
    public var utcOffsetSeconds: @Sendable (Double) -> Int

    /// A clock in a zone whose offset may change (daylight saving time).
    public init(utcOffsetSeconds: @escaping @Sendable (Double) -> Int) {
        self.utcOffsetSeconds = utcOffsetSeconds
    }

    /// A clock at a fixed offset from UTC.
    public init(fixedOffsetSeconds: Int) {
        self.utcOffsetSeconds = { _ in fixedOffsetSeconds }
    }

    /// The local time, to the minute, reached `seconds` after the event time `now`; nil when
    /// `now` is not a Unix time or either figure is out of range.
    func arrival(now: Double?, seconds: Double) -> LocalMinute? {
        guard let now, EventInstant.isInstant(now), now < 1e11, seconds.isFinite,
            seconds >= 0, seconds < 3.6e8
        else { return nil }
        let instant = ((now + seconds) / 60).rounded() * 60
        let offset = utcOffsetSeconds(instant)
        guard abs(offset) <= 18 * 3600 else { return nil }
        return LocalMinute(unixMinute: Int(instant / 60), offsetMinutes: offset / 60)
    }
}

/// A local wall-clock minute with its offset from UTC.
struct LocalMinute: Sendable, Hashable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var offsetMinutes: Int

    init(unixMinute: Int, offsetMinutes: Int) {
        let (days, ofDay) = GregorianDays.day(ofSeconds: (unixMinute + offsetMinutes) * 60)
        (year, month, day) = GregorianDays.date(fromDayNumber: days)
        hour = ofDay / 3600
        minute = ofDay / 60 % 60
        self.offsetMinutes = offsetMinutes
    }

    /// `2026-11-30T10:12-03:00` (`Z` at UTC).
    var iso8601: String {
        ISO8601Instant.text(
            year: year, month: month, day: day, hour: hour, minute: minute, second: nil,
            offsetMinutes: offsetMinutes)
    }
}
