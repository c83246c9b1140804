import Foundation

/// What happened to a prompt in a player's queue, for integrators that must know what the
/// driver actually heard (e.g. to avoid repeating a prompt or to duck other audio).
public struct PlaybackEvent: Sendable, Equatable {
    /// The kind of event.
    public enum Kind: Sendable, Equatable {
        /// The prompt's first samples went to the device.
        case started
        /// The prompt played to its end.
        case ended
        /// The prompt was cut off: by a more urgent prompt (its id), or by ``PromptPlayer/stopAll()``
        /// (nil).
        case interrupted(byPromptID: String?)
        /// The prompt was removed from the queue before it started (``PromptPlayer/stopAll()``).
        case dropped
        /// The device failed while playing the prompt.
        case failed(reason: String)
    }

    /// The kind of event.
    public var kind: Kind
    /// The prompt's id from its ``PlaybackRequest``.
    public var promptID: String
    /// The prompt's urgency.
    public var urgency: Int
    /// Wall-clock time of the event.
    public var date: Date
    /// Monotonic time of the event, for measuring intervals between events.
    public var instant: ContinuousClock.Instant
    /// Audio played so far, in milliseconds (0 for started and dropped).
    public var playedMilliseconds: Int
    /// The prompt's ``PlaybackRequest/category``.
    public var category: String
    /// The prompt's audio length in milliseconds.
    public var durationMilliseconds: Int

    /// Creates an event stamped now.
    public init(
        kind: Kind, promptID: String, urgency: Int, playedMilliseconds: Int = 0, category: String = "",
        durationMilliseconds: Int = 0
    ) {
        self.kind = kind
        self.promptID = promptID
        self.urgency = urgency
        self.category = category
        self.durationMilliseconds = durationMilliseconds
        self.date = Date()
        self.instant = .now
        self.playedMilliseconds = playedMilliseconds
    }

    /// Creates the event of `kind` for `request`, stamped now.
    init(_ kind: Kind, _ request: PlaybackRequest, playedMilliseconds: Int = 0) {
        self.init(
            kind: kind, promptID: request.promptID, urgency: request.urgency,
            playedMilliseconds: playedMilliseconds, category: request.category,
            durationMilliseconds: request.audio.durationMilliseconds)
    }
}
