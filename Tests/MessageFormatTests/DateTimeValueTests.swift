import Foundation
import MessageFormat
import Testing

/// A date-time value's literal reading and its text, through the one ISO 8601 reader and writer:
/// the same as Foundation's formatter writes, and what a message's operand may be.
@Suite struct DateTimeValueTests {
    @Test func itsTextIsFoundationsISO8601Text() {
        let formatter = ISO8601DateFormatter()
        for seconds in [0.0, -1, 1_136_214_246, 1_136_214_246.9, -2_208_988_800.5, 253_402_300_799] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(
                DateTimeValue(date, locale: "en").stringValue == formatter.string(from: date), "\(seconds)")
        }
        // A year the format's four digits cannot write has no text.
        #expect(DateTimeValue(Date(timeIntervalSince1970: 253_402_300_800), locale: "en").stringValue == nil)
    }

    @Test func literalsReadAtUTC() {
        #expect(DateTimeValue.parseISO("2006-01-02")?.timeIntervalSince1970 == 1_136_160_000)
        #expect(DateTimeValue.parseISO("2006-01-02T15:04:06")?.timeIntervalSince1970 == 1_136_214_246)
        #expect(DateTimeValue.parseISO("2006-01-02 15:04")?.timeIntervalSince1970 == 1_136_214_240)
        #expect(DateTimeValue.parseISO("2006-01-02T15:04:06+01:00")?.timeIntervalSince1970 == 1_136_210_646)
        #expect(DateTimeValue.parseISO("2006-02-30") == nil)
        #expect(DateTimeValue.parseISO("horse") == nil)
    }
}
