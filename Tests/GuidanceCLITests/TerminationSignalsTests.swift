import Glibc
import Testing

@testable import GuidanceCLI

/// Each signal is sent once the waiter is registered (the `onWaiting` hook), never after a
/// pause that a loaded machine might outlast.
@Suite(.serialized) struct TerminationSignalsTests {
    /// The waiter after the first signal is not registered (no hook, no second signal): it is
    /// answered at once with the signal already received.
    @Test func aLaterWaiterGetsTheSignalAlreadyReceived() async {
        let signals = TerminationSignals([SIGUSR2]) { kill(getpid(), SIGUSR2) }
        defer { signals.cancel() }
        #expect(await signals.next() == SIGUSR2)
        #expect(await signals.next() == SIGUSR2)
    }

    @Test func terminationSignalsAreDeliveredToWaiters() async {
        let signals = TerminationSignals([SIGUSR1]) { kill(getpid(), SIGUSR1) }
        defer { signals.cancel() }
        #expect(signals.received == nil)
        #expect(await signals.next() == SIGUSR1)
        #expect(signals.received == SIGUSR1)
    }

    @Test func cancelRestoresTheDefaultActionOnce() {
        let signals = TerminationSignals([SIGUSR2])
        signals.cancel()
        signals.cancel()
        var action = sigaction()
        sigaction(SIGUSR2, nil, &action)
        #expect(action.__sigaction_handler.sa_handler == nil)
    }
}
