import Guidance

/// A spoken prompt as the timing audit sees it: when it was due, how long it lasts, and what
/// distance it said.
public struct TimedPrompt: Sendable, Hashable {
    /// The prompt's id in its drive.
    public var id: Int
    /// The stage it was said for.
    public var stage: PromptStage
    /// The step whose maneuver it announces, if any.
    public var step: Int?
    /// When the planner made it due (the feed's clock, seconds).
    public var due: Double
    /// How long its audio lasts, in seconds.
    public var seconds: Double
    /// The distance its words say, in metres (the planned one as the locale rounds it).
    public var saidMeters: Double?
    /// The spoken text, for the report.
    public var text: String

    /// Creates a timed prompt.
    public init(
        id: Int, stage: PromptStage, step: Int?, due: Double, seconds: Double, saidMeters: Double?,
        text: String
    ) {
        self.id = id
        self.stage = stage
        self.step = step
        self.due = due
        self.seconds = seconds
        self.saidMeters = saidMeters
        self.text = text
    }

    /// Whether the prompt announces a maneuver ahead (early, prepare, now).
    var announcesManeuver: Bool { stage == .early || stage == .prepare || stage == .now }

    /// Whether the prompt is an advance notice of a maneuver (early, prepare).
    var isAdvance: Bool { stage == .early || stage == .prepare }
}
