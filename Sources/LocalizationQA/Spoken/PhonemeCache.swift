import Foundation

/// A phonemizer that asks its base once per voice and text: the same street words, letters
/// and digits come back in every sentence of a locale's name corpus, and one lint reads them
/// all.
final class PhonemeCache: Phonemizer, @unchecked Sendable {
    // Safety: `known` is read and written with `lock` held.
    private let lock = NSLock()
    private var known: [String: String?] = [:]
    private let base: any Phonemizer

    init(_ base: any Phonemizer) {
        self.base = base
    }

    func phonemes(_ text: String, voice: String) -> String? {
        let key = voice + "\u{0}" + text
        lock.lock()
        if let cached = known[key] {
            lock.unlock()
            return cached
        }
        lock.unlock()
        let made = base.phonemes(text, voice: voice)
        lock.lock()
        known[key] = .some(made)
        lock.unlock()
        return made
    }
}
