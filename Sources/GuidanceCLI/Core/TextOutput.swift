import Foundation

/// A buffered text sink for stdout, stderr or a file, or an in-memory capture for tests.
///
/// Buffering matters: `guidance run` writes tens of thousands of lines per second.
public final class TextOutput: @unchecked Sendable {
    private enum Target {
        case handle(FileHandle, closeWhenDone: Bool)
        case capture
    }

    private let lock = NSLock()
    private let target: Target
    private var buffer: [UInt8] = []
    private var captured: [UInt8] = []
    private let flushThreshold: Int

    private init(target: Target, flushThreshold: Int) {
        self.target = target
        self.flushThreshold = flushThreshold
    }

    /// Standard output, flushed in 64 KB blocks and at exit.
    public static func standardOutput() -> TextOutput {
        TextOutput(target: .handle(.standardOutput, closeWhenDone: false), flushThreshold: 1 << 16)
    }

    /// Standard error, written line by line so diagnostics interleave correctly.
    public static func standardError() -> TextOutput {
        TextOutput(target: .handle(.standardError, closeWhenDone: false), flushThreshold: 0)
    }

    /// An in-memory sink whose text tests read back with ``text``.
    public static func capture() -> TextOutput {
        TextOutput(target: .capture, flushThreshold: 0)
    }

    /// A file created (or truncated) at `path`; `-` means standard output.
    public static func file(atPath path: String) throws(CommandFailure) -> TextOutput {
        if path == "-" { return standardOutput() }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else {
            throw CommandFailure(.cannotCreate, "\(path): cannot create file")
        }
        return TextOutput(target: .handle(handle, closeWhenDone: true), flushThreshold: 1 << 16)
    }

    /// Appends text.
    public func write(_ text: String) {
        lock.lock()
        defer { lock.unlock() }
        switch target {
        case .capture:
            captured.append(contentsOf: text.utf8)
        case .handle(let handle, _):
            buffer.append(contentsOf: text.utf8)
            if buffer.count >= flushThreshold { drain(handle) }
        }
    }

    /// Appends text and a newline.
    public func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes out anything buffered.
    public func flush() {
        lock.lock()
        defer { lock.unlock() }
        if case .handle(let handle, _) = target { drain(handle) }
    }

    /// Flushes and closes a file sink; standard streams stay open.
    public func close() {
        flush()
        if case .handle(let handle, true) = target { try? handle.close() }
    }

    /// Everything written to a capture sink, as text.
    public var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: captured, as: UTF8.self)
    }

    private func drain(_ handle: FileHandle) {
        guard !buffer.isEmpty else { return }
        try? handle.write(contentsOf: buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    deinit {
        if case .handle(let handle, let closeWhenDone) = target {
            drain(handle)
            if closeWhenDone { try? handle.close() }
        }
    }
}
