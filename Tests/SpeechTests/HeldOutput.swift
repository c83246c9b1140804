import Dispatch
import Synchronization

@testable import Speech

/// ALSA's `null` device with a hand on it: it counts the periods written and holds one chosen
/// write until the test lets it go. A test that stops or pre-empts a prompt while that write is
/// held acts while the prompt is surely mid-play, and the count afterwards says how much more
/// was written once the stop was asked: an assertion on events, not on the clock.
final class HeldOutput: PlaybackDevice, @unchecked Sendable {
    // Safety: `inner` is used by the playback thread only (the protocol's contract); the counts
    // are behind a mutex and the hand-over is two semaphores.
    private let inner: AlsaDevice
    private let holdAt: Int
    private let writes = Mutex(0)
    private let reached = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)

    /// Opens `null` and holds its `holdAt`-th write (counting from 1, over every prompt).
    init(holdingWrite holdAt: Int) throws {
        inner = try AlsaDevice(name: "null", sampleRate: AudioFormat.sampleRate)
        self.holdAt = holdAt
    }

    /// The periods handed to the output so far, the held one included.
    var periodsWritten: Int { writes.withLock { $0 } }

    /// Blocks until the held write is reached: the prompt has started and is mid-play. False
    /// only when nothing arrived within `timeout`, a guard against a hang.
    func waitUntilHeld(timeout: DispatchTimeInterval = .seconds(120)) -> Bool {
        reached.wait(timeout: .now() + timeout) == .success
    }

    /// Lets the held write through (call it again, harmlessly, from a `defer` so that a failed
    /// expectation never leaves the playback thread held).
    func release() {
        released.signal()
    }

    var description: String { inner.description }

    func write(_ samples: UnsafeBufferPointer<Int16>) -> String? {
        let number = writes.withLock { count in
            count += 1
            return count
        }
        if number == holdAt {
            reached.signal()
            released.wait()
        }
        return inner.write(samples)
    }

    var pendingFrames: Int { inner.pendingFrames }

    func discardAndReset() {
        inner.discardAndReset()
    }

    func close() {
        inner.close()
    }
}
