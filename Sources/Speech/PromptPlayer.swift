/// Plays prompts one at a time with urgency-based interruption; the pipeline talks to this
/// protocol so that tests or other outputs can stand in for the sound card.
public protocol PromptPlayer: Sendable {
    /// Queues `request`; interrupts the playing prompt when `request` is strictly more urgent.
    func play(_ request: PlaybackRequest)
    /// Stops the playing prompt at once and drops every queued one (e.g. the driver switched to
    /// silent).
    func stopAll()
    /// Stops the playing prompt and drops the queued ones whose ``PlaybackRequest/category`` is
    /// in `categories` (e.g. guidance prompts when the driver switched to alerts only).
    func stop(categories: Set<String>)
    /// Every event, in order, for one consumer.
    var events: AsyncStream<PlaybackEvent> { get }
}

extension PromptPlayer {
    /// By default a player without categories stops everything.
    public func stop(categories: Set<String>) {
        stopAll()
    }
}
