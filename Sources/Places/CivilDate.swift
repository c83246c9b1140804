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
        guard (1...12).contains(month), (1...Self.length(ofMonth: month, year: year)).contains(day) else {
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
        Self.weekday(ofDayNumber: dayNumber)
    }

    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01.
    public init(dayNumber: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Orders by calendar.
    public static func < (lhs: CivilDate, rhs: CivilDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// 0 = Sunday for a day number (1970-01-01 was a Thursday).
    static func weekday(ofDayNumber number: Int) -> Int {
        ((number % 7) + 7 + 4) % 7
    }

    private static func length(ofMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
