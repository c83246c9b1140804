/// Something the caller should know about a synthesis that still succeeded. The library never
/// prints: warnings travel with the audio so that the caller decides where they go.
public enum SpeechWarning: Sendable, Hashable, CustomStringConvertible {
    /// The requested voice does not exist; the language's default voice spoke instead.
    case voiceFallback(requested: String, used: String)
    /// The neural voice `model` could not say the request (`reason`: another language, a sound
    /// its phoneme set lacks); eSpeak NG said it instead, so the prompt was still heard.
    case voiceModelDeclined(model: String, reason: String)

    /// A one-line explanation for users.
    public var description: String {
        switch self {
        case .voiceFallback(let requested, let used):
            return "voice \"\(requested)\" not found; using \"\(used)\""
        case .voiceModelDeclined(let model, let reason):
            return "voice model \(model) cannot say this (\(reason)); eSpeak NG said it"
        }
    }
}
