/// Why one line of an event feed was rejected; printed as `FILE:LINE: field PATH: reason`.
public struct EventLineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line number in the feed.
    public var line: Int
    /// The dotted path of the offending field (`currentStep.maneuver`, `remainingSteps[2].lanes`),
    /// or nil when the line as a whole is wrong (not JSON, not UTF-8, too long).
    public var field: String?
    /// What is wrong, in words.
    public var reason: String

    /// Creates a line error.
    public init(line: Int, field: String?, reason: String) {
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// `field PATH: reason` or just the reason.
    public var description: String {
        if let field { return "field \(field): \(reason)" }
        return reason
    }

    /// The full diagnostic line for a named source, e.g. `drive.ndjson:17: field …: …`.
    public func formatted(source: String) -> String {
        "\(source):\(line): \(description)"
    }
}
