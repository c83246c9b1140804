import Dispatch
import Glibc
import Synchronization

/// Turns termination signals into something a command can await, so that `run`, `navigate` and
/// `cast demo` stop cleanly (outputs flushed, subscribers closed, port released) instead of dying
/// mid-write. Process signal handling belongs to the program, not to a library it uses.
///
/// While an instance is alive the signals no longer kill the process; after the first one
/// arrives its default action is restored, so a second Ctrl-C still ends a stuck process.
///
/// ```swift
/// let signals = TerminationSignals()
/// let received = await signals.next()   // e.g. SIGINT
/// server.stop()
/// ```
final class TerminationSignals: Sendable {
    private struct State {
        var received: Int32?
        var waiters: [CheckedContinuation<Int32, Never>] = []
        var handled: [Int32]
    }

    private let state: Mutex<State>
    /// Dispatch sources are safe to cancel from any thread; they are created once, in `init`.
    private nonisolated(unsafe) let sources: [any DispatchSourceSignal]
    private let queue = DispatchQueue(label: "guidance.termination-signals")
    /// Told each time a caller starts waiting for a signal not yet received: the moment a test
    /// knows a signal it sends will reach a waiter, without sleeping first.
    private let onWaiting: (@Sendable () -> Void)?

    /// Starts catching `signals` (SIGINT and SIGTERM by default); `onWaiting` is called (on the
    /// waiting caller's thread) once a waiter is registered.
    init(_ signals: [Int32] = [SIGINT, SIGTERM], onWaiting: (@Sendable () -> Void)? = nil) {
        self.onWaiting = onWaiting
        state = Mutex(State(handled: signals))
        var sources: [any DispatchSourceSignal] = []
        for number in signals {
            signal(number, SIG_IGN)
            sources.append(DispatchSource.makeSignalSource(signal: number, queue: queue))
        }
        self.sources = sources
        // The signals are ignored until dispatch has installed its handler for each source, which
        // it does asynchronously: one sent in between would be lost, so wait for the registration.
        let registered = DispatchGroup()
        for (number, source) in zip(signals, sources) {
            registered.enter()
            source.setRegistrationHandler { registered.leave() }
            source.setEventHandler { [weak self] in self?.deliver(number) }
            source.resume()
        }
        registered.wait()
    }

    deinit {
        cancel()
    }

    /// The first signal received so far, if any.
    var received: Int32? {
        state.withLock { $0.received }
    }

    /// Waits for the first signal (returns at once if one already arrived) and returns its number.
    func next() async -> Int32 {
        await withCheckedContinuation { continuation in
            let already = state.withLock { state -> Int32? in
                if let received = state.received { return received }
                state.waiters.append(continuation)
                return nil
            }
            if let already {
                continuation.resume(returning: already)
            } else {
                onWaiting?()
            }
        }
    }

    /// Stops catching the signals and restores their default action.
    func cancel() {
        let handled = state.withLock { state in
            defer { state.handled = [] }
            return state.handled
        }
        guard !handled.isEmpty else { return }
        for source in sources { source.cancel() }
        for number in handled { signal(number, SIG_DFL) }
    }

    private func deliver(_ number: Int32) {
        signal(number, SIG_DFL)
        let (first, waiters) = state.withLock { state -> (Int32, [CheckedContinuation<Int32, Never>]) in
            if state.received == nil { state.received = number }
            defer { state.waiters = [] }
            return (state.received ?? number, state.waiters)
        }
        for waiter in waiters { waiter.resume(returning: first) }
    }
}
