import Foundation

/// The playback thread and the state it shares with callers, all behind one condition lock.
/// The output is opened by the thread itself: at start, and again for the next prompt after it
/// failed or was missing (at most once per ``retryInterval``), so a device or sound server that
/// appears later is found without the caller waiting on it.
final class PlaybackLoop: @unchecked Sendable {
    // Safety: every mutable property below is read and written with `condition` locked, except
    // `device` and `lastAttempt`, which only the playback thread touches after `start()`.
    private let condition = NSCondition()
    private var queue = PlaybackQueue()
    private var current: (request: PlaybackRequest, interruption: Interruption?)?
    private var isShuttingDown = false
    /// Set once the thread has ended: nothing will ever play again.
    private var isFinished = false
    private var device: (any PlaybackDevice)?
    private var lastAttempt: ContinuousClock.Instant?
    private var openedName: String?
    /// The open output, for a stop to wake a write that waits for room (set with `condition`
    /// locked, and cleared before the output closes).
    private var writing: (any PlaybackDevice)?
    private let open: () throws(PlaybackError) -> any PlaybackDevice
    private let continuation: AsyncStream<PlaybackEvent>.Continuation
    private let observer: (@Sendable (PlaybackEvent) -> Void)?
    private let emitLock = NSRecursiveLock()  // an observer may call stopAll() or play()
    /// Callers of ``waitUntilIdle()`` waiting for the queue to run dry (with `condition` locked).
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []

    /// How long a missing output is left alone before the next prompt tries it again.
    static let retryInterval: Duration = .seconds(1)

    private enum Interruption {
        case preempted(by: String)
        case stopped
    }

    init(
        device: (any PlaybackDevice)?, open: @escaping () throws(PlaybackError) -> any PlaybackDevice,
        continuation: AsyncStream<PlaybackEvent>.Continuation,
        observer: (@Sendable (PlaybackEvent) -> Void)?
    ) {
        self.device = device
        self.openedName = device?.description
        self.writing = device
        self.lastAttempt = device == nil ? nil : .now
        self.open = open
        self.continuation = continuation
        self.observer = observer
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "guidance.speech.playback"
        thread.qualityOfService = .userInteractive
        thread.start()
    }

    /// The output in use, nil while none is open.
    var outputName: String? { condition.withLock { openedName } }

    var isBusy: Bool { condition.withLock { current != nil || !queue.isEmpty } }

    func play(_ request: PlaybackRequest) {
        condition.lock()
        if isShuttingDown {
            condition.unlock()
            emit(PlaybackEvent(.dropped, request))
            return
        }
        queue.enqueue(request)
        if let playing = current, playing.interruption == nil,
            PlaybackQueue.interrupts(request, playingUrgency: playing.request.urgency)
        {
            current?.interruption = .preempted(by: request.promptID)
            writing?.interruptWrite()
        }
        condition.signal()
        condition.unlock()
    }

    /// Stops the playing prompt and drops the queued ones whose category is in `categories`
    /// (every prompt when nil).
    func stop(categories: Set<String>?) {
        condition.lock()
        let dropped = queue.remove { categories?.contains($0.category) ?? true }
        if let playing = current, categories?.contains(playing.request.category) ?? true {
            current?.interruption = .stopped
            // Under the lock: the thread sees the interruption before it flushes, and the flush
            // clears the wake, so no later prompt loses its first period to it.
            writing?.interruptWrite()
        }
        let waiters = takeIdleWaitersLocked()
        condition.unlock()
        for request in dropped {
            emit(PlaybackEvent(.dropped, request))
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once nothing plays or waits, every event of the last prompt already delivered:
    /// woken by the playback thread itself, so a caller never polls.
    func waitUntilIdle() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            condition.lock()
            let idle = (current == nil && queue.isEmpty) || isFinished
            if !idle { idleWaiters.append(continuation) }
            condition.unlock()
            if idle { continuation.resume() }
        }
    }

    /// The waiters to wake when nothing plays or waits any more (none otherwise); call with
    /// `condition` locked and resume them after unlocking and emitting.
    private func takeIdleWaitersLocked() -> [CheckedContinuation<Void, Never>] {
        guard current == nil && queue.isEmpty && !idleWaiters.isEmpty else { return [] }
        defer { idleWaiters = [] }
        return idleWaiters
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
        stop(categories: nil)
    }

    private func run() {
        while let request = nextRequest() {
            guard let device = ready() else {
                finish(request, PlaybackEvent.Kind.failed(reason: "no audio output: \(lastFailure)"), 0)
                continue
            }
            emit(PlaybackEvent(.started, request))
            let (kind, played) = playOne(request, on: device)
            if case .failed = kind {
                // A device or server that went away is opened afresh for the next prompt.
                setOpenedName(nil)
                device.close()
                self.device = nil
            }
            finish(request, kind, played)
        }
        setOpenedName(nil)
        device?.close()
        continuation.finish()
        condition.lock()
        isFinished = true
        let waiters = idleWaiters
        idleWaiters = []
        condition.unlock()
        for waiter in waiters { waiter.resume() }
    }

    private var lastFailure = ""

    /// The open output, opening it when it is missing and the retry interval has passed.
    private func ready() -> (any PlaybackDevice)? {
        if let device { return device }
        if let lastAttempt, ContinuousClock.now - lastAttempt < Self.retryInterval { return nil }
        lastAttempt = .now
        do {
            let opened = try open()
            device = opened
            setOpenedName(opened.description, writing: opened)
            return opened
        } catch {
            lastFailure = error.description
            return nil
        }
    }

    private func setOpenedName(_ name: String?, writing output: (any PlaybackDevice)? = nil) {
        condition.withLock { (openedName, writing) = (name, output) }
    }

    private func finish(_ request: PlaybackRequest, _ kind: PlaybackEvent.Kind, _ played: Int) {
        condition.lock()
        current = nil
        let waiters = takeIdleWaitersLocked()
        condition.unlock()
        emit(PlaybackEvent(kind, request, playedMilliseconds: played))
        for waiter in waiters { waiter.resume() }
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
        condition.withLock { current?.interruption }
    }

    /// Plays one prompt period by period; returns how it ended and the milliseconds heard.
    private func playOne(_ request: PlaybackRequest, on device: any PlaybackDevice) -> (
        PlaybackEvent.Kind, Int
    ) {
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
