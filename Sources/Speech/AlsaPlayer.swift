import Foundation

/// Plays prompts on an ALSA device from a queue, on its own thread: one prompt at a time, most
/// urgent first, a strictly more urgent prompt cutting off the one playing, and ``stopAll()``
/// silencing everything at once. Every start, end, interruption and drop is reported through
/// ``events`` and the optional observer.
///
/// Audio is written in periods of 512 frames (about 23 ms) and writing never runs more than the
/// device latency (100 ms) ahead of the wall clock, so an interruption is heard within about
/// that time and devices that swallow data instantly (ALSA's `null`) behave like real ones.
public final class AlsaPlayer: PromptPlayer {
    /// The device name.
    public let device: String
    /// Every event, in order, for one consumer (see also the observer).
    public let events: AsyncStream<PlaybackEvent>
    private let loop: PlaybackLoop

    /// How many unread events ``events`` keeps (the oldest go first), so that a player nobody
    /// listens to does not grow without bound.
    public static let unreadEventLimit = 1024

    /// Opens `device` ("default" unless told otherwise) and starts the playback thread. Throws
    /// ``PlaybackError`` when the device cannot be opened, so that the caller can fall back.
    /// `observer` is called for every event on the player's thread; keep it short.
    public init(
        device: String = "default", observer: (@Sendable (PlaybackEvent) -> Void)? = nil
    ) throws(PlaybackError) {
        let pcm = try AlsaDevice(name: device, sampleRate: AudioFormat.sampleRate)
        let (stream, continuation) = AsyncStream.makeStream(
            of: PlaybackEvent.self, bufferingPolicy: .bufferingNewest(Self.unreadEventLimit))
        self.device = device
        self.events = stream
        self.loop = PlaybackLoop(
            device: pcm,
            open: { () throws(PlaybackError) -> any PlaybackDevice in
                try AlsaDevice(name: device, sampleRate: AudioFormat.sampleRate)
            }, continuation: continuation, observer: observer)
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
        self.device = name
        self.events = stream
        self.loop = PlaybackLoop(
            device: output,
            open: { () throws(PlaybackError) -> any PlaybackDevice in
                throw .deviceUnavailable(device: name, reason: "closed after a failure")
            }, continuation: continuation, observer: observer)
        loop.start()
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

    /// Stops everything, ends the thread, closes the device and finishes ``events``.
    public func shutdown() {
        loop.shutdown()
    }

    deinit {
        loop.shutdown()
    }
}
