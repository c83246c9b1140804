import CivilCalendar

/// Reads the UTC timestamps gpsd writes (`2005-06-08T10:34:48.283Z`, the fraction optional)
/// through the one ISO 8601 reader, holding them to gpsd's own form: UTC only.
enum ISO8601Time {
    /// Parses `YYYY-MM-DDTHH:MM:SS[.fraction]Z`; a `+00:00` offset is accepted for `Z`.
    static func secondsSince1970(_ text: String) throws(InputProblem) -> Double {
        switch ISO8601Instant.read(text) {
        case .success(let reading) where reading.offsetSeconds == 0:
            return reading.secondsSince1970
        case .success:
            throw InputProblem("time '\(text)' is not in UTC (it must end in Z)")
        case .failure(.malformed):
            throw InputProblem("time '\(text)' is not YYYY-MM-DDTHH:MM:SS[.fff]Z")
        case .failure(.emptyFraction):
            throw InputProblem("time '\(text)' has an empty fraction")
        case .failure(.nonexistent):
            throw InputProblem("time '\(text)' is not a date and time that exists")
        }
    }
}
