import Foundation
import GuidanceCLI
import Synchronization

/// The sound server's sink as heard through its monitor: `parec` records it in 5 ms fragments
/// and a thread notes when loud samples arrive, for `guidance-bench playback`.
final class SinkListener: Sendable {
    private struct State {
        var armed = false
        var firstLoud: ContinuousClock.Instant?
        var lastLoud: ContinuousClock.Instant?
    }

    private let process: Process
    private let state = Mutex(State())
    /// A sample above this is the tone, not silence or noise.
    static let threshold: Int16 = 2000

    /// Starts `parec` on `monitor`; throws when it cannot run.
    init(monitor: String) throws(CommandFailure) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "parec", "-d", monitor, "--raw", "--format=s16le", "--rate=22050", "--channels=1",
            "--latency-msec=5",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw CommandFailure(
                .internalError, "cannot start parec (pulseaudio-utils): \(error.localizedDescription)")
        }
        self.process = process
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        let thread = Thread { [self] in listen(descriptor) }
        thread.name = "guidance-bench.monitor"
        thread.start()
    }

    /// Forgets what was heard: the next loud sample is a new prompt's first.
    func arm() {
        state.withLock { $0 = State(armed: true) }
    }

    /// When the first loud sample since ``arm()`` arrived, or nil after `timeout`.
    func firstLoud(within timeout: Duration) async -> ContinuousClock.Instant? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            if let first = state.withLock({ $0.firstLoud }) { return first }
            try? await Task.sleep(for: .milliseconds(1))
        }
        return nil
    }

    /// When the last loud sample arrived, once nothing loud has come for `quiet`.
    func lastLoud(quietFor quiet: Duration) async -> ContinuousClock.Instant {
        while true {
            let last = state.withLock { $0.lastLoud } ?? .now
            if ContinuousClock.now - last >= quiet { return last }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Ends `parec` (and waits up to a second for it).
    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGTERM)
        for _ in 0..<100 where process.isRunning {
            usleep(10_000)
        }
    }

    private func listen(_ descriptor: Int32) {
        var buffer = [Int16](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            let arrived = ContinuousClock.now
            let loud = buffer[0..<(count / 2)].contains { $0 > Self.threshold || $0 < -Self.threshold }
            guard loud else { continue }
            state.withLock { state in
                guard state.armed else { return }
                if state.firstLoud == nil { state.firstLoud = arrived }
                state.lastLoud = arrived
            }
        }
    }
}
