import Foundation
import Synchronization
import TestSupport

@testable import Speech

/// Helpers shared by the speech tests.
enum TestSupport {
    /// A sentence whose spoken length is predictable from its word count.
    static let englishSentence = "In two hundred meters, turn right onto Main Street."
    /// Its word count.
    static let englishWordCount = 9

    /// Runs an external tool and returns its standard output, or nil when it cannot run.
    static func run(_ arguments: [String], stdin: Data? = nil) -> (status: Int32, output: String)? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        let input = Pipe()
        if stdin != nil { process.standardInput = input }
        do { try process.run() } catch { return nil }
        if let stdin {
            input.fileHandleForWriting.write(stdin)
            try? input.fileHandleForWriting.close()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Whether `tool` is on the PATH.
    static func has(_ tool: String) -> Bool {
        run(["which", tool])?.status == 0
    }

    /// A fresh temporary directory.
    static func temporaryDirectory() -> String {
        let path = TestScratch.root + "/speech-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A tone of `milliseconds`, standing in for speech where content does not matter.
    static func tone(milliseconds: Int) -> SynthesizedAudio {
        let count = AudioFormat.sampleRate * milliseconds / 1000
        let samples = (0..<count).map { index in
            Int16(8000 * sin(2 * Double.pi * 440 * Double(index) / Double(AudioFormat.sampleRate)))
        }
        return SynthesizedAudio(samples: samples, voice: "tone")
    }
}

/// Collects playback events from an observer callback, and lets a test wait for them: the
/// observer wakes the waiter, so nothing polls and a loaded machine only makes the wait longer.
final class EventLog: Sendable {
    private let events = Mutex<[PlaybackEvent]>([])
    private let arrived = DispatchSemaphore(value: 0)

    /// The observer to hand to a player.
    var observer: @Sendable (PlaybackEvent) -> Void {
        { event in
            self.events.withLock { $0.append(event) }
            self.arrived.signal()
        }
    }

    /// Everything observed so far.
    var all: [PlaybackEvent] {
        events.withLock { $0 }
    }

    /// Blocks until `count` events have arrived; false only when they did not within
    /// `timeout`, a guard against a hang (no test expects to reach it).
    @discardableResult
    func wait(for count: Int, timeout: DispatchTimeInterval = .seconds(120)) -> Bool {
        let deadline = DispatchTime.now() + timeout
        while events.withLock({ $0.count }) < count {
            guard arrived.wait(timeout: deadline) == .success else {
                return events.withLock { $0.count } >= count
            }
        }
        return true
    }

    /// The (kind, prompt id) pairs observed so far.
    var summary: [String] {
        all.map { event in
            switch event.kind {
            case .started: "started \(event.promptID)"
            case .ended: "ended \(event.promptID)"
            case .interrupted(let by): "interrupted \(event.promptID) by \(by ?? "stop")"
            case .dropped: "dropped \(event.promptID)"
            case .failed(let reason): "failed \(event.promptID): \(reason)"
            }
        }
    }
}
