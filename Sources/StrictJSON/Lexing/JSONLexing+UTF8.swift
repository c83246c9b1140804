extension JSONLexing {
    /// The offset of the first byte of the first ill-formed UTF-8 sequence in `bytes`, or nil
    /// when all of it is UTF-8 as RFC 3629 defines it: no overlong forms, no encoded surrogates
    /// (U+D800 to U+DFFF), nothing above U+10FFFF, no truncated sequence. Runs of ASCII, most of
    /// any JSON text, are checked eight bytes at a time.
    @inlinable
    package static func invalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = UnsafeRawPointer(bytes.baseAddress) else { return nil }
        let count = bytes.count
        var position = 0
        while position < count {
            while position + 8 <= count,
                base.loadUnaligned(fromByteOffset: position, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                position += 8
            }
            while position < count, bytes[position] < 0x80 { position += 1 }
            guard position < count else { return nil }
            guard let width = sequenceWidth(bytes, at: position) else { return position }
            position += width
        }
        return nil
    }

    /// The length of the well-formed multi-byte UTF-8 sequence starting at `position` (whose
    /// first byte is not ASCII), or nil when it is ill-formed. The allowed second bytes follow
    /// the table of RFC 3629, section 4.
    @inlinable
    package static func sequenceWidth(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        let lead = bytes[position]
        let width: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: width = 2
        case 0xE0:
            width = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: width = 3
        case 0xED:
            width = 3
            high = 0x9F
        case 0xF0:
            width = 4
            low = 0x90
        case 0xF1...0xF3: width = 4
        case 0xF4:
            width = 4
            high = 0x8F
        default: return nil
        }
        guard position + width <= bytes.count else { return nil }
        let second = bytes[position + 1]
        guard second >= low, second <= high else { return nil }
        for offset in 2..<width where bytes[position + offset] & 0xC0 != 0x80 { return nil }
        return width
    }

    /// Appends the UTF-8 encoding of a scalar value (at most U+10FFFF, not a surrogate).
    @inlinable
    package static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(truncatingIfNeeded: scalar))
        case 0x80..<0x800:
            output.append(0xC0 | UInt8(truncatingIfNeeded: scalar >> 6))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        case 0x800..<0x10000:
            output.append(0xE0 | UInt8(truncatingIfNeeded: scalar >> 12))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 6) & 0x3F)
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        default:
            output.append(0xF0 | UInt8(truncatingIfNeeded: scalar >> 18))
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 12) & 0x3F)
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar >> 6) & 0x3F)
            output.append(0x80 | UInt8(truncatingIfNeeded: scalar) & 0x3F)
        }
    }
}
