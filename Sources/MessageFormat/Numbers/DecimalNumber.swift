/// An exact decimal number: sign, digits and a power-of-ten exponent.
///
/// Keeps trailing zeros (`1.50` has two visible fraction digits), which plural rules need, and
/// rounds exactly, which binary floating point cannot.
public struct DecimalNumber: Sendable, Hashable, CustomStringConvertible {
    /// Whether the number is below zero (or is negative zero).
    public var isNegative: Bool
    /// The decimal digits, most significant first, without leading zeros; empty for zero.
    public var digits: [UInt8]
    /// The power of ten of the last digit: the value is `digits × 10^exponent`.
    public var exponent: Int

    /// Creates a number from its parts.
    public init(isNegative: Bool, digits: [UInt8], exponent: Int) {
        self.isNegative = isNegative
        self.digits = digits
        self.exponent = exponent
        stripLeadingZeros()
    }

    /// Digit arrays of 0 to 999, shared so that small integers need no allocation.
    private static let smallDigits: [[UInt8]] = (0..<1000).map { value in
        value == 0 ? [] : String(value).utf8.map { $0 - 0x30 }
    }

    /// An integer.
    public init(_ value: Int) {
        isNegative = value < 0
        if value >= 0 && value < 1000 {
            digits = Self.smallDigits[value]
            exponent = 0
            return
        }
        var magnitude = value.magnitude
        var count = 0
        var probe = magnitude
        while probe > 0 {
            count += 1
            probe /= 10
        }
        var digits = [UInt8](repeating: 0, count: count)
        var index = count - 1
        while magnitude > 0 {
            digits[index] = UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        }
        self.digits = digits
        exponent = 0
    }

