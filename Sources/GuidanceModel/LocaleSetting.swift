/// The language the driver chose for guidance, as a `locale` settings event carries it: a
/// BCP 47 tag such as `fr-FR` (or `fr_FR`, as Android writes it). Only its shape is checked
/// here; which shipped locale serves it is the listener's business (negotiation, docs/events.md).
package enum LocaleSetting {
    /// The longest tag accepted (BCP 47 recommends supporting at least 35 characters).
    public static let maximumLength = 35

    /// Why `text` is not a locale tag, or nil when it has the shape of one: ASCII letters first,
    /// then letters, digits, `-` or `_`, at most ``maximumLength`` characters.
    public static func problem(with text: String) -> String? {
        let bytes = Array(text.utf8)
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        let isDigit = { (byte: UInt8) in (0x30...0x39).contains(byte) }
        guard let first = bytes.first, isLetter(first), bytes.count <= maximumLength,
            bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == 0x2D || $0 == 0x5F })
        else {
            return "\"\(text.prefix(40))\" is not a locale tag (e.g. fr-FR)"
        }
        return nil
    }
}
