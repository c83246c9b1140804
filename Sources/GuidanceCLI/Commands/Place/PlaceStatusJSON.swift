import CivilCalendar
import Foundation
import Places
import StrictJSON

/// The JSON `guidance place status` prints: state, basis, next change and arrival note.
struct PlaceStatusJSON {
    struct Change {
        var kind: String
        var at: String
        var localDate: String
        var localTime: String
        var weekday: Int
        var within24Hours: Bool
    }

    struct Note {
        var kind: String
        var at: String?
        var day: String?
        var weekday: Int?
    }

    /// The place's id, when the file gives one.
    var id: String?
    var status: String
    var basis: String
    var evaluatedAt: String
    var openAllDay: Bool
    var nextChange: Change?
    var note: Note

    init(status: OpenStatus, note: PlaceStatusNote) {
        self.status = status.state.rawValue
        basis = status.basis.rawValue
        evaluatedAt = Self.text(status.evaluatedAt)
        openAllDay = status.isOpenAllDay
        nextChange = status.nextChange.map { change in
            Change(
                kind: change.kind.rawValue, at: Self.text(change.date),
                localDate: change.local.date.description,
                localTime: change.local.time.description, weekday: change.local.weekday,
                within24Hours: status.changes(within: 24 * 3600))
        }
        self.note = Note(note)
    }

    /// One line of JSON, keys sorted, absent values left out.
    func encoded() -> String {
        var json = JSONWriter()
        json.add("basis", basis)
        json.add("evaluatedAt", evaluatedAt)
        json.add("id", id)
        if let nextChange {
            json.addObject("nextChange") { inner in
                inner.add("at", nextChange.at)
                inner.add("kind", nextChange.kind)
                inner.add("localDate", nextChange.localDate)
                inner.add("localTime", nextChange.localTime)
                inner.add("weekday", nextChange.weekday)
                inner.add("within24Hours", nextChange.within24Hours)
            }
        }
        json.addObject("note") { inner in
            inner.add("at", note.at)
            inner.add("day", note.day)
            inner.add("kind", note.kind)
            inner.add("weekday", note.weekday)
        }
        json.add("openAllDay", openAllDay)
        json.add("status", status)
        return json.json
    }

    private static func text(_ date: Date) -> String {
        ISO8601Instant.text(secondsSince1970: date.timeIntervalSince1970) ?? "\(date.timeIntervalSince1970)"
    }
}

extension PlaceStatusJSON.Note {
    init(_ note: PlaceStatusNote) {
        switch note {
        case .none: kind = "none"
        case .openAllDay: kind = "openAllDay"
        case .closedTemporarily: kind = "closedTemporarily"
        case .closedPermanently: kind = "closedPermanently"
        case .closesSoon(let time):
            kind = "closesSoon"
            at = time.description
        case .closed(let time, let relative):
            kind = "closed"
            at = time.description
            switch relative {
            case .today: day = "today"
            case .tomorrow: day = "tomorrow"
            case .weekday(let number):
                day = "weekday"
                weekday = number
            }
        }
    }
}
