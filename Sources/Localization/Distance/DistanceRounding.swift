extension RoundingTable {
    /// Rounds a distance in metres by this table. Negative and non-finite distances count as 0,
    /// distances above ``largestMeters`` as that.
    public func round(meters: Double) -> RoundedDistance {
        round(meters: meters, stepDigits: nil)
    }

    /// The fraction digits each band's step needs, in band order: what ``round(meters:)`` works
    /// out per call, listed once by callers that keep the table.
    var stepDigits: [Int] { bands.map { Self.fractionDigits(of: $0.step) } }

    /// Rounds a distance down: the largest amount not above it that the table says as itself
    /// (rounding it to the nearest step gives it back), what a prompt says, so that it never
    /// says more than is left ("500 m" is never said with 480 m to go). Only amounts of the
    /// table's own steps are said: a quarter mile below 1.125 mi, half miles above, never
    /// "1.25 miles".
    public func roundDown(meters: Double) -> RoundedDistance {
        var probe = meters
        var rounded = round(meters: meters)
        var tries = 0
        // Down from the distance in tenths of a step until the amount is not above it and is
        // said as itself: at most ten tries within a band, a few more across a band's edge.
        while !rounded.isBelowMinimum, tries < 64,
            rounded.meters > meters * (1 + 1e-12) || round(meters: rounded.meters) != rounded
        {
            let step = bands.first { $0.unit == rounded.unit && rounded.value + 1e-9 >= $0.from }?.step ?? 1
            probe -= max(step * rounded.unit.meters / 10, 0.01)
            rounded = round(meters: probe)
            tries += 1
        }
        return rounded
    }

    /// ``round(meters:)`` with the bands' ``stepDigits`` given, one per band (nil: worked out per
    /// band).
    func round(meters: Double, stepDigits: [Int]?) -> RoundedDistance {
        let distance = meters.isFinite && meters > 0 ? Swift.min(meters, Self.largestMeters) : 0
        let tolerance = 1e-9
        for (index, band) in bands.enumerated() {
            let amount = distance / band.unit.meters
            guard amount + tolerance >= band.from else { continue }
            let steps = (amount / band.step + tolerance).rounded(.toNearestOrAwayFromZero)
            let digits = stepDigits?[index] ?? Self.fractionDigits(of: band.step)
            let value = Self.trimmed(steps * band.step, digits: digits)
            return RoundedDistance(
                value: value, fractionDigits: Self.fractionDigits(of: value, upTo: digits), unit: band.unit,
                isBelowMinimum: false)
        }
        return RoundedDistance(
            value: below, fractionDigits: Self.fractionDigits(of: below), unit: belowUnit,
            isBelowMinimum: true)
    }

    /// The number of fraction digits a step such as 0.5 or 0.25 needs (at most 6).
    static func fractionDigits(of value: Double, upTo limit: Int = 6) -> Int {
        var digits = 0
        var scaled = value
        while digits < limit, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
            digits += 1
            scaled *= 10
        }
        return digits
    }

    private static func trimmed(_ value: Double, digits: Int) -> Double {
        var scale = 1.0
        for _ in 0..<Swift.max(0, digits) { scale *= 10 }
        let scaled = value * scale
        return scaled.isFinite ? scaled.rounded() / scale : value
    }
}
