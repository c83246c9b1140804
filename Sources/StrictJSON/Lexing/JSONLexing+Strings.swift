extension JSONLexing {
    /// Where the plain run of a string's bytes that starts at `position` ends: at the first
    /// quote, backslash or control byte, or at the end of the input. A string whose run ends at
    /// its closing quote has no escapes and is its own bytes; readers take it as it stands.
    @inlinable
    package static func plainRunEnd(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int) -> Int {
        var end = position
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return end }
            end += 1
        }
        return end
    }

    /// Reads the rest of a string from `position` (where its plain run ended) to past its closing
    /// quote, appending its unescaped bytes to `output`. The bytes between escapes are copied as
    /// they are: their UTF-8 is checked once for the whole input (``invalidUTF8Offset(_:)``).
    @inlinable
    package static func unescape(
        _ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int, into output: inout [UInt8]
    ) throws(Problem) {
        while true {
            let runEnd = plainRunEnd(bytes, from: position)
            if runEnd > position {
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[position..<runEnd]))
                position = runEnd
            }
            guard position < bytes.count else { throw Problem(.unterminatedString, at: position) }
            switch bytes[position] {
            case UInt8(ascii: "\""):
                position += 1
                return
            case UInt8(ascii: "\\"):
                position += 1
                try appendEscape(bytes, from: &position, into: &output)
            default:
                throw Problem(.controlCharacter, at: position)
            }
        }
    }

    /// Decodes one escape whose backslash is just before `position` and appends it as UTF-8:
    /// `\" \\ \/ \b \f \n \r \t` and `\uXXXX`, a surrogate pair of them making one scalar.
    @inlinable
    package static func appendEscape(
        _ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int, into output: inout [UInt8]
    ) throws(Problem) {
        guard position < bytes.count else { throw Problem(.unterminatedEscape, at: position) }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"): appendUTF8(try unicodeEscape(bytes, from: &position), to: &output)
        default: throw Problem(.invalidEscape, at: position - 2)
        }
    }

    /// The scalar value of a `\uXXXX` escape whose `\u` is just before `position`, or of the
    /// surrogate pair it starts; never a surrogate itself.
    @inlinable
    package static func unicodeEscape(
        _ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int
    ) throws(Problem) -> UInt32 {
        let first = try hex4(bytes, from: &position)
        switch first {
        case 0xD800..<0xDC00:
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                bytes[position + 1] == UInt8(ascii: "u")
            else { throw Problem(.unpairedSurrogate, at: position) }
            position += 2
            let second = try hex4(bytes, from: &position)
            guard (0xDC00..<0xE000).contains(second) else {
                throw Problem(.invalidSurrogatePair, at: position)
            }
            return 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        case 0xDC00..<0xE000:
            throw Problem(.unpairedSurrogate, at: position)
        default:
            return first
        }
    }

    /// Four hexadecimal digits, either case, as a number.
    @inlinable
    package static func hex4(_ bytes: UnsafeBufferPointer<UInt8>, from position: inout Int) throws(Problem)
        -> UInt32
    {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard position < bytes.count else { throw Problem(.badHexDigits, at: position) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
            default: throw Problem(.badHexDigits, at: position)
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }
}
