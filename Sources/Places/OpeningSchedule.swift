/// The place's open stretches laid out on its local time line: for each local day, the regular
/// periods that open that weekday, or, on a special day, the current periods that open that
/// date; adjacent or overlapping stretches merged (a gap of one minute or less counts as
/// adjacent, since the API writes "until midnight" as 23:59).
///
/// Times are seconds since 1970-01-01T00:00 on the place's wall clock ("local seconds").
struct OpeningSchedule {
    /// Days evaluated before and after the instant's local day.
    static let daysBefore = 8
    static let daysAfter = 15
    static let mergeTolerance: Int64 = 60
    static let secondsPerDay: Int64 = 86_400

    let regular: [OpeningPeriod]
    let current: [OpeningPeriod]
    let specialDates: Set<CivilDate>

    init(regular: OpeningHours?, current: OpeningHours?) {
        self.regular = regular?.periods ?? current?.periods ?? []
        self.current = current?.periods ?? []
        self.specialDates = Set(current?.specialDays.map(\.date) ?? [])
    }

    /// Whether there is anything to evaluate.
    var isEmpty: Bool { regular.isEmpty && current.isEmpty }

    /// Whether `date` follows exceptional hours.
    func isSpecial(_ date: CivilDate) -> Bool {
        specialDates.contains(date)
    }

    /// The merged open stretches over the window around `localDay`, and the window's end.
    func stretches(aroundDay localDay: Int) -> (stretches: [Range<Int64>], windowEnd: Int64) {
        let ranges = ((localDay - Self.daysBefore)...(localDay + Self.daysAfter)).flatMap { dayNumber in
            let dayStart = Int64(dayNumber) * Self.secondsPerDay
            return periods(on: CivilDate(dayNumber: dayNumber)).map { Self.range(of: $0, dayStart: dayStart) }
        }
        let windowEnd = Int64(localDay + Self.daysAfter + 1) * Self.secondsPerDay
        return (Self.merge(ranges), windowEnd)
    }

    /// The periods that open on `date`: the special day's current periods, or the regular ones
    /// for its weekday (all days, for an always-open period).
    private func periods(on date: CivilDate) -> [OpeningPeriod] {
        let weekday = date.weekday
        if isSpecial(date) {
            return current.filter { period in
                period.open.date.map { $0 == date } ?? (period.open.day == weekday)
            }
        }
        if regular.contains(where: { $0.close == nil }) {
            return [
                OpeningPeriod(
                    open: PeriodPoint(day: weekday, hour: 0, minute: 0),
                    close: PeriodPoint(day: weekday, hour: 24, minute: 0))
            ]
        }
        return regular.filter { $0.open.day == weekday }
    }

    private static func range(of period: OpeningPeriod, dayStart: Int64) -> Range<Int64> {
        let start = dayStart + Int64(period.open.minuteOfDay) * 60
        guard let close = period.close else { return start..<(start + secondsPerDay) }
        var days: Int64
        if let closeDate = close.date, let openDate = period.open.date {
            days = Int64(closeDate.dayNumber - openDate.dayNumber)
        } else {
            days = Int64((close.day - period.open.day + 7) % 7)
            if days == 0 && close.minuteOfDay <= period.open.minuteOfDay { days = 7 }
        }
        return start..<max(start, dayStart + days * secondsPerDay + Int64(close.minuteOfDay) * 60)
    }

    private static func merge(_ ranges: [Range<Int64>]) -> [Range<Int64>] {
        var merged: [Range<Int64>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = merged.last, range.lowerBound <= last.upperBound + mergeTolerance {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        return merged
    }
}
