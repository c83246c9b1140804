/// One end of an opening period (`open` or `close`): weekday and time at the place, plus, in
/// `currentOpeningHours`, the calendar date and whether the API cut the period at the edge of
/// the seven days it reports (`truncated`).
public struct PeriodPoint: Sendable, Hashable {
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

    /// Reads and range-checks the fields. An absent `day`, `hour` or `minute` is 0 (the API's
    /// JSON may leave out fields holding their default value).
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        day = try reader.optionalInteger("day") ?? 0
        hour = try reader.optionalInteger("hour") ?? 0
        minute = try reader.optionalInteger("minute") ?? 0
        date = try reader.optionalObject("date").map(CivilDate.init(reading:))
        truncated = try reader.optionalBool("truncated") ?? false
        guard (0...6).contains(day) else {
            throw reader.failure("day", "must be 0 (Sunday) ... 6 (Saturday), got \(day)")
        }
        guard (0...23).contains(hour) || (hour == 24 && minute == 0) else {
            throw reader.failure("hour", "must be 0...23, got \(hour)")
        }
        guard (0...59).contains(minute) else {
            throw reader.failure("minute", "must be 0...59, got \(minute)")
        }
        if let date, date.weekday != day {
            throw reader.failure("day", "day \(day) is not the weekday of \(date)")
        }
    }

    /// Minutes since local midnight.
    var minuteOfDay: Int { hour * 60 + minute }
}

/// One opening period: from `open` to `close`. A period without `close` means open around the
/// clock (the API writes that as open on Sunday at 00:00 with no close).
public struct OpeningPeriod: Sendable, Hashable {
    /// When the place opens.
    public var open: PeriodPoint
    /// When it closes; nil for always open.
    public var close: PeriodPoint?

    /// Creates a period.
    public init(open: PeriodPoint, close: PeriodPoint?) {
        self.open = open
        self.close = close
    }

    /// Reads a period; `open` is required, `close` optional.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        open = try PeriodPoint(reading: reader.object("open"))
        close = try reader.optionalObject("close").map(PeriodPoint.init(reading:))
    }
}

/// A date with exceptional hours listed in `currentOpeningHours.specialDays` (a holiday, a
/// temporary change); on that date the current periods replace the regular ones.
public struct SpecialDay: Sendable, Hashable {
    /// The date.
    public var date: CivilDate

    /// Reads a special day; its `date` is required.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        date = try CivilDate(reading: reader.object("date"))
    }
}

/// The kind of secondary hours (`secondaryHoursType`), e.g. `DELIVERY`. Kept open-ended because
/// the API adds kinds; the common ones are named.
public struct SecondaryHoursType: RawRepresentable, Sendable, Hashable {
    /// The API's name, e.g. `DRIVE_THROUGH`.
    public var rawValue: String

    /// Wraps an API name.
    public init(rawValue: String) {
        self.rawValue = rawValue
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
