import MessageFormat

/// A phonemizer that asks its base once per voice and text: the same street words, letters
/// and digits come back in every sentence of a locale's name corpus, and one lint reads them
/// all.
final class PhonemeCache: Phonemizer, Sendable {
    private let known = Memo<String, String?>(limit: 1 << 16)
    private let base: any Phonemizer

    init(_ base: any Phonemizer) {
        self.base = base
    }

    func phonemes(_ text: String, voice: String) -> String? {
        known.value(voice + "\u{0}" + text) { base.phonemes(text, voice: voice) }
    }
}
