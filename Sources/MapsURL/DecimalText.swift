/// Plain decimal text for numbers in URLs: shortest round-tripping digits, never an exponent,
/// no trailing `.0` (so `14.0` is written `14` and `1e-05` is written `0.00001`).
enum DecimalText {
    static func text(_ value: Double) -> String {
        if value == 0 { return "0" }
        let plain = expandExponent(value.description)
        return plain.hasSuffix(".0") ? String(plain.dropLast(2)) : plain
    }

    /// Whether `text` is a plain decimal number: optional sign, digits, optional fraction.
    static func isDecimal(_ text: Substring, allowSign: Bool) -> Bool {
        var body = text
        if allowSign, let first = body.first, first == "-" || first == "+" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first else { return false }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !(whole.isEmpty && fraction.isEmpty) else { return false }
        if parts.count == 2 && fraction.isEmpty { return false }
        return (whole + fraction).allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func expandExponent(_ text: String) -> String {
        guard let marker = text.firstIndex(where: { $0 == "e" || $0 == "E" }),
            let exponent = Int(text[text.index(after: marker)...])
        else { return text }
        var mantissa = text[..<marker]
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa = mantissa.dropFirst() }
        let pointOffset = mantissa.firstIndex(of: ".").map {
            mantissa.distance(from: mantissa.startIndex, to: $0)
        }
        var digits = mantissa.filter { $0 != "." }
        var point = (pointOffset ?? digits.count) + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        } else if point >= digits.count {
            digits += String(repeating: "0", count: point - digits.count)
        }
        let whole = digits.prefix(point)
        var fraction = digits.dropFirst(point)
        while fraction.last == "0" { fraction = fraction.dropLast() }
        let body = fraction.isEmpty ? String(whole) : "\(whole).\(fraction)"
        return (negative ? "-" : "") + body
    }
}
