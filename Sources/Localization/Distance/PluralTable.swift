import MessageFormat

/// A locale's cardinal plural rules with the categories of the amounts distances are said in
/// most (whole amounts below 1000, amounts with one decimal below 100) listed once when the
/// locale loads, so that wording a distance finds its category by index rather than by
/// evaluating the rules on a parsed literal.
struct PluralTable: Sendable {
    /// The rules, for every other literal.
    private let rules: PluralRules
    /// The category of each whole amount below 1000, written as `String(amount)`.
    private let wholes: [PluralCategory]
    /// The category of each amount below 100 with one decimal (`"12.5"`), by tenths.
    private let tenths: [PluralCategory]

    /// Lists the categories of `rules`.
    init(_ rules: PluralRules) {
        self.rules = rules
        wholes = (0..<1000).map { rules.category(for: PluralOperands(whole: $0)) }
        tenths = (0..<1000).map {
            rules.category(for: PluralOperands(whole: $0 / 10, fraction: $0 % 10, fractionDigits: 1))
        }
    }

    /// The category of a number literal, as `rules.category(for:)` gives it.
    func category(for literal: String) -> PluralCategory {
        let bytes = literal.utf8
        let count = bytes.count
        guard count >= 1, count <= 4 else { return rules.category(for: literal) }
        var whole = 0
        var integerDigits = 0
        var index = bytes.startIndex
        while index < bytes.endIndex, let digit = Self.digit(bytes[index]) {
            whole = whole * 10 + digit
            integerDigits += 1
            index = bytes.index(after: index)
        }
        // A leading zero is written only for an amount below one.
        guard integerDigits >= 1, integerDigits == 1 || bytes[bytes.startIndex] != UInt8(ascii: "0") else {
            return rules.category(for: literal)
        }
        if index == bytes.endIndex {
            return integerDigits <= 3 ? wholes[whole] : rules.category(for: literal)
        }
        guard integerDigits <= 2, count == integerDigits + 2, bytes[index] == UInt8(ascii: "."),
            let tenth = Self.digit(bytes[bytes.index(after: index)])
        else { return rules.category(for: literal) }
        return tenths[whole * 10 + tenth]
    }

    private static func digit(_ byte: UInt8) -> Int? {
        byte >= 0x30 && byte <= 0x39 ? Int(byte - 0x30) : nil
    }
}
