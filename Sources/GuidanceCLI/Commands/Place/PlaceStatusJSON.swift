import Foundation
import Places

/// The JSON `guidance place status` prints: state, basis, next change and arrival note.
struct PlaceStatusJSON: Encodable {
    struct Change: Encodable {
        var kind: String
        var at: String
        var localDate: String
        var localTime: String
        var weekday: Int
        var within24Hours: Bool
    }

    struct Note: Encodable {
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

    /// One line of sorted-key JSON.
    func encoded() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }

    private static func text(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
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
