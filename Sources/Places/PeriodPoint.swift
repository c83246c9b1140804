/// One end of an opening period (`open` or `close`): weekday and time at the place, plus, in
/// `currentOpeningHours`, the calendar date and whether the API cut the period at the edge of
/// the seven days it reports (`truncated`).
public struct PeriodPoint: Sendable, Hashable, Decodable {
    /// 0 = Sunday ... 6 = Saturday.
    public var day: Int
    /// 0...23; 24 (with minute 0) is accepted as the end of the day.
    public var hour: Int
    /// 0...59.
    public var minute: Int
    /// The calendar date, given in current (dated) opening hours.
    public var date: CivilDate?
    /// Whether the real time lies beyond the reported window and this one is the window's edge.
    public var truncated: Bool

    /// Creates a point.
    public init(day: Int, hour: Int, minute: Int, date: CivilDate? = nil, truncated: Bool = false) {
        self.day = day
        self.hour = hour
        self.minute = minute
        self.date = date
        self.truncated = truncated
    }

    /// Decodes and range-checks the fields. An absent `day`, `hour` or `minute` is 0 (the API's
    /// JSON may leave out fields holding their default value).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        day = try container.decodeIfPresent(Int.self, forKey: .day) ?? 0
        hour = try container.decodeIfPresent(Int.self, forKey: .hour) ?? 0
        minute = try container.decodeIfPresent(Int.self, forKey: .minute) ?? 0
        date = try container.decodeIfPresent(CivilDate.self, forKey: .date)
        truncated = try container.decodeIfPresent(Bool.self, forKey: .truncated) ?? false
        guard (0...6).contains(day) else {
            throw DecodingError.dataCorruptedError(
                forKey: .day, in: container,
                debugDescription: "must be 0 (Sunday) ... 6 (Saturday), got \(day)")
        }
        guard (0...23).contains(hour) || (hour == 24 && minute == 0) else {
            throw DecodingError.dataCorruptedError(
                forKey: .hour, in: container, debugDescription: "must be 0...23, got \(hour)")
        }
        guard (0...59).contains(minute) else {
            throw DecodingError.dataCorruptedError(
                forKey: .minute, in: container, debugDescription: "must be 0...59, got \(minute)")
        }
        if let date, date.weekday != day {
            throw DecodingError.dataCorruptedError(
                forKey: .day, in: container, debugDescription: "day \(day) is not the weekday of \(date)")
        }
    }

    /// Minutes since local midnight.
    var minuteOfDay: Int { hour * 60 + minute }

    private enum Keys: String, CodingKey {
        case day, hour, minute, date, truncated
    }
}

/// One opening period: from `open` to `close`. A period without `close` means open around the
/// clock (the API writes that as open on Sunday at 00:00 with no close).
public struct OpeningPeriod: Sendable, Hashable, Decodable {
    /// When the place opens.
    public var open: PeriodPoint
    /// When it closes; nil for always open.
    public var close: PeriodPoint?

    /// Creates a period.
    public init(open: PeriodPoint, close: PeriodPoint?) {
        self.open = open
        self.close = close
    }
}

/// A date with exceptional hours listed in `currentOpeningHours.specialDays` (a holiday, a
/// temporary change); on that date the current periods replace the regular ones.
public struct SpecialDay: Sendable, Hashable, Decodable {
    /// The date.
    public var date: CivilDate
}

/// The kind of secondary hours (`secondaryHoursType`), e.g. `DELIVERY`. Kept open-ended because
/// the API adds kinds; the common ones are named.
public struct SecondaryHoursType: RawRepresentable, Sendable, Hashable, Decodable {
    /// The API's name, e.g. `DRIVE_THROUGH`.
    public var rawValue: String

    /// Wraps an API name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Decodes the API name.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Delivery hours.
    public static let delivery = SecondaryHoursType(rawValue: "DELIVERY")
    /// Takeout hours.
    public static let takeout = SecondaryHoursType(rawValue: "TAKEOUT")
    /// Drive-through hours.
    public static let driveThrough = SecondaryHoursType(rawValue: "DRIVE_THROUGH")
    /// Kitchen hours.
    public static let kitchen = SecondaryHoursType(rawValue: "KITCHEN")
    /// Pickup hours.
    public static let pickup = SecondaryHoursType(rawValue: "PICKUP")
}
