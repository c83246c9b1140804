/// Something the caller should know about a synthesis that still succeeded. The library never
/// prints: warnings travel with the audio so that the caller decides where they go.
public enum SpeechWarning: Sendable, Hashable, CustomStringConvertible {
    /// The requested voice does not exist; the language's default voice spoke instead.
    case voiceFallback(requested: String, used: String)

    /// A one-line explanation for users.
    public var description: String {
        switch self {
        case .voiceFallback(let requested, let used):
            return "voice \"\(requested)\" not found; using \"\(used)\""
        }
    }
}
