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
        self.loop = PlaybackLoop(device: pcm, continuation: continuation, observer: observer)
        loop.start()
    }

    /// Queues `request`; see ``PlaybackRequest/urgency`` for the ordering rules.
    public func play(_ request: PlaybackRequest) {
        loop.play(request)
    }

    /// Stops the playing prompt within one period and drops the queue.
    public func stopAll() {
        loop.stopAll()
    }

    /// Whether a prompt is playing or waiting.
    public var isBusy: Bool {
        loop.isBusy
    }

    /// Waits until nothing plays or waits (polling every few milliseconds).
    public func waitUntilIdle() async {
        while loop.isBusy {
            try? await Task.sleep(for: .milliseconds(5))
        }
    }

    /// Stops everything, ends the thread, closes the device and finishes ``events``.
    public func shutdown() {
        loop.shutdown()
    }

    deinit {
        loop.shutdown()
    }
}

/// The playback thread and the state it shares with callers, all behind one condition lock.
private final class PlaybackLoop: @unchecked Sendable {
    // Safety: every mutable property below is read and written with `condition` locked, except
    // `device`, which only the playback thread touches after `start()`.
    private let condition = NSCondition()
    private var queue = PlaybackQueue()
    private var current: (request: PlaybackRequest, interruption: Interruption?)?
    private var isShuttingDown = false
    private var threadFinished = false
    private let device: AlsaDevice
    private let continuation: AsyncStream<PlaybackEvent>.Continuation
    private let observer: (@Sendable (PlaybackEvent) -> Void)?
    private let emitLock = NSRecursiveLock()  // an observer may call stopAll() or play()

    private enum Interruption {
        case preempted(by: String)
        case stopped
    }

    init(
        device: AlsaDevice, continuation: AsyncStream<PlaybackEvent>.Continuation,
        observer: (@Sendable (PlaybackEvent) -> Void)?
    ) {
        self.device = device
        self.continuation = continuation
        self.observer = observer
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "guidance.speech.playback"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    var isBusy: Bool {
        condition.lock()
        defer { condition.unlock() }
        return current != nil || !queue.isEmpty
    }

    func play(_ request: PlaybackRequest) {
        condition.lock()
        if isShuttingDown {
            condition.unlock()
            emit(PlaybackEvent(kind: .dropped, promptID: request.promptID, urgency: request.urgency))
            return
        }
        queue.enqueue(request)
        if let playing = current, playing.interruption == nil,
            PlaybackQueue.interrupts(request, playingUrgency: playing.request.urgency)
        {
            current?.interruption = .preempted(by: request.promptID)
        }
        condition.signal()
        condition.unlock()
    }

    func stopAll() {
        condition.lock()
        let dropped = queue.removeAll()
        if current != nil { current?.interruption = .stopped }
        condition.unlock()
        for request in dropped {
            emit(PlaybackEvent(kind: .dropped, promptID: request.promptID, urgency: request.urgency))
        }
    }

    func shutdown() {
        condition.lock()
        guard !isShuttingDown else {
            condition.unlock()
            return
        }
        isShuttingDown = true
        condition.signal()
        condition.unlock()
        stopAll()
    }

    private func run() {
        while let request = nextRequest() {
            emit(PlaybackEvent(kind: .started, promptID: request.promptID, urgency: request.urgency))
            let (kind, played) = playOne(request)
            condition.lock()
            current = nil
            condition.unlock()
            emit(
                PlaybackEvent(
                    kind: kind, promptID: request.promptID, urgency: request.urgency,
                    playedMilliseconds: played))
        }
        device.close()
        continuation.finish()
    }

    /// Waits for the next prompt; nil once shutting down.
    private func nextRequest() -> PlaybackRequest? {
        condition.lock()
        defer { condition.unlock() }
        while queue.isEmpty && !isShuttingDown {
            condition.wait()
        }
        guard !isShuttingDown, let request = queue.next() else { return nil }
        current = (request, nil)
        return request
    }

    private func interruption() -> Interruption? {
        condition.lock()
        defer { condition.unlock() }
        return current?.interruption
    }

    /// Plays one prompt period by period; returns how it ended and the milliseconds heard.
    private func playOne(_ request: PlaybackRequest) -> (PlaybackEvent.Kind, Int) {
        let samples = request.audio.samples
        let rate = Double(request.audio.sampleRate)
        let lead = Double(AlsaDevice.latencyMicroseconds) / 1_000_000
        let start = ContinuousClock.now
        var offset = 0
        func heard() -> Int {
            min(Int(Self.seconds(since: start) * 1000), request.audio.durationMilliseconds)
        }
        func stopped(_ reason: Interruption) -> (PlaybackEvent.Kind, Int) {
            device.discardAndReset()
            switch reason {
            case .preempted(let id): return (.interrupted(byPromptID: id), heard())
            case .stopped: return (.interrupted(byPromptID: nil), heard())
            }
        }
        while offset < samples.count {
            if let reason = interruption() { return stopped(reason) }
            let ahead = Double(offset) / rate - Self.seconds(since: start)
            if ahead > lead {
                Thread.sleep(forTimeInterval: min(ahead - lead, 0.02))
                continue
            }
            let end = min(offset + AlsaDevice.periodFrames, samples.count)
            let failure = samples.withUnsafeBufferPointer { buffer in
                device.write(UnsafeBufferPointer(rebasing: buffer[offset..<end]))
            }
            if let failure {
                device.discardAndReset()
                return (.failed(reason: failure), heard())
            }
            offset = end
        }
        // Let the tail play out, still listening for interruptions.
        let total = Double(samples.count) / rate
        while Self.seconds(since: start) < total || device.pendingFrames > 0 {
            if let reason = interruption() { return stopped(reason) }
            if Self.seconds(since: start) > total + 2 * lead { break }
            Thread.sleep(forTimeInterval: 0.005)
        }
        device.discardAndReset()
        return (.ended, request.audio.durationMilliseconds)
    }

    private static func seconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    private func emit(_ event: PlaybackEvent) {
        emitLock.lock()
        defer { emitLock.unlock() }
        observer?(event)
        continuation.yield(event)
    }
}
