/// One NMEA 0183 sentence split into its talker, type and data fields, after the framing checks:
/// the leading `$`, printable ASCII, the `*hh` checksum when present, a well-formed address.
struct NMEASentence: Sendable, Hashable {
    /// The talker (`GP`, `GN`, `GL`, `GA`, `BD`, `GB`, `QZ`, …); any two characters are accepted.
    var talker: Substring
    /// The sentence type (`RMC`, `GGA`, `VTG`, …).
    var type: Substring
    /// The data fields after the address, without the checksum; field 0 is the first after the
    /// address.
    var fields: [Substring]

    /// Frames a line (without its line ending).
    ///
    /// - Returns: nil for lines to ignore silently: blank lines, encapsulated (`!`) sentences and
    ///   proprietary (`$P…`) sentences.
    /// - Throws: ``InputProblem`` for anything that is not a well-formed sentence.
    static func parse(
        _ line: some Collection<UInt8>, maximumLength: Int
    ) throws(InputProblem) -> NMEASentence? {
        var bytes = Array(line)
        while let last = bytes.last, last == 0x0D || last == 0x0A || last == 0x20 || last == 0x09 {
            bytes.removeLast()
        }
        guard !bytes.isEmpty else { return nil }
        guard bytes.count <= maximumLength else {
            throw InputProblem(
                "line is \(bytes.count) characters long; at most \(maximumLength) are accepted "
                    + "(NMEA 0183 allows 82)")
        }
        if let column = bytes.firstIndex(where: { $0 < 0x20 || $0 > 0x7E }) {
            throw InputProblem(
                "byte 0x\(hex(bytes[column])) at column \(column + 1) is not printable ASCII")
        }
        guard let first = bytes.first, first == UInt8(ascii: "$") || first == UInt8(ascii: "!") else {
            throw InputProblem("does not start with '$'")
        }
        let body = try checkedBody(bytes)
        guard first == UInt8(ascii: "$") else { return nil }
        let text = String(decoding: body, as: UTF8.self)
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard let address = parts.first else { throw InputProblem("no address field") }
        if address.hasPrefix("P") { return nil }
        guard address.count == 5, address.utf8.allSatisfy(isUpperAlphanumeric) else {
            throw InputProblem("address '\(address)' is not a talker and a sentence type (like GPRMC)")
        }
        return NMEASentence(
            talker: address.prefix(2), type: address.suffix(3), fields: Array(parts.dropFirst()))
    }

    /// The bytes between the start character and the checksum, after verifying the checksum when
    /// the sentence has one.
    private static func checkedBody(_ bytes: [UInt8]) throws(InputProblem) -> ArraySlice<UInt8> {
        guard let star = bytes.lastIndex(of: UInt8(ascii: "*")) else { return bytes[1...] }
        let body = bytes[1..<star]
        let digits = bytes[(star + 1)...]
        guard digits.count == 2, let stated = hexValue(digits) else {
            throw InputProblem(
                "checksum '\(String(decoding: digits, as: UTF8.self))' is not two hexadecimal digits")
        }
        let computed = checksum(body)
        guard stated == computed else {
            throw InputProblem(
                "checksum mismatch: the sentence says \(hex(stated)), its content gives \(hex(computed))")
        }
        return body
    }

    /// The NMEA checksum: the exclusive or of every byte between `$` and `*`.
    static func checksum(_ body: some Sequence<UInt8>) -> UInt8 {
        body.reduce(0, ^)
    }

    private static func hexValue(_ digits: some Collection<UInt8>) -> UInt8? {
        var value: UInt8 = 0
        for digit in digits {
            let nibble: UInt8
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = digit - UInt8(ascii: "0")
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = digit - UInt8(ascii: "A") + 10
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = digit - UInt8(ascii: "a") + 10
            default: return nil
            }
            value = value << 4 | nibble
        }
        return value
    }

    private static func hex(_ value: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
    }

    private static func isUpperAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
