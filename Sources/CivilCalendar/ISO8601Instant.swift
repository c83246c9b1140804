/// The one reader of ISO 8601 instants. Event feeds stamp events with it, gpsd stamps fixes with
/// it, and `place status --at` takes it, in the RFC 3339 profile
/// (`YYYY-MM-DDTHH:MM:SS[.fraction]` followed by `Z` or an offset `±HH:MM`); a message's
/// `:datetime`, `:date` and `:time` read their literal operands with it, in the looser form
/// messages write them (``Profile/messageLiteral``). All read alike, without Foundation's
/// formatters or calendars (slow, and locale-sensitive).
package enum ISO8601Instant {
    /// Why a text is not an instant.
    package enum Problem: Error, Sendable, Equatable {
        /// Not of the form `YYYY-MM-DDTHH:MM:SS[.fff](Z|±HH:MM)`.
        case malformed
        /// A `.` with no digit after it.
        case emptyFraction
        /// The fields are well formed but name no moment (February 30th, hour 25).
        case nonexistent
    }

    /// How much of an instant a text must give.
    package enum Profile: Sendable {
        /// RFC 3339: date, `T`, time to the second and zone, all of them.
        case rfc3339
        /// As a message writes an instant (`2006-01-02`, `2006-01-02T15:04:06`): the date alone or
        /// with a time after `T` or a space, the seconds and the zone optional; a text without a
        /// zone is read at UTC.
        case messageLiteral
    }

    /// An instant as written: seconds since 1970-01-01T00:00:00Z and the offset it was written in.
    package struct Reading: Sendable, Equatable {
        /// Seconds since 1970 (UTC), with the fraction.
        package var secondsSince1970: Double
        /// The offset from UTC the text gave, in seconds (0 for `Z` or no zone).
        package var offsetSeconds: Int
    }

    /// Reads `text` in `profile`, or says why it is not an instant.
    package static func read(_ text: String, profile: Profile = .rfc3339) -> Result<Reading, Problem> {
        let bytes = Array(text.utf8)
        let strict = profile == .rfc3339
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func byte(_ index: Int, is character: Unicode.Scalar) -> Bool {
            index < bytes.count && bytes[index] == UInt8(ascii: character)
        }
        guard let year = number(0..<4), byte(4, is: "-"), let month = number(5..<7), byte(7, is: "-"),
            let day = number(8..<10)
        else { return .failure(.malformed) }
        var (hour, minute, second) = (0, 0, 0)
        var index = 10
        var fraction = 0.0
        var offset = 0
        if strict || index < bytes.count {
            guard byte(10, is: "T") || (!strict && byte(10, is: " ")), let hours = number(11..<13),
                byte(13, is: ":"), let minutes = number(14..<16)
            else { return .failure(.malformed) }
            (hour, minute) = (hours, minutes)
            index = 16
            if byte(16, is: ":"), let seconds = number(17..<19) {
                second = seconds
                index = 19
            } else if strict {
                return .failure(.malformed)
            }
            if index == 19, byte(index, is: ".") {
                var scale = 0.1
                index += 1
                let start = index
                while let digit = number(index..<(index + 1)) {
                    fraction += Double(digit) * scale
                    scale /= 10
                    index += 1
                }
                guard index > start else { return .failure(.emptyFraction) }
            }
            if byte(index, is: "Z"), index + 1 == bytes.count {
                offset = 0
            } else if byte(index, is: "+") || byte(index, is: "-"), index + 6 == bytes.count,
                let hours = number((index + 1)..<(index + 3)), byte(index + 3, is: ":"),
                let minutes = number((index + 4)..<(index + 6))
            {
                guard hours <= 23, minutes <= 59 else { return .failure(.nonexistent) }
                offset = (byte(index, is: "-") ? -1 : 1) * (hours * 3600 + minutes * 60)
            } else if strict || index != bytes.count {
                return .failure(.malformed)
            }
        }
        guard GregorianDays.isValid(year: year, month: month, day: day), hour <= 23, minute <= 59,
            second <= 60
        else { return .failure(.nonexistent) }
        let days = GregorianDays.dayNumber(year: year, month: month, day: day)
        let local = Double(days) * GregorianDays.secondsPerDay + Double(hour * 3600 + minute * 60 + second)
        return .success(Reading(secondsSince1970: local - Double(offset) + fraction, offsetSeconds: offset))
    }

    /// Seconds since 1970 of `text` in `profile`, or nil when it is not an instant.
    package static func secondsSince1970(_ text: String, profile: Profile = .rfc3339) -> Double? {
        try? read(text, profile: profile).get().secondsSince1970
    }
}

extension ISO8601Instant {
    /// The one writer of instants, in the form ``read(_:)`` reads: `YYYY-MM-DDTHH:MM:SS` (or to
    /// the minute, with `second` nil) followed by `Z` at UTC or the offset `±HH:MM`. The fields
    /// are local to the offset.
    package static func text(
        year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int?, offsetMinutes: Int
    ) -> String {
        func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
        let paddedYear = year < 1000 ? String(repeating: "0", count: year < 10 ? 3 : year < 100 ? 2 : 1) : ""
        var text = "\(paddedYear)\(year)-\(two(month))-\(two(day))T\(two(hour)):\(two(minute))"
        if let second { text += ":\(two(second))" }
        if offsetMinutes == 0 { return text + "Z" }
        let sign = offsetMinutes < 0 ? "-" : "+"
        return text + "\(sign)\(two(abs(offsetMinutes) / 60)):\(two(abs(offsetMinutes) % 60))"
    }

    /// The instant `secondsSince1970` (whole seconds: a fraction is dropped) as written at
    /// `offsetMinutes` from UTC; nil for a time no calendar date holds (not finite, or beyond
    /// the years 0 to 9999).
    package static func text(secondsSince1970: Double, offsetMinutes: Int = 0) -> String? {
        let local = secondsSince1970.rounded(.down) + Double(offsetMinutes * 60)
        guard local.isFinite, local >= -62_167_219_200, local < 253_402_300_800 else { return nil }
        let (days, ofDay) = GregorianDays.day(ofSeconds: Int(local))
        let (year, month, day) = GregorianDays.date(fromDayNumber: days)
        return text(
            year: year, month: month, day: day, hour: ofDay / 3600, minute: ofDay / 60 % 60,
            second: ofDay % 60,
            offsetMinutes: offsetMinutes)
    }
}
