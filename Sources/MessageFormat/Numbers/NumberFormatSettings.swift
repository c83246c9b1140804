/// The display options of the number functions, validated, with the rounding and layout they
/// imply. Built once per resolved value, applied on every format.
public struct NumberFormatSettings: Sendable, Hashable {
    /// When to show a sign (`signDisplay`).
    public enum SignDisplay: String, Sendable, Hashable {
        /// Minus for negative numbers.
        case auto
        /// Plus or minus always.
        case always
        /// A sign except for zero.
        case exceptZero
        /// Minus for negative numbers other than zero.
        case negative
        /// Never a sign.
        case never
    }

    /// When to group digits (`useGrouping`).
    public enum Grouping: String, Sendable, Hashable {
        /// As the locale prefers.
        case auto
        /// Always, from four digits.
        case always
        /// Never.
        case never
        /// Only from five digits.
        case min2
    }

    /// Minimum number of integer digits (zero padded).
    public var minimumIntegerDigits = 1
    /// Minimum number of fraction digits.
    public var minimumFractionDigits = 0
    /// Maximum number of fraction digits.
    public var maximumFractionDigits = 3
    /// Minimum significant digits, when significant-digit rounding is used.
    public var minimumSignificantDigits: Int?
    /// Maximum significant digits, when significant-digit rounding is used.
    public var maximumSignificantDigits: Int?
    /// Which rounding wins when both fraction and significant digits are set.
    public enum RoundingPriority: String, Sendable, Hashable {
        /// Significant digits win.
        case auto
        /// The result with more precision wins.
        case morePrecision
        /// The result with less precision wins.
        case lessPrecision
    }

    /// `roundingPriority`.
    public var roundingPriority = RoundingPriority.auto
    /// `roundingIncrement`.
    public var roundingIncrement = 1
    /// `roundingMode`.
    public var roundingMode = RoundingMode.halfExpand
    /// `trailingZeroDisplay=stripIfInteger`.
    public var stripIfInteger = false
    /// `signDisplay`.
    public var signDisplay = SignDisplay.auto
    /// `useGrouping`.
    public var grouping = Grouping.auto

    /// Default settings.
    public init() {}

    /// Applies the rounding and fraction-digit settings to a value.
    public func round(_ value: DecimalNumber) -> DecimalNumber {
        if value.exponent >= 0, minimumFractionDigits == 0, roundingIncrement == 1,
            minimumSignificantDigits == nil,
            maximumSignificantDigits == nil
        {
            return value
        }
        // An increment of 1 rounds to the power itself (`rounded(toIncrement:)` says so).
        var fractionResult = value.rounded(
            toIncrement: roundingIncrement, power: -maximumFractionDigits, mode: roundingMode)
        fractionResult.stripTrailingFractionZeros(keeping: minimumFractionDigits)
        fractionResult.padFraction(to: minimumFractionDigits)
        var result = fractionResult
        if minimumSignificantDigits != nil || maximumSignificantDigits != nil {
            let significant = roundSignificant(value)
            switch roundingPriority {
            case .morePrecision:
                result =
                    significant.fractionDigitCount >= fractionResult.fractionDigitCount
                    ? significant : fractionResult
            case .lessPrecision:
                result =
                    significant.fractionDigitCount <= fractionResult.fractionDigitCount
                    ? significant : fractionResult
            default:
                result = significant
            }
        }
        if stripIfInteger,
            result.digits.isEmpty
                || (0..<result.fractionDigitCount).allSatisfy({ result.digit(atPower: -$0 - 1) == 0 })
        {
            result.stripTrailingFractionZeros(keeping: 0)
        }
        return result
    }

    private func roundSignificant(_ value: DecimalNumber) -> DecimalNumber {
        let maximum = maximumSignificantDigits ?? 21
        let minimum = minimumSignificantDigits ?? 1
        guard !value.isZero else {
            var zero = DecimalNumber(isNegative: value.isNegative, digits: [], exponent: 0)
            zero.padFraction(to: max(0, minimum - 1))
            return zero
        }
        let top = value.digits.count + value.exponent - 1
        var rounded = value.rounded(toPower: top - maximum + 1, mode: roundingMode)
        let newTop = rounded.digits.count + rounded.exponent - 1
        rounded.stripTrailingFractionZeros(keeping: max(0, minimum - newTop - 1))
        rounded.padFraction(to: max(0, minimum - newTop - 1))
        return rounded
    }
}
