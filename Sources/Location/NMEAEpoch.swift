import GuidanceModel

/// The sentences of one receiver epoch (one measurement, one time of day) being gathered into a
/// single ``Fix``.
struct NMEAEpoch: Sendable, Hashable {
    /// The epoch's time of day; nil until a sentence with a time joins.
    var timeOfDay: Double?
    var rmc: NMEAMessage.RMC?
    var gga: NMEAMessage.GGA?
    var vtg: NMEAMessage.VTG?

    /// Whether `message` belongs to this epoch. It does not when its time differs from the
    /// epoch's, or when the epoch already has a sentence of its type and the two cannot be told
    /// to share a time (a receiver without a clock repeats `$GPRMC,,V,…` every second; each one
    /// is a new epoch).
    func accepts(_ message: NMEAMessage) -> Bool {
        guard let time = message.timeOfDay, let timeOfDay else { return !has(message) }
        return Self.sameInstant(time, timeOfDay)
    }

    /// Adds a sentence (a later one of the same type replaces the earlier).
    mutating func add(_ message: NMEAMessage) {
        if timeOfDay == nil { timeOfDay = message.timeOfDay }
        switch message {
        case .rmc(let rmc): self.rmc = rmc
        case .gga(let gga): self.gga = gga
        case .vtg(let vtg): self.vtg = vtg
        }
    }

    /// Whether the epoch already holds a sentence of `message`'s type.
    private func has(_ message: NMEAMessage) -> Bool {
        switch message {
        case .rmc: rmc != nil
        case .gga: gga != nil
        case .vtg: vtg != nil
        }
    }

    /// Times of day are equal to the millisecond (receivers print them with 0–3 decimals).
    private static func sameInstant(_ first: Double, _ second: Double) -> Bool {
        (first * 1000).rounded() == (second * 1000).rounded()
    }
}
