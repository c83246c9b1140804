/// A distance after rounding: the number to say, its unit, and whether it is a "less than" amount.
public struct RoundedDistance: Sendable, Hashable {
    /// The rounded amount in `unit` (for "less than" distances, the threshold).
    public var value: Double
    /// How many fraction digits `value` is written with (0 for whole numbers, 1 for 1.5, 2 for 0.25).
    public var fractionDigits: Int
    /// The unit.
    public var unit: DistanceUnit
    /// Whether the distance is below the smallest band ("less than 10 m").
    public var isBelowMinimum: Bool

    /// Creates a rounded distance.
    public init(value: Double, fractionDigits: Int, unit: DistanceUnit, isBelowMinimum: Bool) {
        self.value = value
        self.fractionDigits = fractionDigits
        self.unit = unit
        self.isBelowMinimum = isBelowMinimum
    }

    /// The amount in metres (the threshold, for a "less than" distance).
    public var meters: Double { value * unit.meters }

    /// The amount as an MF2/JSON number literal (`.` decimal point, no grouping): the form plural
    /// rules and exact variant keys such as `1.5` see.
    public var numberLiteral: String {
        NumberText.literal(value, fractionDigits: fractionDigits)
    }
}
