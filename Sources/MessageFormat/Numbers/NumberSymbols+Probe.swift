import Foundation

extension NumberSymbols {
    /// The symbols Foundation's number formatter uses for `tag` (reliable on Linux): a few
    /// sample numbers are formatted and taken apart. Used for every tag the built-in table does
    /// not hold, and by the test that keeps the table equal to Foundation. Foundation sees the
    /// tag as ``PlatformLocale`` rebuilds it, never as written.
    static func probing(_ tag: String) -> NumberSymbols {
        let locale = PlatformLocale.locale(for: tag)
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        formatter.usesGroupingSeparator = true
        let sample = Array((formatter.string(from: 1_234_567.891) ?? "1,234,567.891").unicodeScalars)
        var native = [String](repeating: "", count: 10)
        var runs: [String] = []
        var integerRuns: [Int] = []
        var current = ""
        var digitCount = 0
        for scalar in sample {
            if let value = digitValue(scalar) {
                native[value] = String(scalar)
                if !current.isEmpty {
                    runs.append(current)
                    integerRuns.append(digitCount)
                    current = ""
                    digitCount = 0
                }
                digitCount += 1
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        let zero = formatter.string(from: 0) ?? "0"
        native[0] = zero.unicodeScalars.first { digitValue($0) == 0 }.map(String.init) ?? "0"
        for index in 0..<10 where native[index].isEmpty { native[index] = String(index) }
        let decimal = runs.last ?? "."
        let groupRuns = runs.dropLast()
        let group = groupRuns.first ?? ","
        // integerRuns holds the digit count before each separator: leading group, full groups,
        // and the group next to the decimal separator.
        let primaryGroup = groupRuns.isEmpty ? 0 : integerRuns.last ?? 3
        let secondaryGroup =
            groupRuns.isEmpty ? 0 : integerRuns.count >= 3 ? integerRuns[integerRuns.count - 2] : primaryGroup
        let thousand = formatter.string(from: 1000) ?? "1,000"
        let minimumGroupingDigits = groupRuns.isEmpty || thousand.contains(group) ? 1 : 2
        // What comes before and after `middle` in `text`; `otherwise` when it is not there.
        func around(_ text: String, _ middle: String, otherwise: (String, String)) -> (String, String) {
            guard let range = text.range(of: middle) else { return otherwise }
            return (String(text[..<range.lowerBound]), String(text[range.upperBound...]))
        }
        let negative = formatter.string(from: -1) ?? "-1"
        let (minusPrefix, minusSuffix) = around(negative, native[1], otherwise: ("-", ""))
        let plus = formatter.plusSign ?? "+"
        let percent = NumberFormatter()
        percent.locale = locale
        percent.numberStyle = .percent
        let fifty = percent.string(from: 0.5) ?? "50%"
        let (percentPrefix, percentSuffix) = around(fifty, native[5] + native[0], otherwise: ("", "%"))
        return NumberSymbols(
            digits: native, decimal: decimal, group: group, minusPrefix: minusPrefix,
            minusSuffix: minusSuffix, plus: plus, primaryGroup: primaryGroup, secondaryGroup: secondaryGroup,
            minimumGroupingDigits: minimumGroupingDigits, percentPrefix: percentPrefix,
            percentSuffix: percentSuffix)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
            return nil
        }
        return Int(value)
    }
}
