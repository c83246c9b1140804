import Foundation
import Testing

@testable import CivilCalendar

/// The day arithmetic that receivers' dates and opening hours share, held to dates worked out by
/// hand and to Foundation's Gregorian calendar over four centuries.
struct GregorianDaysTests {
    @Test("Dates worked out by hand have their day numbers")
    func knownDates() {
        #expect(GregorianDays.dayNumber(year: 1970, month: 1, day: 1) == 0)
        #expect(GregorianDays.dayNumber(year: 1969, month: 12, day: 31) == -1)
        // 30 years of 365 days, 7 of them leap, then January and a leap February.
        #expect(GregorianDays.dayNumber(year: 2000, month: 3, day: 1) == 30 * 365 + 7 + 31 + 29)
        #expect(GregorianDays.weekday(ofDayNumber: 0) == 4)  // a Thursday
        #expect(GregorianDays.weekday(ofDayNumber: -1) == 3)
        #expect(
            GregorianDays.weekday(ofDayNumber: GregorianDays.dayNumber(year: 2026, month: 12, day: 2)) == 3)
    }

    @Test("Leap days exist only in leap years, and months have their lengths")
    func validity() {
        #expect(GregorianDays.isValid(year: 2024, month: 2, day: 29))
        #expect(GregorianDays.isValid(year: 2000, month: 2, day: 29))
        #expect(!GregorianDays.isValid(year: 2023, month: 2, day: 29))
        #expect(!GregorianDays.isValid(year: 1900, month: 2, day: 29))
        #expect(!GregorianDays.isValid(year: 2026, month: 4, day: 31))
        #expect(!GregorianDays.isValid(year: 2026, month: 13, day: 1))
        #expect(!GregorianDays.isValid(year: 2026, month: 1, day: 0))
        #expect(GregorianDays.daysIn(month: 12, year: 2026) == 31)
    }

    @Test("Day numbers agree with Foundation's Gregorian calendar from 1600 to 2400, both ways")
    func agreesWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(secondsFromGMT: 0))
        let first = GregorianDays.dayNumber(year: 1600, month: 3, day: 1)
        let last = GregorianDays.dayNumber(year: 2400, month: 2, day: 29)
        var mismatches: [Int] = []
        for number in stride(from: first, through: last, by: 13) {
            let date = Date(timeIntervalSince1970: Double(number) * GregorianDays.secondsPerDay)
            let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
            let ours = GregorianDays.date(fromDayNumber: number)
            let same =
                parts.year == ours.year && parts.month == ours.month && parts.day == ours.day
                && parts.weekday.map { $0 - 1 } == GregorianDays.weekday(ofDayNumber: number)
                && GregorianDays.dayNumber(year: ours.year, month: ours.month, day: ours.day) == number
            if !same { mismatches.append(number) }
        }
        #expect(mismatches.isEmpty, "day numbers that disagree: \(mismatches.prefix(10))")
    }

    @Test("A moment's day and second of the day are floored, before 1970 as after")
    func momentsFallOnTheirOwnDay() {
        #expect(GregorianDays.day(ofSeconds: 0) == (0, 0))
        #expect(GregorianDays.day(ofSeconds: 86_399) == (0, 86_399))
        #expect(GregorianDays.day(ofSeconds: 86_400) == (1, 0))
        #expect(GregorianDays.day(ofSeconds: -1) == (-1, 86_399))
        #expect(GregorianDays.day(ofSeconds: -86_400) == (-1, 0))
        #expect(GregorianDays.day(ofSeconds: -86_401) == (-2, 86_399))
        for seconds in stride(from: -400_000, through: 400_000, by: 7_919) {
            let (day, second) = GregorianDays.day(ofSeconds: seconds)
            #expect(day * 86_400 + second == seconds && (0..<86_400).contains(second))
        }
    }
}
