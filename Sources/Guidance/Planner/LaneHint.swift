import GuidanceModel

/// Which lanes to use before a maneuver, reduced to what a sentence can say: how many lanes and
/// where they are ("use the two left lanes").
public struct LaneHint: Sendable, Hashable {
    /// Where the recommended lanes sit among all lanes.
    public enum Position: String, Sendable, Hashable, CaseIterable {
        /// The leftmost lanes.
        case left
        /// The rightmost lanes.
        case right
        /// Lanes in the middle, touching neither edge.
        case middle
    }

    /// How many lanes are recommended.
    public var count: Int
    /// Where they are.
    public var position: Position
    /// How many lanes the road has there.
    public var total: Int

    /// Creates a hint.
    public init(count: Int, position: Position, total: Int) {
        self.count = count
        self.position = position
        self.total = total
    }

    /// Reads the hint from a step's lanes; nil when lanes are unknown, when every lane (or none)
    /// is recommended, or when the recommended lanes are not side by side, since no short
    /// sentence describes such a pattern.
    public init?(lanes: [Lane]) {
        let flags = lanes.map(\.isRecommended)
        guard let first = flags.firstIndex(of: true), let last = flags.lastIndex(of: true) else { return nil }
        let count = last - first + 1
        guard count < lanes.count, flags[first...last].allSatisfy({ $0 }) else { return nil }
        let position: Position =
            first == 0 ? .left : last == lanes.count - 1 ? .right : .middle
        self.init(count: count, position: position, total: lanes.count)
    }
}
