/// Why audio could not be written to a file or stream.
public enum AudioOutputError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or directory could not be created.
    case cannotCreate(path: String, reason: String)
    /// Writing failed part-way (disk full, closed pipe...).
    case writeFailed(target: String, reason: String)
    /// The writer was used after ``WAVStreamWriter/close()``.
    case alreadyClosed(target: String)

    /// A one-line explanation for users.
    public var description: String {
        switch self {
        case .cannotCreate(let path, let reason): return "\(path): cannot create (\(reason))"
        case .writeFailed(let target, let reason): return "\(target): write failed (\(reason))"
        case .alreadyClosed(let target): return "\(target): already closed"
        }
    }
}
