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
        var primaryGroup = 0
        var secondaryGroup = 0
        if !groupRuns.isEmpty {
            let primary = integerRuns.last ?? 3
            primaryGroup = primary
            secondaryGroup = integerRuns.count >= 3 ? integerRuns[integerRuns.count - 2] : primary
        }
        let thousand = formatter.string(from: 1000) ?? "1,000"
        let minimumGroupingDigits = groupRuns.isEmpty || thousand.contains(group) ? 1 : 2
        let negative = formatter.string(from: -1) ?? "-1"
        var minusPrefix = "-"
        var minusSuffix = ""
        if let range = negative.range(of: native[1]) {
            minusPrefix = String(negative[..<range.lowerBound])
            minusSuffix = String(negative[range.upperBound...])
        }
        let plus = formatter.plusSign ?? "+"
        let percent = NumberFormatter()
        percent.locale = locale
        percent.numberStyle = .percent
        let fifty = percent.string(from: 0.5) ?? "50%"
        var percentPrefix = ""
        var percentSuffix = "%"
        if let range = fifty.range(of: native[5] + native[0]) {
            percentPrefix = String(fifty[..<range.lowerBound])
            percentSuffix = String(fifty[range.upperBound...])
        }
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
