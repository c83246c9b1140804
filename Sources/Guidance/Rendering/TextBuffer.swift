/// UTF-8 text collected in memory the caller lends (usually on the stack), spilling to the heap
/// when it outgrows it: a rendering appends a handful of pieces to each of its three forms, and
/// growing three strings piece by piece cost more allocations than the pieces themselves.
struct TextBuffer {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0
    private var spill: [UInt8]?

    /// A buffer writing into `buffer`, which must outlive it.
    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends the text's UTF-8 bytes.
    mutating func append(_ text: String) {
        if text.isEmpty { return }
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spill == nil, count + bytes.count <= buffer.count {
            if let source = bytes.baseAddress, let target = buffer.baseAddress {
                (target + count).update(from: source, count: bytes.count)
            }
            count += bytes.count
            return
        }
        if spill == nil {
            var heap: [UInt8] = []
            heap.reserveCapacity(2 * (count + bytes.count))
            heap.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
            spill = heap
        }
        spill?.append(contentsOf: bytes)
    }

    /// The text so far.
    var string: String {
        if let spill { return String(decoding: spill, as: UTF8.self) }
        return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
    }
}
