import CivilCalendar

/// A calendar date without time or zone, as the Places API writes `{year, month, day}`; also the
/// local date of an instant at a place's offset.
public struct CivilDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...31 (checked against the month).
    public let day: Int

    /// Creates a date; nil when the day does not exist (e.g. 2026-02-30).
    public init?(year: Int, month: Int, day: Int) {
        guard GregorianDays.isValid(year: year, month: month, day: day) else {
            return nil
        }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `{year, month, day}`, rejecting impossible dates with the field path.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        let year = try reader.requiredInteger("year")
        let month = try reader.requiredInteger("month")
        let day = try reader.requiredInteger("day")
        guard (1...12).contains(month) else { throw reader.failure("month", "must be 1...12, got \(month)") }
        guard let date = CivilDate(year: year, month: month, day: day) else {
            throw reader.failure("day", "\(year)-\(month) has no day \(day)")
        }
        self = date
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        let month = month < 10 ? "0\(month)" : "\(month)"
        let day = day < 10 ? "0\(day)" : "\(day)"
        return "\(year)-\(month)-\(day)"
    }

    /// Day of the week, 0 = Sunday ... 6 = Saturday (the API's numbering).
    public var weekday: Int {
        GregorianDays.weekday(ofDayNumber: dayNumber)
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        GregorianDays.dayNumber(year: year, month: month, day: day)
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        (year, month, day) = GregorianDays.date(fromDayNumber: dayNumber)
    }

    /// Orders by calendar.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
