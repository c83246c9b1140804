import Speech

/// What the voice makes of a piece of text, as phonemes: the `spoken-form` check compares a
/// token's phonemes with those of its letters and of its digits, so it hears a misreading
/// without listening. A protocol so that tests can stand in for eSpeak NG.
public protocol Phonemizer: Sendable {
    /// The phonemes `voice` says for `text`, nil when the voice cannot say it.
    func phonemes(_ text: String, voice: String) -> String?
}

/// eSpeak NG's own phonemizer (`espeak_TextToPhonemes`), through the one engine owner.
public struct EspeakPhonemizer: Phonemizer {
    private let synthesizer: EspeakSynthesizer

    /// The phonemizer of an eSpeak NG data directory (nil: the library's default).
    public init(dataPath: String? = nil) {
        synthesizer = EspeakSynthesizer(dataPath: dataPath)
    }

    /// The phonemes in eSpeak NG's ASCII notation (what `espeak-ng -x` prints).
    public func phonemes(_ text: String, voice: String) -> String? {
        try? synthesizer.phonemesNow(text, voice: voice)
    }
}
