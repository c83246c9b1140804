import GuidanceModel
import StrictJSON

/// One change of the display state as it leaves the process: a JSON line for screens and
/// servers, or one plain text line for the simplest displays.
public struct CastingRecord: Sendable, Hashable {
    /// Increasing number of the change, used as the SSE event id.
    public var sequence: Int
    /// The event time of the change.
    public var timestamp: Double?
    /// The state to show.
    public var state: CastingState

    /// Creates a record.
    public init(sequence: Int, timestamp: Double?, state: CastingState) {
        self.sequence = sequence
        self.timestamp = timestamp
        self.state = state
    }

    /// The record as one JSON object (docs/casting.md describes the fields).
    public var json: String {
        var writer = JSONWriter()
        writer.reserveCapacity(384)
        // A figure with its words, as one object; left out when the figure is unknown.
        func addFigure(_ key: String, _ unit: String, _ value: Double?, text: String?) {
            guard let value else { return }
            writer.addObject(key) {
                $0.add(unit, value)
                $0.add("text", text)
            }
        }
        writer.add("seq", sequence)
        writer.add("t", timestamp)
        writer.add("state", state.mode.rawValue)
        writer.add("locale", state.locale)
        writer.add("dir", state.direction)
        writer.add("maneuver", state.maneuver?.wireName)
        writer.add("maneuverRaw", state.maneuver?.rawValue)
        writer.add("primary", state.primary)
        writer.add("secondary", state.secondary)
        addFigure("distance", "meters", state.distanceMeters, text: state.distanceText)
        writer.add("road", state.road)
        if !state.lanes.isEmpty {
            writer.addObjects("lanes", state.lanes) { object, lane in
                object.addStrings("shapes", lane.directions.map(\.shape.wireName))
                object.add("recommended", lane.isRecommended)
            }
        }
        addFigure("eta", "seconds", state.etaSeconds, text: state.etaText)
        addFigure("remaining", "meters", state.remainingMeters, text: state.remainingText)
        writer.add("lighting", state.lightingMode?.wireName)
        writer.add("handoff", state.handoff)
        if let place = state.place {
            writer.addObject("place") {
                $0.add("name", place.name)
                $0.add("address", place.address)
                $0.addStrings("attributions", place.attributions)
            }
        }
        writer.add("short", state.short)
        writer.add("exit", state.exit)
        if !state.refs.isEmpty { writer.addStrings("refs", state.refs) }
        writer.add("region", state.region)
        if let next = state.next {
            writer.addObject("next") {
                $0.add("maneuver", next.maneuver.wireName)
                $0.add("maneuverRaw", next.maneuver.rawValue)
                $0.add("short", next.short)
            }
        }
        if let arrival = state.arrival {
            writer.addObject("arrival") {
                $0.add("time", arrival.time)
                $0.add("text", arrival.text)
            }
        }
        if state.arrived { writer.add("arrived", true) }
        return writer.json
    }

    /// The record as one plain line: distance, instruction, next instruction and arrival estimate
    /// separated by ` | `; the rerouting text alone while rerouting; an empty line when stopped.
    /// Always one line: names come from map data, and a CR, LF, ESC or BEL in one must neither
    /// split the record nor reach the terminal, so control characters are written as visible
    /// escapes (`\n`, `\u{1B}`), the way the NDJSON and SSE feeds escape them.
    public var textLine: String {
        let line: String
        switch state.mode {
        case .stopped:
            line = ""
        case .rerouting:
            line = state.primary ?? ""
        case .enroute:
            let fields = [
                state.distanceText, state.primary, state.secondary, state.etaText, state.remainingText,
            ]
            line = fields.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " | ")
        }
        return Self.printable(line)
    }

    /// `text` with C0 and C1 controls, DEL and the line and paragraph separators written as
    /// escapes; everything else as it is.
    static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}
