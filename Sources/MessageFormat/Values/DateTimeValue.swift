import Foundation

/// A point in time resolved by `:datetime`, `:date` or `:time`, or passed by the host.
public struct DateTimeValue: MessageValue {
    /// How much of the date to show.
    public enum Length: String, Sendable, Hashable {
        /// E.g. "Monday, January 2, 2006".
        case full
        /// E.g. "January 2, 2006".
        case long
        /// E.g. "Jan 2, 2006".
        case medium
        /// E.g. "1/2/06".
        case short
    }

    /// How precise the time is.
    public enum Precision: String, Sendable, Hashable {
        /// Hours only.
        case hour
        /// Hours and minutes.
        case minute
        /// Hours, minutes and seconds.
        case second
    }

    /// The instant.
    public let date: Date
    /// The date part shown, if any.
    public let dateLength: Length?
    /// The time part shown, if any.
    public let timePrecision: Precision?
    /// The options it was resolved with.
    public let options: FunctionOptions
    /// The locale it formats in.
    public let locale: String

    /// Creates a date-time value; times given without a zone are read and shown as UTC.
    public init(
        _ date: Date, dateLength: Length? = .medium, timePrecision: Precision? = .minute,
        options: FunctionOptions = FunctionOptions(), locale: String
    ) {
        self.date = date
        self.dateLength = dateLength
        self.timePrecision = timePrecision
        self.options = options
        self.locale = locale
    }

    /// `datetime`.
    public var partType: String { "datetime" }
    /// ISO 8601 text of the instant.
    public var stringValue: String? { ISO8601DateFormatter().string(from: date) }
    /// The date.
    public var underlyingValue: any Sendable { date }

    /// The date and time in the locale's style.
    public func format(context: FunctionContext) throws(MessageError) -> String {
        let formatter = DateFormatter()
        formatter.locale = PlatformLocale.locale(for: locale)
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateStyle = Self.style(dateLength)
        switch timePrecision {
        case nil: formatter.timeStyle = .none
        case .hour, .minute: formatter.timeStyle = .short
        case .second: formatter.timeStyle = .medium
        }
        return formatter.string(from: date)
    }

    private static func style(_ length: Length?) -> DateFormatter.Style {
        switch length {
        case nil: return .none
        case .full: return .full
        case .long: return .long
        case .medium: return .medium
        case .short: return .short
        }
    }

    /// Parses `YYYY-MM-DD`, optionally followed by `THH:MM[:SS[.fff]]` and `Z` or `±HH:MM`.
    public static func parseISO(_ text: String) -> Date? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ count: Int) -> Int? {
            guard index + count <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + count] {
                guard byte >= 0x30, byte <= 0x39 else { return nil }
                value = value * 10 + Int(byte - 0x30)
            }
            index += count
            return value
        }
        func expect(_ character: Character) -> Bool {
            guard index < bytes.count, bytes[index] == character.asciiValue else { return false }
            index += 1
            return true
        }
        guard let year = number(4), expect("-"), let month = number(2), expect("-"), let day = number(2),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var offsetSeconds = 0
        if index < bytes.count {
            guard expect("T") || expect(" "), let hour = number(2), expect(":"), let minute = number(2),
                hour < 24, minute < 60
            else { return nil }
            components.hour = hour
            components.minute = minute
            if expect(":") {
                guard let second = number(2), second < 61 else { return nil }
                components.second = second
                if expect(".") {
                    while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                }
            }
            if expect("Z") {
            } else if index < bytes.count,
                bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
            {
                let sign = bytes[index] == UInt8(ascii: "-") ? -1 : 1
                index += 1
                guard let hours = number(2), expect(":"), let minutes = number(2) else { return nil }
                offsetSeconds = sign * (hours * 3600 + minutes * 60)
            }
            guard index == bytes.count else { return nil }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        guard let date = calendar.date(from: components) else { return nil }
        return date.addingTimeInterval(TimeInterval(-offsetSeconds))
    }
}
