import CivilCalendar
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
    /// ISO 8601 text of the instant at UTC, to the second, by the one ISO 8601 writer; nil for an
    /// instant outside the years 0 to 9999, which the format's four-digit year cannot write.
    public var stringValue: String? { ISO8601Instant.text(secondsSince1970: date.timeIntervalSince1970) }
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

    /// Reads an instant as a message writes it: `YYYY-MM-DD`, optionally followed by `T` (or a
    /// space) and `HH:MM[:SS[.fff]]`, then `Z`, `±HH:MM` or nothing (UTC), by the one ISO 8601
    /// reader. Nil for any other text, and for a date or time that does not exist.
    public static func parseISO(_ text: String) -> Date? {
        ISO8601Instant.secondsSince1970(text, profile: .messageLiteral).map(Date.init(timeIntervalSince1970:))
    }
}
