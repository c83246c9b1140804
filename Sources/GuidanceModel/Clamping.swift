/// The navigator reports negative and non-finite distances and times in practice; the wire format
/// clamps them into a usable range instead of rejecting the event.
package enum Clamping {
    /// The largest distance (m) or time (s) kept; anything above, infinity included, becomes this.
    public static let ceiling = 1.0e9

    /// Clamps to `0...ceiling`; NaN becomes 0.
    @inlinable
    public static func clamp(_ value: Double) -> Double {
        guard !value.isNaN else { return 0 }
        return min(max(value, 0), ceiling)
    }
}
