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

    /// Joins the pieces kept so far onto ``joined`` and frees the slots.
    private mutating func flush() {
        var result = joined
        result.reserveCapacity(byteCount)
        for index in 0..<count { result += slots.moveElement(from: index) }
        count = 0
        joined = result
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
