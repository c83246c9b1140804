/// Why audio could not be written to a file or stream.
public enum AudioOutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or directory could not be created.
    case cannotCreate(path: String, reason: String)
    /// Writing failed part-way (disk full, a vanished file...).
    case writeFailed(target: String, reason: String)
    /// The reader of a pipe or socket closed it (`run --audio-stdout | head -c 1000`): it chose
    /// to stop listening, which ends the output without being a fault.
    case readerClosed(target: String)
    /// The writer was used after ``WAVStreamWriter/close()``.
    case alreadyClosed(target: String)

    /// Whether the output ended because its reader left rather than through a fault.
    public var isReaderClosed: Bool {
        if case .readerClosed = self { return true }
        return false
    }

    /// A one-line explanation for users.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): return "\(path): cannot create (\(reason))"
        case .writeFailed(let target, let reason): return "\(target): write failed (\(reason))"
        case .alreadyClosed(let target): return "\(target): already closed"
        case .readerClosed(let target): return "\(target): the reader closed it"
        }
    }
}
