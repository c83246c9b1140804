import Foundation
import Testing

@testable import CivilCalendar

/// The one ISO 8601 reader: what event feeds, gpsd and `place status --at` accept, and that it
/// reads instants as Foundation's formatter does.
@Suite struct ISO8601InstantTests {
    static let agreeing = [
        "2026-11-30T10:00:00Z", "2026-03-14T09:00:01Z", "2026-12-02T17:30:00-03:00",
        "2026-12-02T17:30:00+05:30", "1970-01-01T00:00:00Z", "2000-02-29T23:59:59Z",
        "2026-12-02T12:00:00.250Z", "1969-12-31T23:59:59Z", "9999-12-31T23:59:59+14:00",
    ]

    @Test(arguments: agreeing)
    func readsAsFoundationDoes(text: String) throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions =
            text.contains(".")
            ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        let expected = try #require(formatter.date(from: text)).timeIntervalSince1970
        let read = try #require(ISO8601Instant.secondsSince1970(text))
        #expect(abs(read - expected) < 0.0005)
    }

    @Test func offsetsAreKeptAndFractionsRead() throws {
        let reading = try ISO8601Instant.read("2026-12-02T17:30:00.125-03:00").get()
        #expect(reading.offsetSeconds == -3 * 3600)
        #expect(reading.secondsSince1970 == 1_796_243_400.125)  // 2026-12-02T20:30:00.125Z
        #expect(try ISO8601Instant.read("2024-03-09T12:35:19Z").get().offsetSeconds == 0)
    }

    @Test(arguments: [
        ("2024-03-09 12:35:19Z", ISO8601Instant.Problem.malformed),
        ("2024-03-09T12:35:19", .malformed),
        ("2024-03-09T12:35:19Zjunk", .malformed),
        ("2024-03-09T12:35:19+0100", .malformed),
        ("", .malformed),
        ("2024-03-09T12:35:19.Z", .emptyFraction),
        ("2024-02-30T12:35:19Z", .nonexistent),
        ("2024-03-09T24:00:00Z", .nonexistent),
        ("2024-03-09T12:35:19+24:00", .nonexistent),
    ])
    func refusesWhatIsNoInstant(text: String, problem: ISO8601Instant.Problem) {
        #expect(ISO8601Instant.read(text) == .failure(problem))
        #expect(ISO8601Instant.secondsSince1970(text) == nil)
    }

    /// The writer writes what Foundation's formatter writes (whole seconds, `Z` or `±HH:MM`), and
    /// the reader reads it back, over instants from 1900 to 2200 at offsets from -12 to +14 hours.
    @Test func writtenInstantsAreFoundationsTextAndReadBack() throws {
        var state: UInt64 = 2026
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
        for _ in 0..<2000 {
            let seconds = -2_208_988_800 + Double(next() % 9_467_280_000_000) / 1000
            let offset = (Int(next() % 105) - 48) * 15
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(secondsFromGMT: offset * 60)
            let text = try #require(ISO8601Instant.text(secondsSince1970: seconds, offsetMinutes: offset))
            #expect(
                text == formatter.string(from: Date(timeIntervalSince1970: seconds)), "\(seconds) \(offset)")
            let reading = try ISO8601Instant.read(text).get()
            #expect(reading.secondsSince1970 == seconds.rounded(.down))
            #expect(reading.offsetSeconds == offset * 60)
        }
    }

    @Test func aMinuteIsWrittenWithoutSecondsAndTheEdgesOfTheCalendarAreKept() {
        #expect(
            ISO8601Instant.text(
                year: 2026, month: 11, day: 30, hour: 9, minute: 5, second: nil, offsetMinutes: -180)
                == "2026-11-30T09:05-03:00")
        #expect(ISO8601Instant.text(secondsSince1970: 0) == "1970-01-01T00:00:00Z")
        #expect(ISO8601Instant.text(secondsSince1970: -0.5) == "1969-12-31T23:59:59Z")
        #expect(ISO8601Instant.text(secondsSince1970: -62_135_596_800) == "0001-01-01T00:00:00Z")
        #expect(
            ISO8601Instant.text(secondsSince1970: 253_402_300_799, offsetMinutes: 0) == "9999-12-31T23:59:59Z"
        )
        #expect(ISO8601Instant.text(secondsSince1970: 253_402_300_800) == nil)
        #expect(ISO8601Instant.text(secondsSince1970: .nan) == nil)
        #expect(ISO8601Instant.text(secondsSince1970: .infinity) == nil)
    }
}

/// The message-literal profile (`:datetime`, `:date` and `:time` operands): every form a message
/// may write, read as Foundation's Gregorian calendar at UTC reads its fields, and what it
/// refuses.
@Suite struct ISO8601MessageLiteralTests {
    /// Seconds since 1970 of the fields, by Foundation's calendar at UTC (the reference).
    static func foundationSeconds(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int
    )
        throws -> Double
    {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let components = DateComponents(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return try #require(calendar.date(from: components)).timeIntervalSince1970
    }

    @Test func everyFormReadsAsTheCalendarDoes() throws {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        for _ in 0..<1500 {
            let (year, month, day) = (1600 + next(800), 1 + next(12), 1 + next(28))
            let (hour, minute, second) = (next(24), next(60), next(60))
            let date = "\(year)-\(two(month))-\(two(day))"
            let expectedDay = try Self.foundationSeconds(year, month, day, 0, 0, 0)
            #expect(ISO8601Instant.secondsSince1970(date, profile: .messageLiteral) == expectedDay, "\(date)")
            let separator = next(2) == 0 ? "T" : " "
            let toMinute = "\(date)\(separator)\(two(hour)):\(two(minute))"
            let toSecond = "\(toMinute):\(two(second))"
            let minuteSeconds = try Self.foundationSeconds(year, month, day, hour, minute, 0)
            let secondSeconds = try Self.foundationSeconds(year, month, day, hour, minute, second)
            #expect(ISO8601Instant.secondsSince1970(toMinute, profile: .messageLiteral) == minuteSeconds)
            #expect(ISO8601Instant.secondsSince1970(toSecond, profile: .messageLiteral) == secondSeconds)
            #expect(
                ISO8601Instant.secondsSince1970(toSecond + "Z", profile: .messageLiteral) == secondSeconds)
            #expect(
                ISO8601Instant.secondsSince1970(toSecond + ".5-02:30", profile: .messageLiteral)
                    == secondSeconds + 0.5 + 9000)
        }
    }

    @Test(arguments: [
        "2006-01-02T", "2006-01-02T15", "2006-01-02T15:04:", "2006-01-02x", "2006-1-02",
        "2006-01-02T15:04junk",
        "2006-02-30", "2006-01-02T24:00", "2006-01-02T15:04:06.", "2006-01-02T15:04:06+0100", "",
    ])
    func refusesWhatIsNoLiteral(text: String) {
        #expect(ISO8601Instant.secondsSince1970(text, profile: .messageLiteral) == nil)
    }
}
