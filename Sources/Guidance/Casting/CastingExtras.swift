import GuidanceModel

/// The maneuver after the current one, previewed on screens when it comes close behind it.
public struct CastingPreview: Sendable, Hashable {
    /// The following maneuver, for its symbol.
    public var maneuver: Maneuver
    /// Its short instruction ("Turn left onto Rua Augusta"), when the locale has a short form.
    public var short: String?

    /// Creates a preview.
    public init(maneuver: Maneuver, short: String? = nil) {
        self.maneuver = maneuver
        self.short = short
    }
}

/// The arrival clock time at the next stop, worked out by the program so that screens never
/// guess the time zone: the instant with its UTC offset, and the time as the locale writes it.
public struct CastingArrival: Sendable, Hashable {
    /// ISO 8601 local time with its offset, to the minute: `2026-11-30T10:12-03:00`.
    public var time: String
    /// The clock time as screens show it ("10:12", "10:12 AM").
    public var text: String

    /// Creates an arrival time.
    public init(time: String, text: String) {
        self.time = time
        self.text = text
    }
}
