/// One prompt that came at the wrong moment or said too much, with by how much.
public struct TimingFinding: Sendable, Hashable {
    /// What is wrong.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A maneuver prompt still speaking when its maneuver is reached.
        case late
        /// A prompt still speaking when the next one is due.
        case cut
        /// A prompt longer than ``TimingAudit/Rules/longSeconds``.
        case long
        /// A second advance prompt for a maneuver too soon after the first.
        case repeated
        /// A distance said that is larger than the distance left when the prompt ends.
        case overstated
    }

    /// What is wrong.
    public var kind: Kind
    /// The prompt.
    public var prompt: TimedPrompt
    /// By how much: seconds for late, cut and long; seconds after the first prompt for a repeat;
    /// metres for an overstated distance.
    public var amount: Double

    /// Creates a finding.
    public init(kind: Kind, prompt: TimedPrompt, amount: Double) {
        self.kind = kind
        self.prompt = prompt
        self.amount = amount
    }

    /// The unit of ``amount``.
    public var unit: String { kind == .overstated ? "m" : "s" }
}
