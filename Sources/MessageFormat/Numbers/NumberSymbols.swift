import Foundation
import Synchronization

/// A locale's number symbols and grouping, read once from Foundation's number formatter (which
/// is reliable on Linux) and then used by the engine's own fast formatter.
final class NumberSymbols: Sendable {
    /// The ten native digits.
    let digits: [String]
    /// The decimal separator.
    let decimal: String
    /// The grouping separator.
    let group: String
    /// Text before a negative number (may include direction marks).
    let minusPrefix: String
    /// Text after a negative number.
    let minusSuffix: String
    /// The plus sign.
    let plus: String
    /// Size of the group next to the decimal separator; 0 for none.
    let primaryGroup: Int
    /// Size of the other groups.
    let secondaryGroup: Int
    /// Grouping only applies from this many digits in the highest group (pt-PT, es: 2).
    let minimumGroupingDigits: Int
    /// Text before a percentage.
    let percentPrefix: String
    /// Text after a percentage.
    let percentSuffix: String
    /// Whether the digits are ASCII (enables a faster path).
    let asciiDigits: Bool

    private static let cache = Mutex<[String: NumberSymbols]>([:])

    /// The symbols of a BCP 47 locale tag, computed once per tag.
    static func forLocale(_ tag: String) -> NumberSymbols {
        if let cached = cache.withLock({ $0[tag] }) { return cached }
        let symbols = NumberSymbols(probing: tag)
        cache.withLock { $0[tag] = symbols }
        return symbols
    }

    private init(probing tag: String) {
        let locale = Locale(identifier: tag == "und" ? "en_US_POSIX" : tag)
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
            if let value = Self.digitValue(scalar) {
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
        native[0] = zero.unicodeScalars.first { Self.digitValue($0) == 0 }.map(String.init) ?? "0"
        for index in 0..<10 where native[index].isEmpty { native[index] = String(index) }
        digits = native
        asciiDigits = native == (0..<10).map(String.init)
        decimal = runs.last ?? "."
        let groupRuns = runs.dropLast()
        group = groupRuns.first ?? ","
        // integerRuns holds the digit count before each separator: leading group, full groups,
        // and the group next to the decimal separator.
        if groupRuns.isEmpty {
            primaryGroup = 0
            secondaryGroup = 0
        } else {
            let primary = integerRuns.last ?? 3
            primaryGroup = primary
            secondaryGroup = integerRuns.count >= 3 ? integerRuns[integerRuns.count - 2] : primary
        }
        let thousand = formatter.string(from: 1000) ?? "1,000"
        minimumGroupingDigits = groupRuns.isEmpty || thousand.contains(group) ? 1 : 2
        let negative = formatter.string(from: -1) ?? "-1"
        let one = native[1]
        if let range = negative.range(of: one) {
            minusPrefix = String(negative[..<range.lowerBound])
            minusSuffix = String(negative[range.upperBound...])
        } else {
            minusPrefix = "-"
            minusSuffix = ""
        }
        plus = formatter.plusSign ?? "+"
        let percent = NumberFormatter()
        percent.locale = locale
        percent.numberStyle = .percent
        let fifty = percent.string(from: 0.5) ?? "50%"
        if let range = fifty.range(of: native[5] + native[0]) {
            percentPrefix = String(fifty[..<range.lowerBound])
            percentSuffix = String(fifty[range.upperBound...])
        } else {
            percentPrefix = ""
            percentSuffix = "%"
        }
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> Int? {
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue else {
            return nil
        }
        return Int(value)
    }
}
