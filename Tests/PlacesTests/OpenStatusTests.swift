import Foundation
import Places
import Testing

/// The opening-hours table: each row a place, an instant and the expected state and next change.
struct OpenStatusTests {
    struct Row: Sendable, CustomTestStringConvertible {
        var name: String
        var periods: [String]?
        var offset: Int?
        var extra: String = ""
        var at: String
        var state: OpenStatus.State
        var basis: OpenStatus.Basis
        /// The next change as an ISO instant, or nil for none.
        var next: String?
        var testDescription: String { name }
    }

    static let bar = [PlaceFixtures.period(5, "20:00", 6, "02:00")]
    static let weekend = [PlaceFixtures.period(6, "22:00", 0, "04:00")]
    static let wednesdays = [PlaceFixtures.period(3, "10:00", 3, "12:00")]
    static let christmas =
        "\"currentOpeningHours\": {\"periods\": [\(PlaceFixtures.datedPeriod(open: ("2026-12-25", 5, "10:00"), close: ("2026-12-25", 5, "14:00")))], \"specialDays\": [{\"date\": {\"year\": 2026, \"month\": 12, \"day\": 25}}]}"
    static let closedOnChristmas =
        "\"currentOpeningHours\": {\"periods\": [], \"specialDays\": [{\"date\": {\"year\": 2026, \"month\": 12, \"day\": 25}}]}"

    static let rows: [Row] = [
        Row(
            name: "office open midday", periods: PlaceFixtures.officeHours, offset: -180,
            at: "2026-12-02T12:00:00-03:00", state: .open, basis: .regularHours,
            next: "2026-12-02T18:00:00-03:00"),
        Row(
            name: "office closed Saturday, opens Monday", periods: PlaceFixtures.officeHours, offset: -180,
            at: "2026-11-28T10:00:00-03:00", state: .closed, basis: .regularHours,
            next: "2026-11-30T09:00:00-03:00"),
        Row(
            name: "overnight: open after midnight", periods: bar, offset: 60,
            at: "2026-11-28T01:00:00+01:00", state: .open, basis: .regularHours,
            next: "2026-11-28T02:00:00+01:00"),
        Row(
            name: "overnight: closed after closing", periods: bar, offset: 60,
            at: "2026-11-28T02:00:00+01:00", state: .closed, basis: .regularHours,
            next: "2026-12-04T20:00:00+01:00"),
        Row(
            name: "week boundary: Saturday night", periods: weekend, offset: 0,
            at: "2026-11-28T23:00:00Z", state: .open, basis: .regularHours, next: "2026-11-29T04:00:00Z"),
        Row(
            name: "week boundary: Sunday early", periods: weekend, offset: 0,
            at: "2026-11-29T03:59:00Z", state: .open, basis: .regularHours, next: "2026-11-29T04:00:00Z"),
        Row(
            name: "week boundary: Sunday after close", periods: weekend, offset: 0,
            at: "2026-11-29T04:00:00Z", state: .closed, basis: .regularHours, next: "2026-12-05T22:00:00Z"),
        Row(
            name: "next opening six days ahead", periods: wednesdays, offset: 330,
            at: "2026-12-03T13:00:00+05:30", state: .closed, basis: .regularHours,
            next: "2026-12-09T10:00:00+05:30"),
        Row(
            name: "always open", periods: [PlaceFixtures.period(0, "00:00", nil, nil)], offset: -300,
            at: "2026-12-03T13:00:00Z", state: .open, basis: .regularHours, next: nil),
        Row(
            name: "missing offset", periods: PlaceFixtures.officeHours, offset: nil,
            at: "2026-12-02T12:00:00Z", state: .unknown, basis: .missingUTCOffset, next: nil),
        Row(
            name: "missing hours", periods: nil, offset: 0,
            at: "2026-12-02T12:00:00Z", state: .unknown, basis: .missingOpeningHours, next: nil),
        Row(
            name: "hours without periods", periods: [], offset: 0,
            at: "2026-12-02T12:00:00Z", state: .unknown, basis: .noPeriods, next: nil),
        Row(
            name: "special day shortens hours", periods: PlaceFixtures.officeHours, offset: -300,
            extra: christmas,
            at: "2026-12-25T15:00:00-05:00", state: .closed, basis: .specialDay,
            next: "2026-12-28T09:00:00-05:00"),
        Row(
            name: "special day: open in exceptional hours", periods: PlaceFixtures.officeHours, offset: -300,
            extra: christmas,
            at: "2026-12-25T10:30:00-05:00", state: .open, basis: .specialDay,
            next: "2026-12-25T14:00:00-05:00"),
        Row(
            name: "special day before opens at the exceptional time", periods: PlaceFixtures.officeHours,
            offset: -300, extra: christmas,
            at: "2026-12-24T20:00:00-05:00", state: .closed, basis: .regularHours,
            next: "2026-12-25T10:00:00-05:00"),
        Row(
            name: "special day with no periods is closed", periods: PlaceFixtures.officeHours, offset: -300,
            extra: closedOnChristmas,
            at: "2026-12-25T12:00:00-05:00", state: .closed, basis: .specialDay,
            next: "2026-12-28T09:00:00-05:00"),
        Row(
            name: "closed permanently", periods: PlaceFixtures.officeHours, offset: 0,
            extra: "\"businessStatus\": \"CLOSED_PERMANENTLY\"",
            at: "2026-12-02T12:00:00Z", state: .closed, basis: .closedPermanently, next: nil),
        Row(
            name: "closed temporarily", periods: PlaceFixtures.officeHours, offset: 0,
            extra: "\"businessStatus\": \"CLOSED_TEMPORARILY\"",
            at: "2026-12-02T12:00:00Z", state: .closed, basis: .closedTemporarily, next: nil),
        Row(
            name: "closed permanently even without hours", periods: nil, offset: nil,
            extra: "\"businessStatus\": \"CLOSED_PERMANENTLY\"",
            at: "2026-12-02T12:00:00Z", state: .closed, basis: .closedPermanently, next: nil),
        Row(
            name: "operational uses hours", periods: PlaceFixtures.officeHours, offset: 0,
            extra: "\"businessStatus\": \"OPERATIONAL\"",
            at: "2026-12-02T20:00:00Z", state: .closed, basis: .regularHours, next: "2026-12-03T09:00:00Z"),
        Row(
            name: "midnight close merges with next day's midnight open",
            periods: (0...6).map { PlaceFixtures.period($0, "00:00", $0, "23:59") }, offset: 540,
            at: "2026-12-02T23:59:30+09:00", state: .open, basis: .regularHours, next: nil),
    ]

