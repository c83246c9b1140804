import Foundation

/// A player without sound: it keeps the time a player would, so that a host playing the audio
/// itself (from the prompt files or the PCM stream) or ducking its own sources learns when each
/// prompt starts and ends. A prompt starts when it is handed over (or when the one before it
/// ends), ends its audio's duration later, and follows ``SoundPlayer``'s rules: most urgent
/// first, a strictly more urgent prompt cuts in, ``stopAll()`` and ``stop(categories:)``
/// interrupt.
///
/// Events are emitted when their moment comes (a thread looks every 10 ms); ``finish()``
/// emits the rest at once, stamped with the moments they were due (after the end of a feed
/// read faster than real time, those lie ahead).
public final class TimelinePlayer: PromptPlayer, @unchecked Sendable {
    // Safety: `queue`, `playing` and `isShutDown` are only touched with `lock` held; events are
    // emitted with `emitLock` held, taken before `lock`, so they leave in order and an observer
    // may call back into the player.
    private let lock = NSLock()
    private let emitLock = NSRecursiveLock()
    private var queue = PlaybackQueue()
    private var playing: Playing?
    private var isShutDown = false
    private let continuation: AsyncStream<PlaybackEvent>.Continuation
    private let observer: (@Sendable (PlaybackEvent) -> Void)?
    private let origin = (instant: ContinuousClock.now, date: Date())

    /// Every event, in order, for one consumer (see also the observer).
    public let events: AsyncStream<PlaybackEvent>

    /// Starts the clock thread; `observer` is called for every event, in order.
    public init(observer: (@Sendable (PlaybackEvent) -> Void)? = nil) {
        (events, continuation) = AsyncStream.makeStream(
            of: PlaybackEvent.self, bufferingPolicy: .bufferingNewest(SoundPlayer.unreadEventLimit))
        self.observer = observer
        let thread = Thread { [weak self] in
            while let self, self.tick() {
                Thread.sleep(forTimeInterval: 0.01)
            }
        }
        thread.name = "guidance.speech.timeline"
        thread.start()
    }

    /// Queues `request`: it starts now when nothing plays or when it is strictly more urgent
    /// than the prompt playing (which is interrupted), else after the prompts ahead of it.
    public func play(_ request: PlaybackRequest) {
        update { now, events in
            queue.enqueue(request)
            if let current = playing,
                PlaybackQueue.interrupts(request, playingUrgency: current.request.urgency)
            {
                events.append(interrupted(current, at: now, by: request.promptID))
                playing = nil
            }
            startNext(at: now, &events)
        }
    }

    /// Interrupts the prompt playing and drops every queued one.
    public func stopAll() {
        stop(matching: nil)
    }

    /// Interrupts the prompt playing and drops the queued ones when their category is in
    /// `categories`.
    public func stop(categories: Set<String>) {
        stop(matching: categories)
    }

    /// Emits every event still to come, each stamped with its own moment: the feed ended.
    public func finish() {
        update { _, events in
            while let current = playing { endPlaying(current, &events) }
        }
    }

    /// Ends the clock thread and finishes ``events`` (call ``finish()`` first to keep the rest).
    public func shutdown() {
        lock.lock()
        let first = !isShutDown
        isShutDown = true
        lock.unlock()
        if first { continuation.finish() }
    }

    deinit {
        shutdown()
    }

    private func stop(matching categories: Set<String>?) {
        update { now, events in
            for request in queue.remove(where: { categories?.contains($0.category) ?? true }) {
                events.append(stamped(PlaybackEvent(.dropped, request), at: now))
            }
            if let current = playing, categories?.contains(current.request.category) ?? true {
                events.append(interrupted(current, at: now, by: nil))
                playing = nil
                startNext(at: now, &events)
            }
        }
    }

    /// One look at the clock; false once shut down.
    private func tick() -> Bool {
        lock.lock()
        let running = !isShutDown
        lock.unlock()
        if running { update { _, _ in } }
        return running
    }

    /// A prompt playing and the moment it started.
    private typealias Playing = (request: PlaybackRequest, start: ContinuousClock.Instant)

    /// Ends `current`, the prompt playing, at its natural end, and starts the next one queued
    /// then; `lock` is held.
    private func endPlaying(_ current: Playing, _ events: inout [PlaybackEvent]) {
        let end = current.start + Self.duration(current.request)
        let played = current.request.audio.durationMilliseconds
        events.append(stamped(PlaybackEvent(.ended, current.request, playedMilliseconds: played), at: end))
        playing = nil
        startNext(at: end, &events)
    }

    /// Brings the timeline up to now, then applies `change`, and emits what happened in order.
    private func update(_ change: (ContinuousClock.Instant, inout [PlaybackEvent]) -> Void) {
        emitLock.lock()
        defer { emitLock.unlock() }
        var events: [PlaybackEvent] = []
        lock.lock()
        let now = ContinuousClock.now
        while let current = playing, current.start + Self.duration(current.request) <= now {
            endPlaying(current, &events)
        }
        change(now, &events)
        lock.unlock()
        for event in events { emit(event) }
    }

    private func startNext(at moment: ContinuousClock.Instant, _ events: inout [PlaybackEvent]) {
        guard playing == nil, let next = queue.next() else { return }
        playing = (next, moment)
        events.append(stamped(PlaybackEvent(.started, next), at: moment))
    }

    private func interrupted(_ current: Playing, at now: ContinuousClock.Instant, by promptID: String?)
        -> PlaybackEvent
    {
        let elapsed = now - current.start
        let played = Int(
            elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000)
        return stamped(
            PlaybackEvent(
                .interrupted(byPromptID: promptID), current.request,
                playedMilliseconds: min(max(0, played), current.request.audio.durationMilliseconds)),
            at: now)
    }

    /// The event with its moment set to `instant` (and the wall-clock date of that moment).
    private func stamped(_ event: PlaybackEvent, at instant: ContinuousClock.Instant) -> PlaybackEvent {
        var event = event
        let offset = instant - origin.instant
        event.instant = instant
        event.date = origin.date.addingTimeInterval(
            Double(offset.components.seconds) + Double(offset.components.attoseconds) / 1e18)
        return event
    }

    private static func duration(_ request: PlaybackRequest) -> Duration {
        .milliseconds(request.audio.durationMilliseconds)
    }

    private func emit(_ event: PlaybackEvent) {
        observer?(event)
        continuation.yield(event)
    }
}
