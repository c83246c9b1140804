extension DecimalNumber {
    /// Rounds to a multiple of `increment × 10^power` with the given mode, exactly: the digits
    /// are divided by the increment and the quotient multiplied back, so any magnitude works
    /// (`1e18` or `1e300` to a multiple of 5000) and nothing passes through `Double` or `Int`.
    ///
    /// `increment` is one of `roundingIncrement`'s values (1 to 5000); the sign is kept, as
    /// ``rounded(toPower:mode:)`` keeps it.
    func rounded(toIncrement increment: Int, power: Int, mode: RoundingMode) -> DecimalNumber {
        guard increment > 1 else { return rounded(toPower: power, mode: mode) }
        // Every increment divides 10^4, so a value whose last digit is 10^4 units or more above
        // the unit is already a multiple (and its zeros are never written out).
        let (shift, overflow) = exponent.subtractingReportingOverflow(power)
        if overflow || (shift >= 4 && 10_000 % increment == 0) { return self }
        // The value in units of 10^power: integer digits `units`, the dropped digits `dropped`.
        var units: [UInt8] = []
        var dropped: ArraySlice<UInt8> = []
        if shift >= 0 {
            if !digits.isEmpty { units = digits + [UInt8](repeating: 0, count: shift) }
        } else {
            let keep = digits.count + shift
            if keep > 0 {
                units = Array(digits[..<keep])
                dropped = digits[keep...]
            } else {
                // Below one unit: only the first dropped digit's size (0 when keep < 0) matters.
                dropped = keep == 0 ? digits[...] : [0] + digits
            }
        }
        var (quotient, remainder) = Self.divide(units, by: increment)
        let anyDropped = remainder > 0 || dropped.contains { $0 != 0 }
        // Twice the remainder (with its fraction) against the increment: <0 below half, 0 at half.
        let half = Self.compareToHalf(remainder: remainder, increment: increment, fraction: dropped)
        let roundUp = mode.roundsUp(
            anyDropped: anyDropped, comparedToHalf: half, isNegative: isNegative,
            lastKeptIsOdd: (quotient.last ?? 0) % 2 == 1)
        if roundUp { Self.increment(&quotient) }
        return DecimalNumber(
            isNegative: isNegative, digits: Self.multiply(quotient, by: increment), exponent: power)
    }

    /// Long division of a digit string by a small positive integer.
    private static func divide(_ digits: [UInt8], by divisor: Int) -> (quotient: [UInt8], remainder: Int) {
        var quotient = [UInt8](repeating: 0, count: digits.count)
        var remainder = 0
        for (index, digit) in digits.enumerated() {
            let current = remainder * 10 + Int(digit)
            quotient[index] = UInt8(current / divisor)
            remainder = current % divisor
        }
        return (quotient, remainder)
    }

    /// A digit string times a small positive integer.
    private static func multiply(_ digits: [UInt8], by factor: Int) -> [UInt8] {
        var result = [UInt8](repeating: 0, count: digits.count)
        var carry = 0
        for index in stride(from: digits.count - 1, through: 0, by: -1) {
            let product = Int(digits[index]) * factor + carry
            result[index] = UInt8(product % 10)
            carry = product / 10
        }
        var prefix: [UInt8] = []
        while carry > 0 {
            prefix.append(UInt8(carry % 10))
            carry /= 10
        }
        return prefix.reversed() + result
    }

    /// Adds one to a digit string.
    static func increment(_ digits: inout [UInt8]) {
        var index = digits.count - 1
        while index >= 0 {
            if digits[index] == 9 {
                digits[index] = 0
                index -= 1
            } else {
                digits[index] += 1
                return
            }
        }
        digits.insert(1, at: 0)
    }

    /// The sign of `2 × (remainder + 0.fraction) − increment`.
    private static func compareToHalf(remainder: Int, increment: Int, fraction: ArraySlice<UInt8>) -> Int {
        let gap = increment - 2 * remainder
        let fractionIsZero = !fraction.contains { $0 != 0 }
        if gap <= 0 { return gap == 0 && fractionIsZero ? 0 : 1 }
        if gap >= 2 { return -1 }
        // gap == 1: twice the fraction against 1, that is the fraction against one half.
        guard let first = fraction.first else { return -1 }
        if first != 5 { return first > 5 ? 1 : -1 }
        return fraction.dropFirst().contains { $0 != 0 } ? 1 : 0
    }
}

extension RoundingMode {
    /// Whether a value whose dropped part is `anyDropped` (non-zero) and compares to half a
    /// unit as `comparedToHalf` (-1 below, 0 at, 1 above) goes up to the next unit in magnitude:
    /// the one rule both digit rounding and increment rounding follow.
    func roundsUp(anyDropped: Bool, comparedToHalf half: Int, isNegative: Bool, lastKeptIsOdd: Bool) -> Bool {
        switch self {
        case .ceil: anyDropped && !isNegative
        case .floor: anyDropped && isNegative
        case .expand: anyDropped
        case .trunc: false
        case .halfCeil: half > 0 || (half == 0 && !isNegative)
        case .halfFloor: half > 0 || (half == 0 && isNegative)
        case .halfExpand: half >= 0
        case .halfTrunc: half > 0
        case .halfEven: half > 0 || (half == 0 && lastKeptIsOdd)
        }
    }
}
