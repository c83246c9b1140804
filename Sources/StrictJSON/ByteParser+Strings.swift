extension ByteParser {
    /// A string, from its opening quote (at the cursor) past its closing quote. Strings without
    /// escapes, nearly all of them, are decoded straight from the document's bytes.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = index
        index += 1
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                guard let text = String(validating: bytes[start..<index], as: UTF8.self) else {
                    throw failure("string is not valid UTF-8", at: quote)
                }
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        return try parseEscapedString(quote: quote, start: start)
    }

    /// The rest of a string that has escapes (or is broken), unescaped into `scratch`.
    private mutating func parseEscapedString(quote: Int, start: Int) throws(JSONSyntaxError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: bytes[start..<index])
        while true {
            guard let byte = current else { throw failure("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                guard let text = String(validating: scratch, as: UTF8.self) else {
                    throw failure("string is not valid UTF-8", at: quote)
                }
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                try appendEscape()
            case 0x00..<0x20:
                throw failure("control character in a string (use \\n or \\t)")
            default:
                scratch.append(byte)
                index += 1
            }
        }
    }

    /// One escape after its backslash, appended to `scratch` as UTF-8.
    private mutating func appendEscape() throws(JSONSyntaxError) {
        guard let byte = current else { throw failure("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape()
            UTF8.encode(scalar) { scratch.append($0) }
        case 0x21...0x7E:
            throw failure("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", at: index - 2)
        default:
            throw failure(
                "invalid escape: \(describeCharacter(at: index - 1)) after a backslash", at: index - 2)
        }
    }

    /// The scalar of a `\uXXXX` escape (its `\u` already read), or of a surrogate pair of them.
    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let first = try parseHex4()
        switch first {
        case 0xD800..<0xDC00:
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "u")
            else { throw failure("unpaired surrogate escape") }
            index += 2
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second) else { throw failure("invalid surrogate pair") }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(combined) else { throw failure("invalid surrogate pair") }
            return scalar
        default:
            guard let scalar = Unicode.Scalar(first) else { throw failure("unpaired surrogate escape") }
            return scalar
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexValue(byte) else {
                throw failure("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
