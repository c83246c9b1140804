import CivilCalendar

/// A wall-clock time at the place (hour and minute), the unit prompts speak ("closes at 18:00").
public struct LocalTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// 0...23.
    public let hour: Int
    /// 0...59.
    public let minute: Int

    /// Creates a time; `hour` 24 with minute 0 (a period ending at midnight) becomes 00:00.
    public init(hour: Int, minute: Int) {
        self.hour = hour % 24
        self.minute = minute
    }

    /// `HH:MM`.
    public var description: String {
        (hour < 10 ? "0\(hour)" : "\(hour)") + ":" + (minute < 10 ? "0\(minute)" : "\(minute)")
    }

    /// Orders within a day.
    public static func < (lhs: LocalTime, rhs: LocalTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }
}

/// A moment on the place's local calendar: date, weekday and time at its UTC offset.
public struct LocalDateTime: Sendable, Hashable, CustomStringConvertible {
    /// The local date.
    public let date: CivilDate
    /// The local time.
    public let time: LocalTime

    /// Creates a local moment.
    public init(date: CivilDate, time: LocalTime) {
        self.date = date
        self.time = time
    }

    /// 0 = Sunday ... 6 = Saturday.
    public var weekday: Int { date.weekday }

    /// `YYYY-MM-DDTHH:MM`.
    public var description: String { "\(date)T\(time)" }

    /// The local moment `seconds` after 1970-01-01T00:00 local.
    init(localSeconds seconds: Int64) {
        let (dayNumber, secondOfDay) = GregorianDays.day(ofSeconds: Int(seconds))
        date = CivilDate(dayNumber: dayNumber)
        time = LocalTime(hour: secondOfDay / 3600, minute: secondOfDay % 3600 / 60)
    }
}
