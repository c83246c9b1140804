/// The findings of many drives counted: how many spoken prompts, and what share of them was
/// late, cut, long, repeated or overstated.
public struct TimingSummary: Sendable, Hashable {
    /// Spoken prompts audited.
    public var prompts = 0
    /// Findings by kind.
    public var counts: [TimingFinding.Kind: Int] = [:]

    /// An empty summary.
    public init() {}

    /// Adds a drive.
    public mutating func add(prompts count: Int, findings: [TimingFinding]) {
        prompts += count
        for finding in findings { counts[finding.kind, default: 0] += 1 }
    }

    /// Adds another summary.
    public mutating func add(_ other: TimingSummary) {
        prompts += other.prompts
        for (kind, count) in other.counts { counts[kind, default: 0] += count }
    }

    /// The findings of a kind per hundred spoken prompts.
    public func percent(_ kind: TimingFinding.Kind) -> Double {
        prompts == 0 ? 0 : 100 * Double(counts[kind] ?? 0) / Double(prompts)
    }
}
