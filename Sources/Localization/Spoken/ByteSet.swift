/// A set of byte values, 256 bits on the stack: whether a byte is in it is a shift and a mask,
/// for the tables that reject a word by its first byte before anything is hashed.
struct ByteSet: Sendable, Hashable {
    private var low: UInt64 = 0
    private var midLow: UInt64 = 0
    private var midHigh: UInt64 = 0
    private var high: UInt64 = 0

    /// An empty set.
    init() {}

    /// Adds `byte`.
    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: low |= bit
        case 1: midLow |= bit
        case 2: midHigh |= bit
        default: high |= bit
        }
    }

    /// Whether `byte` is in the set.
    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
        let word: UInt64
        switch byte >> 6 {
        case 0: word = low
        case 1: word = midLow
        case 2: word = midHigh
        default: word = high
        }
        return word & (UInt64(1) << UInt64(byte & 63)) != 0
    }
}
