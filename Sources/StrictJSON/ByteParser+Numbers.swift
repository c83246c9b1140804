extension ByteParser {
    /// A number in JSON's grammar (optional minus, no leading zeros, optional fraction and
    /// exponent), which must fit a finite `Double`.
    mutating func parseNumber() throws(JSONSyntaxError) -> Double {
        let start = index
        let number: JSONLexing.Number
        do {
            number = try JSONLexing.number(bytes, at: start)
        } catch {
            index = error.position
            switch error.kind {
            case .missingFractionDigit: throw failure("expected a digit after the decimal point")
            case .missingExponentDigit: throw failure("expected a digit in the exponent")
            default: throw failure("invalid number")
            }
        }
        index = number.end
        guard number.value.isFinite else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            let shown = text.count > 24 ? text.prefix(20) + "..." : Substring(text)
            throw failure("number \(shown) is out of range", at: start)
        }
        return number.value
    }
}
