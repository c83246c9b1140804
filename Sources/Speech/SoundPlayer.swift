import Foundation

/// Plays prompts through a sound server or ALSA (``PlaybackTarget``) on a thread of its own: a
/// queue ordered by urgency (``PlaybackRequest/urgency``), interruption of a less urgent prompt,
/// stops within one period, and an event for every start, end and interruption. A sound-server
/// stream carries the navigation media role, so the server lowers music while a prompt plays.
///
/// With `retrying`, a missing output is not an error: the player starts without one, reports
/// the next prompts as failed, and tries the output again for a later prompt (at most once a
/// second), on its own thread, so the caller never waits on a device that is not there.
public final class SoundPlayer: PromptPlayer {
    /// Where prompts go.
    public let target: PlaybackTarget
    /// Every event, in order, for one consumer (see also the observer).
    public let events: AsyncStream<PlaybackEvent>
    /// Why the output could not be opened at start (only with `retrying`; nil when it opened).
    public let initialFailure: PlaybackError?
    private let loop: PlaybackLoop

    /// Events kept for a consumer that reads late; older ones are dropped first.
    public static let unreadEventLimit = 1024

    /// Opens the target's output and starts the playback thread. Without `retrying`, throws
    /// ``PlaybackError`` when no output can be opened, so the caller can fall back; with it,
    /// starts anyway and keeps trying. `observer` is called for every event on the player's
    /// thread; keep it short.
    public init(
        target: PlaybackTarget, retrying: Bool = false,
        observer: (@Sendable (PlaybackEvent) -> Void)? = nil
    ) throws(PlaybackError) {
        var device: (any PlaybackDevice)?
        var failure: PlaybackError?
        do {
            device = try target.open()
        } catch {
            guard retrying else { throw error }
            failure = error
        }
        let (stream, continuation) = AsyncStream.makeStream(
            of: PlaybackEvent.self, bufferingPolicy: .bufferingNewest(Self.unreadEventLimit))
        self.target = target
        self.events = stream
        self.initialFailure = failure
        self.loop = PlaybackLoop(
            device: device, open: { () throws(PlaybackError) -> any PlaybackDevice in try target.open() },
            continuation: continuation, observer: observer)
        loop.start()
    }

    /// Plays on an output already open, with the same thread, queue and events: the seam where
    /// tests put an output they can watch period by period (and hold), so that they act while a
    /// prompt is surely mid-play and count what was written after a stop, instead of sleeping.
    /// A failed output is not reopened.
    init(output: any PlaybackDevice, observer: (@Sendable (PlaybackEvent) -> Void)? = nil) {
        let (stream, continuation) = AsyncStream.makeStream(
            of: PlaybackEvent.self, bufferingPolicy: .bufferingNewest(Self.unreadEventLimit))
        let name = output.description
        self.target = PlaybackTarget(output: .alsa, alsaDevice: name)
        self.events = stream
        self.initialFailure = nil
        self.loop = PlaybackLoop(
            device: output,
            open: { () throws(PlaybackError) -> any PlaybackDevice in
                throw .deviceUnavailable(device: name, reason: "closed after a failure")
            }, continuation: continuation, observer: observer)
        loop.start()
    }

    /// The output in use (`sound server pulseaudio 16.1`, `ALSA device "default"`), nil while
    /// none is open.
    public var outputName: String? {
        loop.outputName
    }

    /// Queues `request`; see ``PlaybackRequest/urgency`` for the ordering rules.
    public func play(_ request: PlaybackRequest) {
        loop.play(request)
    }

    /// Stops the playing prompt within one period and drops the queue.
    public func stopAll() {
        loop.stop(categories: nil)
    }

    /// Stops the playing prompt and drops the queued ones when their category is in
    /// `categories`; others play on.
    public func stop(categories: Set<String>) {
        loop.stop(categories: categories)
    }

    /// Whether a prompt is playing or waiting.
    public var isBusy: Bool {
        loop.isBusy
    }

    /// Waits until nothing plays or waits and the last prompt's events are delivered; the
    /// playback thread wakes the caller, nothing polls.
    public func waitUntilIdle() async {
        await loop.waitUntilIdle()
    }

    /// Stops everything, ends the thread, closes the output and finishes ``events``.
    public func shutdown() {
        loop.shutdown()
    }

    deinit {
        loop.shutdown()
    }
}
