/// The character classes of the message grammar (`message.abnf`).
enum CharacterClass {
    /// `ws`: space, tab, CR, LF and ideographic space.
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0D, 0x0A, 0x3000: return true
        default: return false
        }
    }

    /// `bidi`: ALM, LRM, RLM and the isolates LRI, RLI, FSI, PDI.
    static func isBidi(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// `name-start`.
    static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        switch value {
        case 0x41...0x5A, 0x61...0x7A, 0x2B, 0x5F: return true
        case 0xA1...0x61B, 0x61D...0x167F, 0x1681...0x1FFF, 0x200B...0x200D, 0x2010...0x2027,
            0x2030...0x205E, 0x2060...0x2065, 0x206A...0x2FFF, 0x3001...0xD7FF, 0xE000...0xFDCF,
            0xFDF0...0xFFFD:
            return true
        case 0x10000...0x10FFFF: return value & 0xFFFE != 0xFFFE
        default: return false
        }
    }

    /// `name-char`: a name start, a digit, `-` or `.`.
    static func isNameChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x2D, 0x2E: return true
        default: return isNameStart(scalar)
        }
    }
}