    @Test(arguments: rows)
    func openingHoursTable(_ row: Row) throws {
        let place = try PlaceFixtures.place(periods: row.periods, offset: row.offset, extra: row.extra)
        let status = place.isOpen(at: try PlaceFixtures.instant(row.at))
        #expect(status.state == row.state)
        #expect(status.basis == row.basis)
        if let next = row.next {
            let change = try #require(status.nextChange)
            #expect(change.date == (try PlaceFixtures.instant(next)))
            #expect(change.kind == (row.state == .open ? .closes : .opens))
        } else {
            #expect(status.nextChange == nil)
        }
    }

    @Test func nextChangeCarriesLocalWeekdayAndTime() throws {
        let place = try PlaceFixtures.place(periods: Self.weekend, offset: -180)
        let status = place.isOpen(at: try PlaceFixtures.instant("2026-11-29T02:00:00-03:00"))
        let change = try #require(status.nextChange)
        #expect(change.local.weekday == 0)
        #expect(change.local.time == LocalTime(hour: 4, minute: 0))
        #expect(change.local.date.description == "2026-11-29")
        #expect(status.changes(within: 3 * 3600))
        #expect(!status.changes(within: 3600))
    }

    @Test func withinTwentyFourHours() throws {
        let place = try PlaceFixtures.place(periods: Self.wednesdays, offset: 0)
        let thursday = place.isOpen(at: try PlaceFixtures.instant("2026-12-03T13:00:00Z"))
        #expect(!thursday.changes(within: 24 * 3600))
        let tuesday = place.isOpen(at: try PlaceFixtures.instant("2026-12-08T13:00:00Z"))
        #expect(tuesday.changes(within: 24 * 3600))
    }

