/// How one unit system rounds a distance before it is shown or spoken, read from locale data.
///
/// Bands are tried in order; the first whose `from` (in the band's own unit) is not above the
/// distance applies, and the distance is rounded to a multiple of its `step`. Below every band the
/// distance is phrased as "less than" the `below` amount.
public struct RoundingTable: Sendable, Hashable {
    /// One rounding band.
    public struct Band: Sendable, Hashable {
        /// The smallest distance, in `unit`, that this band handles.
        public var from: Double
        /// The unit the band phrases distances in.
        public var unit: DistanceUnit
        /// The rounding step, in `unit` (e.g. 0.5 for half kilometres).
        public var step: Double

        /// Creates a band.
        public init(from: Double, unit: DistanceUnit, step: Double) {
            self.from = from
            self.unit = unit
            self.step = step
        }
    }

    /// The bands, largest first.
    public var bands: [Band]
    /// The "less than" amount used below the last band.
    public var below: Double
    /// The unit of `below`.
    public var belowUnit: DistanceUnit

    /// The amounts a locale file may give a band's `from` or the `below` value, in the band's
    /// unit: up to a million (kilometres or miles: far beyond any road), so that rounding never
    /// meets a number it cannot write.
    public static let amountRange: ClosedRange<Double> = 0...1_000_000

    /// The steps a locale file may give a band, in the band's unit.
    public static let stepRange: ClosedRange<Double> = 0.001...1_000_000

    /// The longest distance rounded as itself, in metres; longer ones are phrased as this (the
    /// event feed clamps distances to the same ceiling, so only a message argument reaches it).
    public static let largestMeters = 1.0e9

    /// Creates a table.
    public init(bands: [Band], below: Double, belowUnit: DistanceUnit) {
        self.bands = bands
        self.below = below
        self.belowUnit = belowUnit
    }
}
