import CivilCalendar

/// Reads the typed fields of one NMEA sentence, with a reason naming the field for every
/// malformed or out-of-range value. Empty fields are absent values (nil), as NMEA intends.
struct NMEAFieldReader {
    let sentence: NMEASentence

    /// Wraps a sentence that must have at least `minimumCount` data fields.
    init(_ sentence: NMEASentence, minimumCount: Int) throws(InputProblem) {
        guard sentence.fields.count >= minimumCount else {
            throw InputProblem(
                "\(sentence.type) has \(sentence.fields.count) fields, at least \(minimumCount) expected")
        }
        self.sentence = sentence
    }

    /// The raw text of field `index`, empty when the sentence is shorter.
    func text(_ index: Int) -> Substring {
        index < sentence.fields.count ? sentence.fields[index] : ""
    }

    /// A plain decimal (`[-]digits[.digits]`), nil when empty. Exponents, `inf` and `nan` are
    /// not NMEA and are rejected.
    func decimal(_ index: Int, _ name: String) throws(InputProblem) -> Double? {
        let field = text(index)
        guard !field.isEmpty else { return nil }
        guard let value = Self.plainDecimal(field) else {
            throw InputProblem("\(name) '\(field)' is not a number")
        }
        return value
    }

    /// A non-negative decimal no larger than `limit`.
    func decimal(_ index: Int, _ name: String, atMost limit: Double) throws(InputProblem) -> Double? {
        guard let value = try decimal(index, name) else { return nil }
        guard value >= 0, value <= limit else {
            throw InputProblem("\(name) \(text(index)) is outside 0...\(Int(limit))")
        }
        return value
    }

    /// `hhmmss[.ss]` as seconds since midnight UTC; a leap second (60) is accepted.
    func timeOfDay(_ index: Int) throws(InputProblem) -> Double? {
        let field = text(index)
        guard !field.isEmpty else { return nil }
        let whole = field.prefix { $0 != "." }
        guard whole.count == 6, let value = Self.plainDecimal(field), value >= 0,
            let hours = Int(whole.prefix(2)), let minutes = Int(whole.dropFirst(2).prefix(2))
        else {
            throw InputProblem("time '\(field)' is not hhmmss.ss")
        }
        let seconds = value - Double(hours * 10_000 + minutes * 100)
        guard hours <= 23, minutes <= 59, seconds < 61 else {
            throw InputProblem("time '\(field)' is not a time of day")
        }
        return Double(hours * 3600 + minutes * 60) + seconds
    }

    /// `ddmmyy` as days since 1970-01-01; two-digit years 80–99 are 1980–1999, 00–79 are
    /// 2000–2079 (GPS began in 1980).
    func date(_ index: Int) throws(InputProblem) -> Int? {
        let field = text(index)
        guard !field.isEmpty else { return nil }
        guard field.count == 6, field.allSatisfy(\.isASCIIDigitCharacter),
            let day = Int(field.prefix(2)), let month = Int(field.dropFirst(2).prefix(2)),
            let shortYear = Int(field.suffix(2))
        else {
            throw InputProblem("date '\(field)' is not ddmmyy")
        }
        let year = shortYear >= 80 ? 1900 + shortYear : 2000 + shortYear
        guard GregorianDays.isValid(year: year, month: month, day: day) else {
            throw InputProblem("date '\(field)' does not exist")
        }
        return GregorianDays.dayNumber(year: year, month: month, day: day)
    }

    /// A latitude `ddmm.mmmm` at `index` with its hemisphere (`N`/`S`) at `index + 1`.
    func latitude(_ index: Int) throws(InputProblem) -> Double? {
        try angle(index, name: "latitude", limit: 90, positive: "N", negative: "S")
    }

    /// A longitude `dddmm.mmmm` at `index` with its hemisphere (`E`/`W`) at `index + 1`.
    func longitude(_ index: Int) throws(InputProblem) -> Double? {
        try angle(index, name: "longitude", limit: 180, positive: "E", negative: "W")
    }

    private func angle(
        _ index: Int, name: String, limit: Double, positive: Substring, negative: Substring
    ) throws(InputProblem) -> Double? {
        let field = text(index)
        let hemisphere = text(index + 1)
        if field.isEmpty && hemisphere.isEmpty { return nil }
        guard hemisphere == positive || hemisphere == negative else {
            throw InputProblem("\(name) hemisphere '\(hemisphere)' is not \(positive) or \(negative)")
        }
        let whole = field.prefix { $0 != "." }
        guard whole.count >= 3, whole.allSatisfy(\.isASCIIDigitCharacter),
            let value = Self.plainDecimal(field), let degrees = Double(whole.dropLast(2))
        else {
            throw InputProblem("\(name) '\(field)' is not degrees and minutes (ddmm.mmmm)")
        }
        let minutes = value - degrees * 100
        let result = degrees + minutes / 60
        guard minutes < 60, result <= limit else {
            throw InputProblem("\(name) '\(field)' is outside ±\(Int(limit))° or has 60 minutes or more")
        }
        return hemisphere == negative ? -result : result
    }

    /// Parses `[+-]digits[.digits]` or `[+-].digits`; nil for anything else.
    static func plainDecimal(_ text: Substring) -> Double? {
        var digits = text
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let hasDigits = parts.contains { !$0.isEmpty }
        guard hasDigits, parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigitCharacter) }) else { return nil }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }
}

extension Character {
    /// Whether this is one of `0`…`9` (not any Unicode digit).
    fileprivate var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
