import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns SIGINT and SIGTERM into something a command can await, so that `guidance run --serve`
/// can stop the server cleanly (subscribers closed, port released) instead of dying mid-write.
///
/// While an instance is alive the signals no longer kill the process; after the first one
/// arrives its default action is restored, so a second Ctrl-C still ends a stuck process.
///
/// ```swift
/// let signals = TerminationSignals()
/// let received = await signals.next()   // e.g. SIGINT
/// server.stop()
/// ```
public final class TerminationSignals: Sendable {
    private struct State {
        var received: Int32?
        var waiters: [CheckedContinuation<Int32, Never>] = []
        var sources: [any DispatchSourceSignal] = []
        var handled: [Int32] = []
    }

    private let state = Locked(State())
    private let queue = DispatchQueue(label: "guidance.termination-signals")

    /// Starts catching `signals` (SIGINT and SIGTERM by default).
    public init(_ signals: [Int32] = [SIGINT, SIGTERM]) {
        var sources: [any DispatchSourceSignal] = []
        for number in signals {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { [weak self] in self?.deliver(number) }
            source.resume()
            sources.append(source)
        }
        state.withLock {
            $0.sources = sources
            $0.handled = signals
        }
    }

    deinit {
        cancel()
    }

    /// The first signal received so far, if any.
    public var received: Int32? {
        state.withLock { $0.received }
    }

    /// Waits for the first signal (returns at once if one already arrived) and returns its number.
    public func next() async -> Int32 {
        await withCheckedContinuation { continuation in
            let already = state.withLock { state -> Int32? in
                if let received = state.received { return received }
                state.waiters.append(continuation)
                return nil
            }
            if let already { continuation.resume(returning: already) }
        }
    }

    /// Blocks the calling thread until the first signal arrives, for code outside async contexts.
    public func wait() -> Int32 {
        let semaphore = DispatchSemaphore(value: 0)
        let box = Locked<Int32>(0)
        Task {
            let number = await self.next()
            box.withLock { $0 = number }
            semaphore.signal()
        }
        semaphore.wait()
        return box.withLock { $0 }
    }

    /// Stops catching the signals and restores their default action.
    public func cancel() {
        let (sources, handled) = state.withLock { state in
            defer {
                state.sources = []
                state.handled = []
            }
            return (state.sources, state.handled)
        }
        for source in sources { source.cancel() }
        for number in handled { signal(number, SIG_DFL) }
    }

    private func deliver(_ number: Int32) {
        signal(number, SIG_DFL)
        let waiters = state.withLock { state -> [CheckedContinuation<Int32, Never>] in
            if state.received == nil { state.received = number }
            defer { state.waiters = [] }
            return state.waiters
        }
        let first = received ?? number
        for waiter in waiters { waiter.resume(returning: first) }
    }
}
