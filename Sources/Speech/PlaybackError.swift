/// Why a player could not be set up; the caller can fall back (e.g. to files) with a warning.
public enum PlaybackError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The device could not be opened (no such device, busy, no permission).
    case deviceUnavailable(device: String, reason: String)
    /// The device refused 16-bit mono at the requested rate.
    case formatRejected(device: String, reason: String)

    /// A one-line explanation for users.
    public var description: String {
        switch self {
        case .deviceUnavailable(let device, let reason):
            return "audio device \"\(device)\" unavailable: \(reason)"
        case .formatRejected(let device, let reason):
            return "audio device \"\(device)\" rejected 16-bit mono 22050 Hz: \(reason)"
        }
    }
}
