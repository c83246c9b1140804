import Foundation
import SystemIO

/// A text sink for stdout, stderr or a file, or an in-memory capture for tests.
///
/// Every complete line leaves the process in one `write(2)` as soon as it is written: a screen
/// reading the casting feed through a pipe, a socket or a FIFO sees each record when it happens,
/// and a process killed mid-drive leaves whole lines behind, never half of one. A write that
/// fails (a full disk, a reader gone, a vanished file) is remembered as an ``OutputLoss`` and
/// reported once through ``onFailure``; later writes to that output are dropped. For standard
/// output the ``Dispatcher`` decides what the loss means for the exit status, the same way for
/// every command.
public final class TextOutput: @unchecked Sendable {
    private enum Target {
        case descriptor(Int32, closeWhenDone: Bool)
        case capture
    }

    private let lock = NSLock()
    private let target: Target
    private var pending: [UInt8] = []
    private var captured: [UInt8] = []
    private var lossRecord: OutputLoss?
    private var failureHandler: (@Sendable (OutputLoss) -> Void)?
    private var isClosed = false

    /// How the output is named in messages: `--prompts-out p.ndjson`, `standard output`.
    public let name: String

    private init(target: Target, name: String) {
        self.target = target
        self.name = name
    }

    /// Standard output.
    public static func standardOutput() -> TextOutput {
        TextOutput(target: .descriptor(STDOUT_FILENO, closeWhenDone: false), name: "standard output")
    }

    /// Standard error.
    public static func standardError() -> TextOutput {
        TextOutput(target: .descriptor(STDERR_FILENO, closeWhenDone: false), name: "standard error")
    }

    /// A descriptor the parent process opened for us (`--events-fd 3`); closed when done, so
    /// the reader sees the end.
    public static func descriptor(_ descriptor: Int32, name: String) -> TextOutput {
        TextOutput(target: .descriptor(descriptor, closeWhenDone: true), name: name)
    }

    /// An in-memory sink whose text tests read back with ``text``.
    public static func capture() -> TextOutput {
        TextOutput(target: .capture, name: "capture")
    }

    /// The file at `path`, opened for writing as it is: a regular file is created or truncated,
    /// while a named pipe, a device, `/dev/stdout` or a symbolic link's target are written
    /// through, never replaced. `name` labels it in messages (`--casting-out out.ndjson`).
    public static func file(atPath path: String, name: String) throws(CommandFailure) -> TextOutput {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            throw CommandFailure(.cannotCreate, "\(name): \(ErrorText.of(errno))")
        }
        return TextOutput(target: .descriptor(descriptor, closeWhenDone: true), name: name)
    }

    /// Called once, with the loss, when a write first fails. Set it before writing.
    public var onFailure: (@Sendable (OutputLoss) -> Void)? {
        get { lock.withLock { failureHandler } }
        set { lock.withLock { failureHandler = newValue } }
    }

    /// Why this output lost data, or nil while it has lost nothing.
    public var loss: OutputLoss? {
        lock.withLock { lossRecord }
    }

    /// Whether writing on is pointless: the output lost data, so everything after is dropped.
    /// Loops that produce output for a reader (a drive, a simulation) stop here.
    public var isLost: Bool {
        loss != nil
    }

    /// Appends text; whatever ends in a newline is written out at once.
    public func write(_ text: String) {
        let report: (@Sendable (OutputLoss) -> Void, OutputLoss)? = lock.withLock {
            switch target {
            case .capture:
                captured.append(contentsOf: text.utf8)
                return nil
            case .descriptor(let descriptor, _):
                pending.append(contentsOf: text.utf8)
                guard pending.last == UInt8(ascii: "\n") else { return nil }
                return drain(descriptor)
            }
        }
        if let (handler, loss) = report { handler(loss) }
    }

    /// Writes binary data (audio) after the text written so far, at once: the same descriptor,
    /// the same loss reporting as text.
    public func write(bytes: [UInt8]) {
        let report: (@Sendable (OutputLoss) -> Void, OutputLoss)? = lock.withLock {
            switch target {
            case .capture:
                captured.append(contentsOf: bytes)
                return nil
            case .descriptor(let descriptor, _):
                pending.append(contentsOf: bytes)
                return drain(descriptor, wholeLines: false)
            }
        }
        if let (handler, loss) = report { handler(loss) }
    }

    /// Appends text and a newline: one record, one `write(2)`.
    public func line(_ text: String) {
        write(text + "\n")
    }

    /// Writes out a last line that has no newline yet.
    public func flush() {
        let report: (@Sendable (OutputLoss) -> Void, OutputLoss)? = lock.withLock {
            if case .descriptor(let descriptor, _) = target { return drain(descriptor) }
            return nil
        }
        if let (handler, loss) = report { handler(loss) }
    }

    /// Flushes and closes a file sink; standard streams stay open.
    public func close() {
        flush()
        lock.withLock {
            guard !isClosed, case .descriptor(let descriptor, true) = target else { return }
            isClosed = true
            _ = Foundation.close(descriptor)
        }
    }

    /// Everything written to a capture sink, as text.
    public var text: String {
        lock.withLock { String(decoding: captured, as: UTF8.self) }
    }

    /// Writes `pending` with as few `write(2)` calls as the descriptor allows (one, unless it
    /// takes part of it); on failure returns the handler and loss to report, the first time.
    /// A text line cut by the failure is taken back from a regular file (`wholeLines`).
    private func drain(
        _ descriptor: Int32, wholeLines: Bool = true
    ) -> ((@Sendable (OutputLoss) -> Void), OutputLoss)? {
        defer { pending.removeAll(keepingCapacity: true) }
        guard !pending.isEmpty, lossRecord == nil, !isClosed else { return nil }
        let result = ByteWriter.writeAll(pending, to: descriptor)
        guard let failure = result.failure else { return nil }
        let loss = OutputLoss(output: name, errorNumber: failure.errorNumber)
        if wholeLines { Self.dropPartialLine(descriptor, written: result.written) }
        lossRecord = loss
        guard let failureHandler else { return nil }
        return (failureHandler, loss)
    }

    /// Takes back the start of a line that did not fit, so a regular file ends with whole lines
    /// only (a pipe or a terminal cannot be taken back; their reader sees the cut).
    private static func dropPartialLine(_ descriptor: Int32, written: Int) {
        guard written > 0 else { return }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return }
        let end = lseek(descriptor, 0, SEEK_CUR)
        guard end >= written else { return }
        _ = ftruncate(descriptor, end - off_t(written))
        _ = lseek(descriptor, end - off_t(written), SEEK_SET)
    }

    deinit {
        if case .descriptor(let descriptor, let closeWhenDone) = target, !isClosed {
            _ = drain(descriptor)
            if closeWhenDone { _ = Foundation.close(descriptor) }
        }
    }
}
