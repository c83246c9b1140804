import Foundation

/// Words looked up by their UTF-8 bytes, built once when a locale loads: finding a word of a
/// name costs a hash of its bytes and one comparison, with no `String` made for it.
///
/// Keys are stored composed (NFC), as map data writes names, so that a composed word's bytes
/// equal a key's exactly when the two strings are canonically equivalent, as `String` compares
/// them.
struct ByteWordTable: Sendable, Hashable {
    /// The keys' bytes, one after another.
    private var bytes: [UInt8] = []
    /// Where each key starts in `bytes`; one more entry than keys, for the end of the last.
    private var starts: [Int32] = [0]
    /// Key numbers by hash slot, -1 for an empty slot; a power of two long.
    private var slots: [Int32] = [-1]
    /// For each first byte, a bit for each length below 63 of the keys starting with it (bit 63
    /// for any longer): a word that no key of its length starts as it starts is settled
    /// without hashing it. 256 entries.
    private var lengthsByFirstByte: [UInt64] = Array(repeating: 0, count: 256)
    /// Whether the empty word is a key.
    private var hasEmptyKey = false

    /// The number of keys.
    var count: Int { starts.count - 1 }

    /// Creates a table of `keys`, numbered in the order given (a key equal to an earlier one,
    /// once composed, is dropped and does not take a number: give distinct keys).
    init(_ keys: [String]) {
        var size = 1
        while size < keys.count * 2 { size *= 2 }
        slots = Array(repeating: -1, count: max(size, 1))
        for key in keys {
            let composed = Array(key.precomposedStringWithCanonicalMapping.utf8)
            let found = composed.withUnsafeBufferPointer { find($0) }
            guard found == nil else { continue }
            let number = Int32(count)
            if let first = composed.first {
                lengthsByFirstByte[Int(first)] |= Self.lengthBit(composed.count)
            } else {
                hasEmptyKey = true
            }
            bytes += composed
            starts.append(Int32(bytes.count))
            var slot = composed.withUnsafeBufferPointer { Self.hash($0) } & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = number
        }
    }

    /// FNV-1a over the bytes.
    @inline(__always)
    private static func hash(_ word: UnsafeBufferPointer<UInt8>) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }

    @inline(__always)
    private static func lengthBit(_ length: Int) -> UInt64 {
        UInt64(1) << UInt64(min(length, 63))
    }

    /// Whether `word` may be a key: false when no key of its length starts with its first
    /// byte, which settles it without hashing (true does not say it is one).
    @inline(__always)
    func mayContain(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = word.first else { return hasEmptyKey }
        return lengthsByFirstByte.withUnsafeBufferPointer { $0[Int(first)] } & Self.lengthBit(word.count) != 0
    }

    /// The number of the key whose bytes `word` is, nil when none.
    func find(_ word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard mayContain(word) else { return nil }
        let mask = slots.count - 1
        var slot = Self.hash(word) & mask
        return slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                bytes.withUnsafeBufferPointer { stored -> Int? in
                    while true {
                        let number = Int(slots[slot])
                        if number < 0 { return nil }
                        let start = Int(starts[number])
                        if Int(starts[number + 1]) - start == word.count {
                            guard let key = stored.baseAddress, let probe = word.baseAddress else {
                                return number  // Both empty.
                            }
                            if memcmp(key + start, probe, word.count) == 0 { return number }
                        }
                        slot = (slot + 1) & mask
                    }
                }
            }
        }
    }

    /// Whether `word` is a key.
    func contains(_ word: UnsafeBufferPointer<UInt8>) -> Bool { find(word) != nil }
}
