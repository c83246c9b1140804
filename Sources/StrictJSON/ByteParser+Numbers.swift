extension ByteParser {
    /// A number in JSON's grammar (optional minus, no leading zeros, optional fraction and
    /// exponent), which must fit a finite `Double`.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure("invalid number") }
        index += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            index += 1
            guard skipDigits() > 0 else { throw failure("expected a digit after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            let shown = text.count > 24 ? text.prefix(20) + "..." : Substring(text)
            throw failure("number \(shown) is out of range", at: start)
        }
        return value
    }

    /// Skips a run of digits, returning how many there were.
    @discardableResult
    private mutating func skipDigits() -> Int {
        let start = index
        while index < bytes.count, Self.isDigit(bytes[index]) { index += 1 }
        return index - start
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
