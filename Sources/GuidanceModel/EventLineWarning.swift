/// A field of an accepted line that was changed on the way in, e.g. a road name longer than
/// ``TextBounds/maximumNameBytes`` that was cut. The line's event is still used, with the changed
/// value; the warning says where and why, in the shape of ``EventLineError``, so that a feed's
/// author can find the field: `drive.ndjson:17: field currentStep.simpleRoadName: 1048576 bytes,
/// cut to the first 512`.
public struct EventLineWarning: Sendable, Hashable, CustomStringConvertible {
    /// The 1-based line number in the feed.
    public var line: Int
    /// The dotted path of the field (`currentStep.fullRoadName`, `remainingSteps[2].exitNumber`).
    public var field: String
    /// What was done, in words.
    public var reason: String

    /// Creates a line warning.
    public init(line: Int, field: String, reason: String) {
        self.line = line
        self.field = field
        self.reason = reason
    }

    /// `field PATH: reason`.
    public var description: String {
        "field \(field): \(reason)"
    }

    /// The full diagnostic line for a named source, e.g. `drive.ndjson:17: field …: …`; a
    /// command prints it after `warning: `, as it prints every warning.
    public func formatted(source: String) -> String {
        "\(source):\(line): \(description)"
    }
}

/// A change made to one field while decoding a line, before the line number is known: what
/// ``EventLineWarning`` is made of. Both decoders of the wire format produce them, in the same
/// order, for the same fields.
struct FieldNote: Sendable, Hashable {
    /// The dotted path of the field.
    var path: String
    /// What was done.
    var reason: String

    /// The warning of a line.
    func warning(line: Int) -> EventLineWarning {
        EventLineWarning(line: line, field: path, reason: reason)
    }
}