    /// The documented rule: `utcOffsetMinutes` is applied as given to the instant evaluated.
    /// New York hours fetched in winter (-300) and evaluated the day after the change to summer
    /// time are read at 08:30, not the real 09:30; a fresh offset (-240) gives the real answer.
    @Test func daylightSavingShiftUsesTheGivenOffset() throws {
        let daily = (0...6).map { PlaceFixtures.period($0, "09:00", $0, "17:00") }
        let instant = try PlaceFixtures.instant("2026-03-09T13:30:00Z")
        let winter = try PlaceFixtures.place(periods: daily, offset: -300).isOpen(at: instant)
        #expect(winter.state == .closed)
        #expect(winter.nextChange?.date == (try PlaceFixtures.instant("2026-03-09T14:00:00Z")))
        #expect(winter.nextChange?.local.time == LocalTime(hour: 9, minute: 0))
        let summer = try PlaceFixtures.place(periods: daily, offset: -240).isOpen(at: instant)
        #expect(summer.state == .open)
        #expect(summer.nextChange?.date == (try PlaceFixtures.instant("2026-03-09T21:00:00Z")))
    }

    /// Across the change the given offset also places the next day's times: hours evaluated on
    /// the Saturday before the switch report Monday's opening at 09:00 of the old offset.
    @Test func daylightSavingShiftNextOpeningUsesTheGivenOffset() throws {
        let status = try PlaceFixtures.place(periods: PlaceFixtures.officeHours, offset: -300)
            .isOpen(at: try PlaceFixtures.instant("2026-03-07T12:00:00-05:00"))
        #expect(status.nextChange?.date == (try PlaceFixtures.instant("2026-03-09T09:00:00-05:00")))
    }

    @Test func alwaysOpenIsOpenAllDay() throws {
        let place = try PlaceFixtures.place(periods: [PlaceFixtures.period(0, "00:00", nil, nil)], offset: 0)
        let status = place.isOpen(at: try PlaceFixtures.instant("2026-11-28T12:00:00Z"))
        #expect(status.isOpenAllDay)
        #expect(try #require(place.regularOpeningHours).isAlwaysOpen)
    }

    @Test func alwaysOpenStillFollowsASpecialDay() throws {
        let place = try PlaceFixtures.place(
            periods: [PlaceFixtures.period(0, "00:00", nil, nil)], offset: -300, extra: Self.christmas)
        let status = place.isOpen(at: try PlaceFixtures.instant("2026-12-24T22:00:00-05:00"))
        #expect(status.state == .open)
        #expect(status.nextChange?.date == (try PlaceFixtures.instant("2026-12-25T00:00:00-05:00")))
    }

    @Test func currentHoursAloneAreUsedAsTheWeek() throws {
        let current =
            "\"currentOpeningHours\": {\"periods\": [\(PlaceFixtures.datedPeriod(open: ("2026-12-02", 3, "08:00"), close: ("2026-12-02", 3, "20:00")))]}"
        let place = try PlaceFixtures.place(periods: nil, offset: 0, extra: current)
        #expect(place.isOpen(at: try PlaceFixtures.instant("2026-12-02T12:00:00Z")).state == .open)
        #expect(place.isOpen(at: try PlaceFixtures.instant("2026-12-02T21:00:00Z")).state == .closed)
    }
}

/// Points whose zero fields the API's JSON leaves out.
struct OmittedZeroFieldTests {
    @Test func emptyOpenPointIsSundayMidnightAndAlwaysOpen() throws {
        let place = try PlaceFixtures.place(periods: ["{\"open\": {}}"], offset: 0)
        let open = try #require(place.regularOpeningHours?.periods.first?.open)
        #expect(open.day == 0 && open.hour == 0 && open.minute == 0)
        let status = place.isOpen(at: try PlaceFixtures.instant("2026-12-02T12:00:00Z"))
        #expect(status.state == .open)
        #expect(status.nextChange == nil)
    }
}
