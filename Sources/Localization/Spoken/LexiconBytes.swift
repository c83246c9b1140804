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
    /// The first bytes of the words that the patterns of `patternsWithoutDigit` may match: the
    /// byte before each pattern's first wildcard.
    var patternFirstBytes = ByteSet()
    /// Whether a pattern of `patternsWithoutDigit` may match a word whatever its first byte
    /// (its first word opens with a wildcard): then `patternFirstBytes` rejects nothing.
    var patternsStartAnywhere = false

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
        }
        for position in patternsWithoutDigit {
            guard let first = written[position].first else { continue }
            if first.first == UInt8(ascii: "*") || first.first == UInt8(ascii: "#") {
                patternsStartAnywhere = true
            } else if let byte = first.first {
                patternFirstBytes.insert(byte)
            }
        }
    }

    /// Whether an entry may start at a word whose core is `word`, as `matchBytes` would find it:
    /// false settles that none does, from tables alone,
    /// for the many words of a name that are no entry's first word (true does not say one
    /// does). A word that is not a first word is tried against the patterns, those of a word
    /// with a digit against every pattern; a pattern whose first word has bytes before its
    /// wildcard matches only words starting with its first byte.
    @inline(__always)
    func mayStartEntry(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        if patternsStartAnywhere || firstWordKeys.mayContain(word) { return true }
        guard let first = word.first else { return false }
        if patternFirstBytes.contains(first) { return true }
        return word.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }
}
