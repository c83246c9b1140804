import MessageFormat

/// Decimal number text for distances: the JSON-literal form used for plural rules and the
/// locale form (decimal comma, grouping separator) that is shown and spoken.
package enum NumberText {
    /// `value` with exactly `fractionDigits` digits after a `.` (0 to 15), no grouping. Values
    /// of 10^15 units of the last digit or more are written as whole numbers, digit for digit
    /// (`1e300` is a 1 and 300 zeros): they pass through `DecimalNumber`, never through an
    /// integer type they could overflow. Infinities and NaN are written as `0`.
    public static func literal(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "0" }
        let fractionDigits = min(max(fractionDigits, 0), 15)
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        guard scaled < 1e15 else { return generalLiteral(value, fractionDigits: fractionDigits) }
        // The digits written straight into the string's bytes, from the last: no intermediate
        // strings. `NumberTextTests` keeps this equal to ``generalLiteral(_:fractionDigits:)``.
        let negative = value < 0 && scaled > 0
        let whole = UInt64(scaled)
        var integerPart = whole
        for _ in 0..<fractionDigits { integerPart /= 10 }
        var integerDigits = 1
        while integerPart >= 10 {
            integerPart /= 10
            integerDigits += 1
        }
        let length = (negative ? 1 : 0) + integerDigits + (fractionDigits > 0 ? fractionDigits + 1 : 0)
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = length
            var rest = whole
            for _ in 0..<fractionDigits {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            if fractionDigits > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            repeat {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if negative { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }

    /// ``literal(_:fractionDigits:)`` through integer and string arithmetic: the reference.
    package static func generalLiteral(_ value: Double, fractionDigits: Int) -> String {
        guard value.isFinite else { return "0" }
        let fractionDigits = min(max(fractionDigits, 0), 15)
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard scaled < 1e15 else {
            return sign + (DecimalNumber(abs(value).rounded(.towardZero))?.description ?? "0")
        }
        let whole = Int64(scaled)
        let divisor = Int64(scale)
        let integer = String(whole / divisor)
        guard fractionDigits > 0 else { return sign + integer }
        var fraction = String(whole % divisor)
        fraction = String(repeating: "0", count: fractionDigits - fraction.count) + fraction
        return "\(sign)\(integer).\(fraction)"
    }

    /// A number literal (`-1234.5`) written with a locale's symbols (`-1.234,5`); `grouping:
    /// false` leaves the integer digits ungrouped (`-1234,5`), as speech wants them.
    public static func localized(_ literal: String, symbols: DecimalSymbols, grouping: Bool = true) -> String
    {
        // The usual literal (a distance's amount: ASCII digits and at most one `.`, no sign,
        // too short to group) needs only its decimal point replaced; the general path below
        // splits and regroups. `NumberTextTests` keeps the two equal.
        let bytes = literal.utf8
        var integerDigits = 0
        var dot: String.Index?
        var plain = bytes.first != UInt8(ascii: "-")
        if plain {
            for index in bytes.indices {
                let byte = bytes[index]
                if byte == UInt8(ascii: "."), dot == nil {
                    dot = index
                } else if byte >= 0x80 || byte == UInt8(ascii: ".") {
                    plain = false
                    break
                } else if dot == nil {
                    integerDigits += 1
                }
            }
        }
        if plain, !grouping || integerDigits < 3 + symbols.minimumGroupingDigits {
            guard let dot else { return literal }
            return replacingPoint(literal, at: dot, with: symbols.decimal)
        }
        var symbols = symbols
        if !grouping { symbols.group = "" }
        return generalLocalized(literal, symbols: symbols)
    }

    /// `literal` with the `.` at `dot` replaced by `decimal`, written straight into the new
    /// string's bytes (no strings for the two sides).
    private static func replacingPoint(_ literal: String, at dot: String.Index, with decimal: String)
        -> String
    {
        let bytes = literal.utf8
        let length = bytes.count - 1 + decimal.utf8.count
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = 0
            for byte in bytes[..<dot] {
                buffer[position] = byte
                position += 1
            }
            for byte in decimal.utf8 {
                buffer[position] = byte
                position += 1
            }
            for byte in bytes[bytes.index(after: dot)...] {
                buffer[position] = byte
                position += 1
            }
            return position
        }
    }

    /// ``localized(_:symbols:grouping:)`` by splitting and regrouping, for any literal.
    package static func generalLocalized(_ literal: String, symbols: DecimalSymbols) -> String {
        var text = Substring(literal)
        var sign = ""
        if text.hasPrefix("-") {
            sign = symbols.minus
            text = text.dropFirst()
        }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = String(parts[0])
        var grouped = integer
        if integer.count >= 3 + symbols.minimumGroupingDigits {
            var groups: [Substring] = []
            var end = integer.endIndex
            while end > integer.startIndex {
                let start =
                    integer.index(end, offsetBy: -3, limitedBy: integer.startIndex) ?? integer.startIndex
                groups.insert(integer[start..<end], at: 0)
                end = start
            }
            grouped = groups.joined(separator: symbols.group)
        }
        if parts.count > 1 {
            return sign + grouped + symbols.decimal + parts[1]
        }
        return sign + grouped
    }
}

/// How a locale writes numbers: the separators and when grouping starts (CLDR facts).
public struct DecimalSymbols: Sendable, Hashable {
    /// The decimal separator (`,` in pt, `.` in en).
    public var decimal: String
    /// The grouping separator (`.` pt-BR, U+00A0 pt-PT, `,` en).
    public var group: String
    /// The minus sign.
    public var minus: String
    /// CLDR minimumGroupingDigits: 2 means 1234 stays ungrouped but 12 345 is grouped.
    public var minimumGroupingDigits: Int

    /// Creates symbols.
    public init(decimal: String, group: String, minus: String = "-", minimumGroupingDigits: Int = 1) {
        self.decimal = decimal
        self.group = group
        self.minus = minus
        self.minimumGroupingDigits = minimumGroupingDigits
    }
}
