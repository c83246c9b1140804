/// One thing to say and how to say it: the unit the synthesizer, the cache and the prefetcher
/// agree on. Two equal requests produce interchangeable audio, so the request is the cache key.
public struct SpeechRequest: Sendable, Hashable, CustomStringConvertible {
    /// Slowest rate eSpeak NG accepts, in words per minute.
    public static let minimumRate = 80
    /// Fastest rate eSpeak NG accepts, in words per minute.
    public static let maximumRate = 450
    /// eSpeak NG's own default rate, in words per minute.
    public static let defaultRate = 175
    /// The middle of the pitch scale.
    public static let defaultPitch = 50
    /// Full volume without amplitude compression.
    public static let defaultVolume = 100
    /// The most audio one request may produce, in seconds: ten minutes is far beyond a prompt
    /// or a page of QA text, and bounds what any text or markup can make the engine do.
    public static let maximumAudioSeconds = 600

    /// Plain text, or an SSML document when ``isSSML`` is set.
    public var text: String
    /// Whether ``text`` is SSML (marks, prosody, breaks) rather than plain text.
    public var isSSML: Bool
    /// An eSpeak NG voice name such as `pt-br`, `en-us` or `pt-br+f3`.
    public var voice: String
    /// Speaking rate in words per minute, ``minimumRate`` through ``maximumRate``.
    public var rate: Int
    /// Base pitch, 0 through 100 (50 is the voice's normal pitch).
    public var pitch: Int
    /// Volume, 0 through 200 (100 is normal; higher values may distort).
    public var volume: Int

    /// Creates a request; values are checked when it is synthesized (see ``validated()``).
    public init(
        text: String,
        isSSML: Bool = false,
        voice: String = "en-us",
        rate: Int = SpeechRequest.defaultRate,
        pitch: Int = SpeechRequest.defaultPitch,
        volume: Int = SpeechRequest.defaultVolume
    ) {
        self.text = text
        self.isSSML = isSSML
        self.voice = voice
        self.rate = rate
        self.pitch = pitch
        self.volume = volume
    }

    /// The request as the engine may receive it: every parameter in range (else an error naming
    /// the field) and SSML checked and rewritten by ``SSMLGuard``.
    public func validated() throws(SpeechError) -> SpeechRequest {
        if !(Self.minimumRate...Self.maximumRate).contains(rate) {
            throw .invalidParameter(
                name: "rate", value: rate,
                allowed: "\(Self.minimumRate)...\(Self.maximumRate) words per minute")
        }
        if !(0...100).contains(pitch) {
            throw .invalidParameter(name: "pitch", value: pitch, allowed: "0...100")
        }
        if !(0...200).contains(volume) {
            throw .invalidParameter(name: "volume", value: volume, allowed: "0...200")
        }
        if voice.isEmpty || voice.utf8.contains(0) {
            throw .voiceNotFound(name: voice, tried: [])
        }
        if text.utf8.contains(0) {
            throw .invalidText(reason: "the text contains a NUL character")
        }
        if voice.contains("..") || voice.hasPrefix("/") {
            throw .voiceNotFound(name: voice, tried: [])
        }
        guard isSSML else { return self }
        var checked = self
        do {
            checked.text = try SSMLGuard.sanitized(text)
        } catch {
            throw .refusedSSML(error)
        }
        return checked
    }

    /// A short description for logs: voice, parameters and the start of the text.
    public var description: String {
        let preview = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return "\(voice) rate=\(rate) pitch=\(pitch) volume=\(volume)\(isSSML ? " ssml" : ""): \(preview)"
    }
}
