extension ByteParser {
    /// Names the character at `position` for an error message: `character '}'` for a visible
    /// one (including a non-ASCII one, such as a typographic quote typed instead of `"`),
    /// `character U+0000` for an invisible one, and `byte 0xFF` when the bytes are not UTF-8.
    func describeCharacter(at position: Int) -> String {
        var iterator = bytes[position...].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
            return "byte 0x" + Self.hex(UInt32(bytes[position]), digits: 2)
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .unassigned,
            .privateUse, .surrogate:
            return "character U+" + Self.hex(scalar.value, digits: 4)
        default:
            return "character '\(Character(scalar))'"
        }
    }

    /// Upper-case hexadecimal, zero-padded to at least `digits` digits.
    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
