import CivilCalendar
import Foundation
import Guidance
import GuidanceModel
import Places

/// The place details `guidance run --places FILE` knows, by place id: the arrival prompt names
/// the place and says what matters about its opening hours, and screens show its address and
/// attributions, as the place-details rules require.
struct PlaceDirectory: Sendable {
    let places: [String: Place]

    /// Reads a Places API place object, an array of them, or `{"places": [...]}` (``PlaceFile``).
    init(path: String, context: CommandContext) throws {
        let file = try PlaceFile(path: path, context: context)
        places = Dictionary(file.entries.map { ($0.key, $0.place) }, uniquingKeysWith: { _, last in last })
    }

    /// The facts of a waypoint at an event time: by place id, or the only place given for the
    /// final waypoint. Event times after 2001 are taken as Unix times; others mean "now".
    func facts(for waypoint: Waypoint, at timestamp: Double?) -> ArrivalFacts? {
        let place =
            waypoint.placeId.flatMap { places[$0] }
            ?? (waypoint.isFinal && places.count == 1 ? places.values.first : nil)
        guard let place else { return nil }
        let date =
            timestamp.flatMap { EventInstant.isInstant($0) ? Date(timeIntervalSince1970: $0) : nil } ?? Date()
        return ArrivalFacts(
            name: place.displayName?.text, address: place.formattedAddress,
            attributions: (place.attributions ?? []).compactMap(\.provider),
            note: Self.note(place.statusNote(arrivingAt: date)))
    }

    static func note(_ note: PlaceStatusNote) -> ArrivalNote? {
        switch note {
        case .none: nil
        case .openAllDay: .openAllDay
        case .closesSoon(let time): .closesSoon(hour: time.hour, minute: time.minute)
        case .closed(let time, .today): .closed(opensHour: time.hour, opensMinute: time.minute, day: .today)
        case .closed(let time, .tomorrow):
            .closed(opensHour: time.hour, opensMinute: time.minute, day: .tomorrow)
        case .closed(let time, .weekday(let weekday)):
            .closed(opensHour: time.hour, opensMinute: time.minute, day: .weekday(weekday))
        case .closedTemporarily: .closedTemporarily
        case .closedPermanently: .closedPermanently
        }
    }
}
