import CivilCalendar

/// Reads the UTC timestamps gpsd writes (`2005-06-08T10:34:48.283Z`, the fraction optional) as
/// seconds since 1970, without Foundation's formatters (which are slow and locale-sensitive).
enum ISO8601Time {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction]Z`; a `+00:00` offset is accepted for `Z`.
    static func secondsSince1970(_ text: String) throws(InputProblem) -> Double {
        let bytes = Array(text.utf8)
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
            let day = number(8..<10), byte(10, is: "T"), let hour = number(11..<13), byte(13, is: ":"),
            let minute = number(14..<16), byte(16, is: ":"), let second = number(17..<19)
        else {
            throw InputProblem("time '\(text)' is not YYYY-MM-DDTHH:MM:SS[.fff]Z")
        }
        var index = 19
        var fraction = 0.0
        if byte(index, is: ".") {
            var scale = 0.1
            index += 1
            let start = index
            while let digit = number(index..<(index + 1)) {
                fraction += Double(digit) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { throw InputProblem("time '\(text)' has an empty fraction") }
        }
        let zone = String(decoding: bytes[min(index, bytes.count)...], as: UTF8.self)
        guard zone == "Z" || zone == "+00:00" else {
            throw InputProblem("time '\(text)' is not in UTC (it must end in Z)")
        }
        guard GregorianDays.isValid(year: year, month: month, day: day), hour <= 23, minute <= 59,
            second <= 60
        else {
            throw InputProblem("time '\(text)' is not a date and time that exists")
        }
        let days = GregorianDays.dayNumber(year: year, month: month, day: day)
        return Double(days) * GregorianDays.secondsPerDay + Double(hour * 3600 + minute * 60 + second)
            + fraction
    }
}
