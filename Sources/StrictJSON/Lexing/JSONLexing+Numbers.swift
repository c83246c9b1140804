extension JSONLexing {
    /// A number read from the input: where its text ends, and its value.
    package struct Number: Sendable, Equatable {
        /// The offset just past the number's last byte.
        package var end: Int
        /// The nearest `Double` to the number as written; infinite when the number is beyond
        /// the largest finite `Double` (each reader decides what that means for it), zero with
        /// the number's sign when it is below the smallest.
        package var value: Double

        /// A number ending at `end` with `value`.
        @inlinable
        package init(end: Int, value: Double) {
            self.end = end
            self.value = value
        }
    }

    /// Reads a number at `start` in JSON's grammar: an optional minus, an integer part without
    /// leading zeros (`0` stands alone, so `01` reads as `0` followed by text the caller
    /// refuses), an optional fraction, an optional exponent (`e` or `E`, an optional sign).
    ///
    /// The conversion is correctly rounded. Numbers of up to 19 significant digits that are
    /// whole, or whose digits fit 2^53 with a power of ten up to 10^22 (coordinates, distances,
    /// times: nearly every number of the wire format), take the exact fast path (one integer
    /// conversion and at most one multiplication or division, each exact or rounded once);
    /// the rest go through the standard library's decimal conversion.
    @inlinable
    package static func number(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) throws(Problem) -> Number {
        var position = start
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        guard position < bytes.count, isDigit(bytes[position]) else {
            throw Problem(.missingDigit, at: position)
        }
        var mantissa: UInt64 = 0
        var significant = 0
        var scale = 0
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while position < bytes.count, isDigit(bytes[position]) {
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
                    significant += 1
                } else {
                    scale += 1
                }
                position += 1
            }
        }
        var isExact = scale == 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            let fractionStart = position
            while position < bytes.count, isDigit(bytes[position]) {
                if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
                    if mantissa != 0 { significant += 1 }
                    scale -= 1
                } else if bytes[position] != UInt8(ascii: "0") {
                    isExact = false
                }
                position += 1
            }
            guard position > fractionStart else { throw Problem(.missingFractionDigit, at: position) }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentIsNegative = false
            if position < bytes.count,
                bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
            {
                exponentIsNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            let exponentStart = position
            var exponent = 0
            while position < bytes.count, isDigit(bytes[position]) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[position] &- UInt8(ascii: "0")) }
                position += 1
            }
            guard position > exponentStart else { throw Problem(.missingExponentDigit, at: position) }
            scale += exponentIsNegative ? -exponent : exponent
        }
        let magnitude: Double
        if isExact, scale == 0 {
            magnitude = Double(mantissa)
        } else if isExact, mantissa <= 1 << 53, (-22...22).contains(scale) {
            magnitude =
                scale < 0 ? Double(mantissa) / powerOfTen(-scale) : Double(mantissa) * powerOfTen(scale)
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
            return Number(end: position, value: Double(text) ?? (negative ? -Double.infinity : .infinity))
        }
        return Number(end: position, value: negative ? -magnitude : magnitude)
    }

    /// Whether `byte` is an ASCII digit.
    @inlinable
    package static func isDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10
    }

    /// 10 to the power `exponent` (0 to 22), exactly: every such power is a `Double`, and so is
    /// every product on the way.
    @inlinable
    package static func powerOfTen(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
