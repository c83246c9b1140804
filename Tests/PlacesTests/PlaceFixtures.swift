import Foundation
import Places
import Testing

/// Builders for place JSON in the Places API (New) shape, and instants from ISO 8601 text.
enum PlaceFixtures {
    /// `{"open": {...}, "close": {...}}` from weekday and `HH:MM` strings; nil close for none.
    static func period(_ openDay: Int, _ openTime: String, _ closeDay: Int?, _ closeTime: String?) -> String {
        let open = point(openDay, openTime)
        guard let closeDay, let closeTime else { return "{\"open\": \(open)}" }
        return "{\"open\": \(open), \"close\": \(point(closeDay, closeTime))}"
    }

    /// A dated period point for current opening hours.
    static func datedPeriod(
        open: (String, Int, String), close: (String, Int, String), truncated: Bool = false
    ) -> String {
        "{\"open\": \(point(open.1, open.2, date: open.0)), \"close\": \(point(close.1, close.2, date: close.0, truncated: truncated))}"
    }

    static func point(_ day: Int, _ time: String, date: String? = nil, truncated: Bool = false) -> String {
        let parts = time.split(separator: ":").compactMap { Int($0) }
        var text = "{\"day\": \(day), \"hour\": \(parts[0]), \"minute\": \(parts[1])"
        if let date {
            let ymd = date.split(separator: "-").compactMap { Int($0) }
            text += ", \"date\": {\"year\": \(ymd[0]), \"month\": \(ymd[1]), \"day\": \(ymd[2])}"
        }
        if truncated { text += ", \"truncated\": true" }
        return text + "}"
    }

    /// A place with regular periods, an optional offset and optional extra top-level members.
    static func place(periods: [String]?, offset: Int?, extra: String = "") throws -> Place {
        var members: [String] = ["\"id\": \"test\""]
        if let periods {
            members.append("\"regularOpeningHours\": {\"periods\": [\(periods.joined(separator: ","))]}")
        }
        if let offset { members.append("\"utcOffsetMinutes\": \(offset)") }
        if !extra.isEmpty { members.append(extra) }
        return try Place.decode(from: Data("{\(members.joined(separator: ","))}".utf8))
    }

    /// Parses `2026-11-28T23:00:00-03:00`.
    static func instant(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    /// Monday to Friday, 09:00 to 18:00.
    static let officeHours = (1...5).map { period($0, "09:00", $0, "18:00") }
}
