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
}
