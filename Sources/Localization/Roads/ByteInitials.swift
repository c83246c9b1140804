import Foundation

/// The first UTF-8 bytes of a list of words, composed (NFC), built when a locale loads: a name
/// whose first byte is none of them starts with none of the words, so that most names are
/// settled without comparing them with every word.
///
/// Only for a name without a byte from 0xCC on (no scalar from U+0300): such a name is its own
/// composed form, and it starts with a word, as `String` compares, only if its first byte is the
/// composed word's.
struct ByteInitials: Sendable, Hashable {
    private var low: UInt64 = 0
    private var middle: UInt64 = 0
    private var high: UInt64 = 0
    private var top: UInt64 = 0

    /// Creates the set of the first bytes of `words` composed.
    init(_ words: some Sequence<String>) {
        for word in words {
            guard let first = word.precomposedStringWithCanonicalMapping.utf8.first else { continue }
            let bit = UInt64(1) << UInt64(first & 63)
            switch first >> 6 {
            case 0: low |= bit
            case 1: middle |= bit
            case 2: high |= bit
            default: top |= bit
            }
        }
    }

    /// Whether `name` may start with one of the words: always for a name holding a byte from
    /// 0xCC on or an empty name, else when its first byte is a word's.
    func admits(_ name: String) -> Bool {
        let decided = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, contains(first) else { return bytes.isEmpty }
            return true
        }
        guard let decided, !decided else { return true }
        // The first byte is none of the words': only a name that may not be composed may
        // still start with one.
        return name.utf8.contains { $0 >= 0xCC }
    }

    private func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return low & bit != 0
        case 1: return middle & bit != 0
        case 2: return high & bit != 0
        default: return top & bit != 0
        }
    }
}
