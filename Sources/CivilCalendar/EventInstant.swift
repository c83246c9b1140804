/// Whether an event's time is a real instant (seconds since 1970, as a live navigator stamps
/// them) or counts from the start of a recording. Both readings are legal on the wire; the
/// arrival clock on screens and a place's opening hours need an instant, and they must agree on
/// which times are instants.
package enum EventInstant {
    /// Event times from this Unix time on (2001-09-09T01:46:40Z) are instants.
    package static let earliest = 1_000_000_000.0

    /// Whether `time` is an instant by that rule (finite and from ``earliest`` on).
    package static func isInstant(_ time: Double) -> Bool {
        time.isFinite && time >= earliest
    }
}
