/// An opening-hours block: `regularOpeningHours` (the usual week), `currentOpeningHours` (the
/// next seven days, dated, with special days), or one of the secondary blocks (delivery, …).
public struct OpeningHours: Sendable, Hashable {
    /// The periods; may be empty.
    public var periods: [OpeningPeriod]
    /// One localized line per weekday, for display only (never parsed here).
    public var weekdayDescriptions: [String]
    /// Dates whose hours are exceptional (current hours only).
    public var specialDays: [SpecialDay]
    /// For secondary hours: what they are hours of.
    public var secondaryHoursType: SecondaryHoursType?
    /// The API's open-now flag, true at fetch time only; not used for evaluation.
    public var openNow: Bool?

    /// Creates an hours block.
    public init(
        periods: [OpeningPeriod], weekdayDescriptions: [String] = [], specialDays: [SpecialDay] = [],
        secondaryHoursType: SecondaryHoursType? = nil, openNow: Bool? = nil
    ) {
        self.periods = periods
        self.weekdayDescriptions = weekdayDescriptions
        self.specialDays = specialDays
        self.secondaryHoursType = secondaryHoursType
        self.openNow = openNow
    }

    /// Reads a block; absent arrays are empty.
    init(reading reader: PlaceReader) throws(PlaceDecodingError) {
        periods = try reader.optionalObjects("periods").map(OpeningPeriod.init(reading:))
        weekdayDescriptions = try reader.optionalStrings("weekdayDescriptions")
        specialDays = try reader.optionalObjects("specialDays").map(SpecialDay.init(reading:))
        secondaryHoursType = try reader.optionalString("secondaryHoursType").map(
            SecondaryHoursType.init(rawValue:))
        openNow = try reader.optionalBool("openNow")
    }

    /// Whether some period has no close: the always-open representation.
    public var isAlwaysOpen: Bool {
        periods.contains { $0.close == nil }
    }
}
