import Dispatch
import Glibc
import Testing

@testable import GuidanceCLI

@Suite(.serialized) struct TerminationSignalsTests {
    @Test func blockingWaitReturnsTheSignal() {
        let signals = TerminationSignals([SIGUSR2])
        defer { signals.cancel() }
        DispatchQueue.global().asyncAfter(deadline: .now() + 0.1) { kill(getpid(), SIGUSR2) }
        #expect(signals.wait() == SIGUSR2)
    }

    @Test func terminationSignalsAreDeliveredToWaiters() async {
        let signals = TerminationSignals([SIGUSR1])
        defer { signals.cancel() }
        #expect(signals.received == nil)
        let waiting = Task { await signals.next() }
        try? await Task.sleep(for: .milliseconds(50))
        kill(getpid(), SIGUSR1)
        #expect(await waiting.value == SIGUSR1)
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
