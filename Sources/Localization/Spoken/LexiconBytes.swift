import Foundation

/// A lexicon's lookup tables over UTF-8 bytes, built once when the locale loads, so that a name
/// is expanded in one walk over its bytes: no token array, no `String` per word, no hashing of
/// strings.
struct LexiconBytes: Sendable, Hashable {
    /// Entry first words (of `LexiconIndex.byFirstWord`), numbered as `candidates`.
    var firstWordKeys = ByteWordTable([])
    /// The entries that may start at each first word, in lexicon order (patterns merged in).
    var candidates: [[Int]] = []
    /// The pattern entries a word without a digit may start (those whose first word holds no
    /// `#`), in lexicon order: what a word that is no entry's first word is tried against.
    var patternsWithoutDigit: [Int] = []
    /// Single words of `suffix` entries.
    var suffixWords = ByteWordTable([])
    /// First words of every entry.
    var firstWords = ByteWordTable([])
    /// Road type words.
    var typeWords = ByteWordTable([])
    /// Each entry's written words, composed, as bytes.
    var written: [[[UInt8]]] = []
    /// Whether each entry's written words hold only scalars below U+0300, so that comparing
    /// their bytes with a word's compares characters; a pattern entry without it sends the name
    /// to the general path.
    var byteSafe: [Bool] = []

    init() {}

    init(_ index: LexiconIndex, entries: [SpokenLexicon.Entry]) {
        let keys = Array(index.byFirstWord.keys)
        firstWordKeys = ByteWordTable(keys)
        candidates = Array(repeating: [], count: firstWordKeys.count)
        for key in keys {
            let composed = Array(key.precomposedStringWithCanonicalMapping.utf8)
            guard let number = composed.withUnsafeBufferPointer({ firstWordKeys.find($0) }) else { continue }
            candidates[number] = index.byFirstWord[key] ?? []
        }
        patternsWithoutDigit = index.patterns.filter { !index.needsDigit[$0] }
        suffixWords = ByteWordTable(Array(index.suffixWords))
        firstWords = ByteWordTable(Array(index.firstWords))
        typeWords = ByteWordTable(Array(index.typeWords))
        for entry in entries {
            let words = entry.written.map { Array($0.precomposedStringWithCanonicalMapping.utf8) }
            written.append(words)
            byteSafe.append(words.allSatisfy { $0.allSatisfy { $0 < 0xCC } })
        }
    }
}
