/// The pieces of one form of a rendering, kept in memory the caller lends (usually on the stack)
/// and joined once at the end into a string of the exact size: growing a string piece by piece
/// reallocated it, and joining UTF-8 bytes would validate them again. A form made of one piece
/// is that piece, with no copy.
struct TextPieces {
    private let slots: UnsafeMutableBufferPointer<String>
    private var count = 0
    private var byteCount = 0
    /// The pieces already joined when the slots ran out.
    private var joined = ""

    /// Pieces kept in `slots` (uninitialized memory that must outlive them, at least one slot);
    /// ``finish()`` releases them.
    init(_ slots: UnsafeMutableBufferPointer<String>) {
        self.slots = slots
    }

    /// Adds a piece.
    mutating func append(_ text: String) {
        if text.isEmpty { return }
        if count == slots.count { flush() }
        slots.initializeElement(at: count, to: text)
        count += 1
        byteCount += text.utf8.count
    }

    /// Joins the pieces kept so far onto ``joined`` and frees the slots: their bytes are copied
    /// into a string made at its final size (appending string to string checked capacity,
    /// uniqueness and flags per piece, which cost more than checking the bytes once).
    private mutating func flush() {
        let base = joined
        let total = base.utf8.count + byteCount
        let pieces = slots
        let kept = count
        let result = String(unsafeUninitializedCapacity: total) { target in
            var offset = Self.copy(base, into: target, at: 0)
            for index in 0..<kept { offset = Self.copy(pieces[index], into: target, at: offset) }
            return offset
        }
        UnsafeMutableBufferPointer(rebasing: slots[0..<count]).deinitialize()
        count = 0
        byteCount = 0
        joined = result
    }

    /// Copies the text's UTF-8 bytes into `target` at `offset`; returns the offset after them.
    private static func copy(_ text: String, into target: UnsafeMutableBufferPointer<UInt8>, at offset: Int)
        -> Int
    {
        func write(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            _ = UnsafeMutableBufferPointer(rebasing: target[offset...]).initialize(fromContentsOf: bytes)
            return offset + bytes.count
        }
        if let end = text.utf8.withContiguousStorageIfAvailable(write) { return end }
        var native = text
        return native.withUTF8(write)
    }

    /// The text of every piece, in order; the slots are released.
    mutating func finish() -> String {
        if joined.isEmpty, count == 1 {
            count = 0
            return slots.moveElement(from: 0)
        }
        flush()
        return joined
    }
}