    /// A binary floating-point value, by its shortest round-tripping decimal form; `nil` for
    /// infinities and NaN.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 9.0e15 {
            self.init(Int(value))
            if value.sign == .minus { isNegative = true }
            return
        }
        guard var parsed = DecimalNumber(parsing: "\(value.magnitude)", strict: false) else { return nil }
        parsed.isNegative = value.sign == .minus
        parsed.stripTrailingFractionZeros(keeping: 0)
        self = parsed
    }

    /// Parses a number literal (`-12.50`, `1e3`); `nil` when the text is not one.
    ///
    /// With `strict` the text must match the specification's `number-literal` production (no
    /// leading zeros, no `+`); otherwise a leading `+`, leading zeros and a compact `c` exponent
    /// (as in CLDR samples like `1.1c6`) are accepted too.
    public init?(parsing text: String, strict: Bool = true) {
        var bytes = Array(text.utf8)[...]
        guard !bytes.isEmpty else { return nil }
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        } else if !strict, bytes.first == UInt8(ascii: "+") {
            bytes = bytes.dropFirst()
        }
        var digits: [UInt8] = []
        var integerCount = 0
        while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
            digits.append(byte - 0x30)
            integerCount += 1
            bytes = bytes.dropFirst()
        }
        guard integerCount > 0 else { return nil }
        if strict, integerCount > 1, digits[0] == 0 { return nil }
        var fractionCount = 0
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
                digits.append(byte - 0x30)
                fractionCount += 1
                bytes = bytes.dropFirst()
            }
            guard fractionCount > 0 else { return nil }
        }
        var exponent = 0
        if let byte = bytes.first,
            byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || (!strict && byte == UInt8(ascii: "c"))
        {
            bytes = bytes.dropFirst()
            var exponentNegative = false
            if let sign = bytes.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
                exponentNegative = sign == UInt8(ascii: "-")
                bytes = bytes.dropFirst()
            }
            var count = 0
            while let byte = bytes.first, byte >= 0x30, byte <= 0x39 {
                if exponent < 100_000 { exponent = exponent * 10 + Int(byte - 0x30) }
                count += 1
                bytes = bytes.dropFirst()
            }
            guard count > 0 else { return nil }
            if exponentNegative { exponent = -exponent }
        }
        guard bytes.isEmpty else { return nil }
        self.init(isNegative: negative, digits: digits, exponent: exponent - fractionCount)
    }

    /// Whether the value is zero.
    public var isZero: Bool { digits.allSatisfy { $0 == 0 } }

    /// The number of visible fraction digits (CLDR operand `v`).
    public var fractionDigitCount: Int { max(0, -exponent) }

    /// The value as a `Double` (may lose precision).
    public var doubleValue: Double {
        if digits.count <= 15 && abs(exponent) <= 22 {
            var significand = 0.0
            for digit in digits { significand = significand * 10 + Double(digit) }
            var scale = 1.0
            for _ in 0..<abs(exponent) { scale *= 10 }
            let magnitude = exponent < 0 ? significand / scale : significand * scale
            return isNegative ? -magnitude : magnitude
        }
        return Double(description) ?? 0
    }

    /// The plain decimal form without exponent, e.g. `-1.50`, `1000`.
    public var description: String {
        var text = isNegative && !isZero ? "-" : ""
        if digits.isEmpty {
            text += "0"
            if exponent < 0 { text += "." + String(repeating: "0", count: -exponent) }
            return text
        }
        let integerCount = digits.count + exponent
        if integerCount <= 0 {
            text += "0."
            text += String(repeating: "0", count: -integerCount)
            for digit in digits { text.unicodeScalars.append(Unicode.Scalar(digit + 0x30)) }
        } else {
            for (index, digit) in digits.enumerated() {
                if index == integerCount { text += "." }
                text.unicodeScalars.append(Unicode.Scalar(digit + 0x30))
            }
            if exponent > 0 { text += String(repeating: "0", count: exponent) }
        }
        return text
    }

    /// The value multiplied by a power of ten.
    public func scaled(byPowerOfTen power: Int) -> DecimalNumber {
        var copy = self
        copy.exponent += power
        return copy
    }

    /// The sum of two numbers.
    public static func + (lhs: DecimalNumber, rhs: DecimalNumber) -> DecimalNumber {
        let exponent = min(lhs.exponent, rhs.exponent)
        let left = lhs.aligned(to: exponent)
        let right = rhs.aligned(to: exponent)
        let length = max(left.count, right.count)
        let a = [UInt8](repeating: 0, count: length - left.count) + left
        let b = [UInt8](repeating: 0, count: length - right.count) + right
        if lhs.isNegative == rhs.isNegative {
            var result = [UInt8](repeating: 0, count: length + 1)
            var carry: UInt8 = 0
            for index in stride(from: length - 1, through: 0, by: -1) {
                let sum = a[index] + b[index] + carry
                result[index + 1] = sum % 10
                carry = sum / 10
            }
            result[0] = carry
            return DecimalNumber(isNegative: lhs.isNegative, digits: result, exponent: exponent)
        }
        let aLarger = a.lexicographicallyPrecedes(b) == false
        let (big, small) = aLarger ? (a, b) : (b, a)
        var result = [UInt8](repeating: 0, count: length)
        var borrow: Int = 0
        for index in stride(from: length - 1, through: 0, by: -1) {
            var difference = Int(big[index]) - Int(small[index]) - borrow
            borrow = difference < 0 ? 1 : 0
            if difference < 0 { difference += 10 }
            result[index] = UInt8(difference)
        }
        let negative = aLarger ? lhs.isNegative : rhs.isNegative
        var number = DecimalNumber(isNegative: negative, digits: result, exponent: exponent)
        if number.isZero { number.isNegative = false }
        return number
    }

    /// The additive inverse.
    public static prefix func - (value: DecimalNumber) -> DecimalNumber {
        var copy = value
        copy.isNegative.toggle()
        return copy
    }

    private func aligned(to target: Int) -> [UInt8] {
        digits + [UInt8](repeating: 0, count: exponent - target)
    }

    private mutating func stripLeadingZeros() {
        if let first = digits.firstIndex(where: { $0 != 0 }) {
            if first > 0 { digits.removeFirst(first) }
        } else {
            digits.removeAll()
        }
    }

    /// Removes trailing zero fraction digits while more than `keeping` fraction digits remain.
    mutating func stripTrailingFractionZeros(keeping: Int) {
        while exponent < -keeping, let last = digits.last, last == 0 {
            digits.removeLast()
            exponent += 1
        }
        if digits.isEmpty, exponent < -keeping { exponent = -keeping }
    }

    /// Pads with zero fraction digits up to `count`.
    mutating func padFraction(to count: Int) {
        if -exponent < count {
            if !digits.isEmpty { digits += [UInt8](repeating: 0, count: count + exponent) }
            exponent = -count
        }
    }

    /// The number of integer digits (at least 1 for values below one).
    var integerDigitCount: Int { max(0, digits.count + exponent) }

    /// The digit at a power of ten (0 when outside the stored digits).
    func digit(atPower power: Int) -> UInt8 {
        let index = digits.count - 1 - (power - exponent)
        return index >= 0 && index < digits.count ? digits[index] : 0
    }

    /// Rounds to a multiple of `10^power` with the given mode.
    func rounded(toPower power: Int, mode: RoundingMode) -> DecimalNumber {
        guard power > exponent else { return self }
        let keepCount = digits.count - (power - exponent)
        var kept: [UInt8]
        let firstDropped: UInt8
        let restNonZero: Bool
        if keepCount >= 0 {
            kept = Array(digits[..<keepCount])
            firstDropped = digits[keepCount]
            restNonZero = digits[(keepCount + 1)...].contains { $0 != 0 }
        } else {
            kept = []
            firstDropped = 0
            restNonZero = digits.contains { $0 != 0 }
        }
        let anyDropped = firstDropped != 0 || restNonZero
        let lastKept = kept.last ?? 0
        let half = firstDropped > 5 ? 1 : firstDropped < 5 ? -1 : restNonZero ? 1 : 0
        let roundUp = mode.roundsUp(
            anyDropped: anyDropped, comparedToHalf: half, isNegative: isNegative,
            lastKeptIsOdd: lastKept % 2 == 1)
        if roundUp { Self.increment(&kept) }
        var result = DecimalNumber(isNegative: isNegative, digits: kept, exponent: power)
        if result.digits.isEmpty { result.exponent = min(power, 0) }
        return result
    }
}

/// How a number is rounded when digits are dropped (the `roundingMode` option).
public enum RoundingMode: String, Sendable, Hashable, CaseIterable {
    /// Toward positive infinity.
    case ceil
    /// Toward negative infinity.
    case floor
    /// Away from zero.
    case expand
    /// Toward zero.
    case trunc
    /// Nearest; ties toward positive infinity.
    case halfCeil
    /// Nearest; ties toward negative infinity.
    case halfFloor
    /// Nearest; ties away from zero (the default).
    case halfExpand
    /// Nearest; ties toward zero.
    case halfTrunc
    /// Nearest; ties to the even digit.
    case halfEven
}
