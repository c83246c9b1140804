import GuidanceModel

/// The time and distance to go that a screen shows: those to the next stop when the navigator
/// reports them, else those to the final destination; nil means unknown, and is left out.
///
/// The next stop's figures come from two places. Android's updates carry them (and say null when
/// they do not know); iOS's updates never do, and only its throttled `remainingTime` and
/// `remainingDistance` events tell. So an event's figure is shown until the next update; once the
/// feed's updates have carried next-stop figures, each update decides (an unknown stays unknown),
/// otherwise the event's figure is kept until the stop is reached.
struct FiguresToGo: Sendable {
    private var updatesCarryNextStop = false
    private var next: (seconds: Double?, meters: Double?) = (nil, nil)
    private var final: (seconds: Double?, meters: Double?) = (nil, nil)
    private var reported: (seconds: Double?, meters: Double?) = (nil, nil)

    /// The seconds to show.
    var seconds: Double? { reported.seconds ?? next.seconds ?? final.seconds }
    /// The meters to show.
    var meters: Double? { reported.meters ?? next.meters ?? final.meters }

    /// Takes the figures of an update.
    mutating func update(_ info: NavInfo) {
        next = (info.timeToNextDestinationSeconds, info.distanceToNextDestinationMeters)
        final = (info.timeToFinalDestinationSeconds, info.distanceToFinalDestinationMeters)
        if next.seconds != nil || next.meters != nil { updatesCarryNextStop = true }
        if updatesCarryNextStop { reported = (nil, nil) }
    }

    /// A `remainingTime` event: seconds to the next stop.
    mutating func remainingTime(_ seconds: Double) {
        reported.seconds = seconds
    }

    /// A `remainingDistance` event: meters to the next stop.
    mutating func remainingDistance(_ meters: Double) {
        reported.meters = meters
    }

    /// A stop was reached: its figures are spent until the navigator reports the next one's.
    mutating func arrived() {
        reported = (nil, nil)
        next = (nil, nil)
    }
}
