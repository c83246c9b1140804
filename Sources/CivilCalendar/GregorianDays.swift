/// Proleptic Gregorian calendar arithmetic on day numbers (days since 1970-01-01), without
/// Foundation's calendars or time zones. Receivers' dates (Location) and opening-hours dates
/// (Places) both need it; it lives here once so the two cannot disagree.
package enum GregorianDays {
    /// Seconds in a day.
    package static let secondsPerDay = 86_400.0

    /// Days from 1970-01-01 to the given date (negative before), by Howard Hinnant's
    /// `days_from_civil`.
    package static func dayNumber(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `dayNumber` days after 1970-01-01, by `civil_from_days`.
    package static func date(fromDayNumber dayNumber: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = dayNumber + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The day number and the second of that day of a count of `seconds` since 1970-01-01T00:00
    /// (UTC or local alike), floored: a moment before 1970 falls on its own day, not the next.
    package static func day(ofSeconds seconds: Int) -> (dayNumber: Int, secondOfDay: Int) {
        let (days, rest) = seconds.quotientAndRemainder(dividingBy: 86_400)
        return rest < 0 ? (days - 1, rest + 86_400) : (days, rest)
    }

    /// Whether the date exists (February 30th does not).
    package static func isValid(year: Int, month: Int, day: Int) -> Bool {
        guard (1...12).contains(month), day >= 1 else { return false }
        return day <= daysIn(month: month, year: year)
    }

    /// The number of days in a month of a year.
    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Day of the week, 0 = Sunday ... 6 = Saturday (1970-01-01 was a Thursday).
    package static func weekday(ofDayNumber number: Int) -> Int {
        ((number % 7) + 7 + 4) % 7
    }
}
