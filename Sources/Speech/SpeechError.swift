/// Why synthesis could not happen; every case names what the caller can fix.
public enum SpeechError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The eSpeak NG data directory is missing or incomplete (no `phontab` in it).
    case dataNotFound(path: String)
    /// The engine is already running on another data directory; the library is process-global
    /// and cannot hold two.
    case dataPathConflict(active: String, requested: String)
    /// eSpeak NG refused to start; `status` is its status code, `message` its explanation.
    case initializationFailed(status: UInt32, message: String)
    /// Neither the voice nor any of its fallbacks exists.
    case voiceNotFound(name: String, tried: [String])
    /// A request parameter is out of range.
    case invalidParameter(name: String, value: Int, allowed: String)
    /// The text cannot be passed to the library.
    case invalidText(reason: String)
    /// eSpeak NG reported an error while synthesizing.
    case synthesisFailed(status: UInt32, message: String)
    /// The caller cancelled the request (task cancellation or a stopped stream).
    case cancelled
    /// The SSML was refused before synthesis: it asks for something eSpeak NG must not do (open
    /// a file, read a declaration aloud) or goes beyond ``SSMLLimits``.
    case refusedSSML(SSMLRejection)
    /// The eSpeak NG data directory is there but cannot be used: `file` (when one can be named)
    /// is truncated, corrupt or missing.
    case dataUnusable(path: String, file: String?, reason: String)
    /// The speech worker process died during the request (the library crashed); the next
    /// request starts a new one.
    case engineCrashed(reason: String)
    /// The request would have produced more audio than ``SpeechRequest/maximumAudioSeconds``;
    /// synthesis was stopped there.
    case audioTooLong(limitSeconds: Int)
    /// The neural voice runtime (sherpa-onnx's C API library) was not found or cannot be loaded:
    /// `reason` says where it was looked for, or what loading it said.
    case voiceRuntimeUnavailable(reason: String)
    /// The voice model named is not there (the `.onnx`, or its `.onnx.json` beside it).
    case voiceModelNotFound(path: String)
    /// The voice model is there but cannot be used: `reason` names the file and the problem.
    case voiceModelUnusable(path: String, reason: String)

    /// A one-line explanation for users.
    public var description: String {
        switch self {
        case .dataNotFound(let path):
            return "eSpeak NG data not found at \(path) (expected a directory containing phontab;"
                + " install espeak-ng-data or pass the data path)"
        case .dataPathConflict(let active, let requested):
            return "eSpeak NG is already running with data from \(active); cannot switch to \(requested)"
                + " in the same process"
        case .initializationFailed(let status, let message):
            return "eSpeak NG failed to initialise (status 0x\(String(status, radix: 16))): \(message)"
        case .voiceNotFound(let name, let tried):
            let list = tried.isEmpty ? "" : " (tried \(tried.joined(separator: ", ")))"
            return "eSpeak NG voice \"\(name)\" not found\(list); see `guidance voices`"
        case .invalidParameter(let name, let value, let allowed):
            return "\(name) \(value) is out of range (allowed: \(allowed))"
        case .invalidText(let reason):
            return "cannot synthesize this text: \(reason)"
        case .synthesisFailed(let status, let message):
            return "eSpeak NG synthesis failed (status 0x\(String(status, radix: 16))): \(message)"
        case .cancelled:
            return "synthesis cancelled"
        case .refusedSSML(let rejection):
            return "SSML refused at \(rejection)"
        case .dataUnusable(let path, let file, let reason):
            return "eSpeak NG data in \(path) cannot be used: \(file.map { "\($0): " } ?? "")\(reason);"
                + " reinstall espeak-ng-data or pass another data path"
        case .engineCrashed(let reason):
            return "eSpeak NG crashed: \(reason)"
        case .audioTooLong(let limit):
            return "the audio would last more than \(limit) s, the limit of one request; split the text"
        case .voiceRuntimeUnavailable(let reason):
            return "the neural voice runtime cannot be used: \(reason); install sherpa-onnx's C API"
                + " (pip install sherpa-onnx-core) or pass --voice-library (docs/speech.md)"
        case .voiceModelNotFound(let path):
            return
                "voice model not found: \(path) (a Piper voice is an .onnx file with its .onnx.json beside it)"
        case .voiceModelUnusable(let path, let reason):
            return "voice model \(path) cannot be used: \(reason)"
        }
    }
}
