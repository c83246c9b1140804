/// The operands of CLDR plural rules, computed from a decimal number.
///
/// `n` absolute value, `i` integer digits, `v` count of visible fraction digits, `w` the same
/// without trailing zeros, `f` visible fraction digits, `t` the same without trailing zeros,
/// `e` and `c` the compact decimal exponent.
public struct PluralOperands: Sendable, Hashable {
    /// Absolute value.
    public var n: Double
    /// Integer digits of n (lowest 18 digits for huge numbers).
    public var i: Int
    /// Number of visible fraction digits, with trailing zeros.
    public var v: Int
    /// Number of visible fraction digits, without trailing zeros.
    public var w: Int
    /// Visible fraction digits, with trailing zeros, as an integer.
    public var f: Int
    /// Visible fraction digits, without trailing zeros, as an integer.
    public var t: Int
    /// Compact decimal exponent (`1.2c6` has 6).
    public var e: Int

    /// The operands of a decimal number with an optional compact exponent.
    public init(_ number: DecimalNumber, compactExponent: Int = 0) {
        n = number.doubleValue.magnitude
        var integer = 0
        let integerCount = number.integerDigitCount
        for power in stride(from: min(integerCount, 18) - 1, through: 0, by: -1) {
            integer = integer * 10 + Int(number.digit(atPower: power))
        }
        i = integer
        v = number.fractionDigitCount
        var fraction = 0
        var trimmed = 0
        var significantCount = 0
        for power in stride(from: -1, through: -min(v, 18), by: -1) {
            let digit = Int(number.digit(atPower: power))
            fraction = fraction * 10 + digit
            if digit != 0 { significantCount = -power }
        }
        f = fraction
        for power in stride(from: -1, through: -min(significantCount, 18), by: -1) {
            trimmed = trimmed * 10 + Int(number.digit(atPower: power))
        }
        t = trimmed
        w = significantCount
        e = compactExponent
    }

    /// The operands of a non-negative amount written with `fractionDigits` decimals (0 to 3), its
    /// `fraction` their value: `(12, 5, 1)` is "12.5", as parsing that text gives them, without
    /// a text to parse. For tables of the amounts said most, listed when a locale loads.
    package init(whole: Int, fraction: Int = 0, fractionDigits: Int = 0) {
        let scale = [1, 10, 100, 1000][min(max(fractionDigits, 0), 3)]
        // One correctly rounded division, as the text's value is read.
        n = Double(whole * scale + fraction) / Double(scale)
        i = whole
        v = fractionDigits
        f = fraction
        var trimmed = fraction
        var significant = fractionDigits
        while significant > 0, trimmed % 10 == 0 {
            trimmed /= 10
            significant -= 1
        }
        t = trimmed
        w = significant
        e = 0
    }

    /// Parses a decimal string such as `1.50`, `-3` or a CLDR compact sample such as `1.1c6`;
    /// `nil` when the text is not a number.
    public init?(_ text: String) {
        var mantissa = Substring(text)
        var exponent = 0
        if let marker = text.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            guard let value = Int(text[text.index(after: marker)...]) else { return nil }
            exponent = value
            mantissa = text[..<marker]
        }
        guard let number = DecimalNumber(parsing: String(mantissa), strict: false) else { return nil }
        self.init(number.scaled(byPowerOfTen: exponent), compactExponent: exponent)
    }

    /// The value of an operand by its letter (`c` is a synonym of `e`).
    func value(of operand: UInt8) -> Double {
        switch operand {
        case UInt8(ascii: "n"): return n
        case UInt8(ascii: "i"): return Double(i)
        case UInt8(ascii: "v"): return Double(v)
        case UInt8(ascii: "w"): return Double(w)
        case UInt8(ascii: "f"): return Double(f)
        case UInt8(ascii: "t"): return Double(t)
        default: return Double(e)
        }
    }
}
