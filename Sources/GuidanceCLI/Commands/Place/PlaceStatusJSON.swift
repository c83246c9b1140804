import CivilCalendar
import Foundation
import Places
import StrictJSON

/// The JSON `guidance place status` prints: state, basis, next change and arrival note.
enum PlaceStatusJSON {
    /// One line of JSON, keys sorted, absent values left out; `id` is the place's, when the file
    /// gives one.
    static func encoded(id: String?, status: OpenStatus, note: PlaceStatusNote) -> String {
        let noted: (kind: String, at: String?, day: String?, weekday: Int?) =
            switch note {
            case .none: ("none", nil, nil, nil)
            case .openAllDay: ("openAllDay", nil, nil, nil)
            case .closedTemporarily: ("closedTemporarily", nil, nil, nil)
            case .closedPermanently: ("closedPermanently", nil, nil, nil)
            case .closesSoon(let time): ("closesSoon", time.description, nil, nil)
            case .closed(let time, .today): ("closed", time.description, "today", nil)
            case .closed(let time, .tomorrow): ("closed", time.description, "tomorrow", nil)
            case .closed(let time, .weekday(let number)): ("closed", time.description, "weekday", number)
            }
        var json = JSONWriter()
        json.add("basis", status.basis.rawValue)
        json.add("evaluatedAt", text(status.evaluatedAt))
        json.add("id", id)
        if let change = status.nextChange {
            json.addObject("nextChange") { inner in
                inner.add("at", text(change.date))
                inner.add("kind", change.kind.rawValue)
                inner.add("localDate", change.local.date.description)
                inner.add("localTime", change.local.time.description)
                inner.add("weekday", change.local.weekday)
                inner.add("within24Hours", status.changes(within: 24 * 3600))
            }
        }
        json.addObject("note") { inner in
            inner.add("at", noted.at)
            inner.add("day", noted.day)
            inner.add("kind", noted.kind)
            inner.add("weekday", noted.weekday)
        }
        json.add("openAllDay", status.isOpenAllDay)
        json.add("status", status.state.rawValue)
        return json.json
    }

    private static func text(_ date: Date) -> String {
        ISO8601Instant.text(secondsSince1970: date.timeIntervalSince1970) ?? "\(date.timeIntervalSince1970)"
    }
}
