import Foundation
import Places
import Testing

/// The arrival note: which single fact the pipeline passes to the arrival prompt.
struct StatusNoteTests {
    static func note(_ periods: [String]?, offset: Int? = -180, extra: String = "", at: String) throws
        -> PlaceStatusNote
    {
        try PlaceFixtures.place(periods: periods, offset: offset, extra: extra)
            .statusNote(arrivingAt: try PlaceFixtures.instant(at))
    }

    @Test func closesWithinAnHour() throws {
        let note = try Self.note(PlaceFixtures.officeHours, at: "2026-12-02T17:15:00-03:00")
        #expect(note == .closesSoon(at: LocalTime(hour: 18, minute: 0)))
    }

    @Test func closingExactlyAnHourAwayIsSoonAndLaterIsNot() throws {
        #expect(
            try Self.note(PlaceFixtures.officeHours, at: "2026-12-02T17:00:00-03:00")
                == .closesSoon(at: LocalTime(hour: 18, minute: 0)))
        #expect(
            try Self.note(PlaceFixtures.officeHours, at: "2026-12-02T16:59:00-03:00") == PlaceStatusNote.none)
    }

    @Test func customWindow() throws {
        let place = try PlaceFixtures.place(periods: PlaceFixtures.officeHours, offset: -180)
        let rules = StatusNoteRules(closingSoonWindow: 3 * 3600)
        let note = place.statusNote(
            arrivingAt: try PlaceFixtures.instant("2026-12-02T15:30:00-03:00"), rules: rules)
        #expect(note == .closesSoon(at: LocalTime(hour: 18, minute: 0)))
    }

    @Test func closedOpensLaterToday() throws {
        let note = try Self.note(PlaceFixtures.officeHours, at: "2026-12-02T07:00:00-03:00")
        #expect(note == .closed(opensAt: LocalTime(hour: 9, minute: 0), day: .today))
    }

    @Test func closedOpensTomorrow() throws {
        let note = try Self.note(PlaceFixtures.officeHours, at: "2026-12-02T19:00:00-03:00")
        #expect(note == .closed(opensAt: LocalTime(hour: 9, minute: 0), day: .tomorrow))
    }

    @Test func closedOpensOnALaterWeekday() throws {
        let note = try Self.note(PlaceFixtures.officeHours, at: "2026-11-28T12:00:00-03:00")
        #expect(note == .closed(opensAt: LocalTime(hour: 9, minute: 0), day: .weekday(1)))
    }

    @Test func openAllDayAndOrdinaryOpen() throws {
        #expect(
            try Self.note([PlaceFixtures.period(0, "00:00", nil, nil)], at: "2026-12-02T12:00:00Z")
                == .openAllDay)
        #expect(
            try Self.note(PlaceFixtures.officeHours, at: "2026-12-02T12:00:00-03:00") == PlaceStatusNote.none)
    }

    @Test func businessStatusNotes() throws {
        let permanently = "\"businessStatus\": \"CLOSED_PERMANENTLY\""
        let temporarily = "\"businessStatus\": \"CLOSED_TEMPORARILY\""
        #expect(
            try Self.note(nil, offset: nil, extra: permanently, at: "2026-12-02T12:00:00Z")
                == .closedPermanently)
        #expect(
            try Self.note(PlaceFixtures.officeHours, extra: temporarily, at: "2026-12-02T12:00:00Z")
                == .closedTemporarily)
    }

    @Test func unknownGivesNoNote() throws {
        #expect(
            try Self.note(PlaceFixtures.officeHours, offset: nil, at: "2026-12-02T12:00:00Z")
                == PlaceStatusNote.none)
        #expect(try Self.note(nil, at: "2026-12-02T12:00:00Z") == PlaceStatusNote.none)
    }
}
