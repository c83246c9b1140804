/// UTF-8 text written into memory its caller lends (a stack allocation), spilling to the heap when
/// it runs out: a message's output almost always fits, and a long one is still whole. The engine
/// writes a formatted message into one, the renderer's message programs each form of a sentence.
///
/// Its methods are inlinable so that the renderer's hot loop compiles them in place.
package struct SpillingBytes {
    @usableFromInline let memory: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline var count = 0
    @usableFromInline var spill: [UInt8]?

    /// Writes into `memory` first.
    @inlinable
    package init(_ memory: UnsafeMutableBufferPointer<UInt8>) {
        self.memory = memory
    }

    /// Appends bytes (UTF-8).
    @inlinable
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if spill == nil, count + bytes.count <= memory.count {
            if let source = bytes.baseAddress, let target = memory.baseAddress {
                Self.copy(source, to: target + count, count: bytes.count)
            }
            count += bytes.count
            return
        }
        if spill == nil {
            var heap: [UInt8] = []
            heap.reserveCapacity(2 * (count + bytes.count))
            heap.append(contentsOf: UnsafeBufferPointer(rebasing: memory[..<count]))
            spill = heap
        }
        spill?.append(contentsOf: bytes)
    }

    /// Appends a text's UTF-8.
    @inlinable
    package mutating func append(_ text: String) {
        if text.isEmpty { return }
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if done == nil {
            var native = text
            native.withUTF8 { append($0) }
        }
    }

    /// The bytes written, when they are all in the lent memory (nil once spilled): for a caller
    /// that changes a byte in place (``replaceByte(at:with:)``).
    @inlinable
    package var lentBytes: UnsafeBufferPointer<UInt8>? {
        spill == nil ? UnsafeBufferPointer(rebasing: memory[..<count]) : nil
    }

    /// Replaces the byte at `offset` of ``lentBytes``.
    @inlinable
    package func replaceByte(at offset: Int, with byte: UInt8) {
        memory[offset] = byte
    }

    /// The text written.
    @inlinable
    package var string: String {
        if let spill { return spill.withUnsafeBufferPointer { Self.string($0) } }
        return Self.string(UnsafeBufferPointer(rebasing: memory[..<count]))
    }

    /// Written bytes as a string, copied once and not validated again: every byte was copied
    /// from a string or from a literal made of one, or is an ASCII letter changed in case, and
    /// every cut falls where one such piece ended, so the bytes are valid UTF-8 by construction
    /// (debug builds still check). Validating them again cost more than the copy (about 1 ns a
    /// byte of non-ASCII text).
    @inlinable
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(String(validating: bytes, as: UTF8.self) != nil, "written bytes are not UTF-8")
        return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
    }

    /// Whether every byte is ASCII, eight at a time: a string made from ASCII bytes is marked as
    /// such, as `String(decoding:as:)` would mark it.
    @inlinable
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var seen: UInt64 = 0
        while index + 8 <= bytes.count {
            seen |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            index += 8
        }
        while index < bytes.count {
            seen |= UInt64(bytes[index])
            index += 1
        }
        return seen & 0x8080_8080_8080_8080 == 0
    }

    /// Copies `count` bytes: most pieces a prompt is made of are a few bytes long (a space, "on ",
    /// a number), which a call to `memmove` costs more to copy than the copy itself, so up to 32
    /// bytes are moved inline by two overlapping loads and stores of the widest word that fits,
    /// longer runs by `memmove`.
    @inlinable @inline(__always)
    static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source)
        let to = UnsafeMutableRawPointer(target)
        switch count {
        case 16...32:
            let first = from.loadUnaligned(as: UInt64.self)
            let second = from.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let third = from.loadUnaligned(fromByteOffset: count - 16, as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: second, toByteOffset: 8, as: UInt64.self)
            to.storeBytes(of: third, toByteOffset: count - 16, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        case 8..<16:
            let first = from.loadUnaligned(as: UInt64.self)
            let last = from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            to.storeBytes(of: first, as: UInt64.self)
            to.storeBytes(of: last, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let first = from.loadUnaligned(as: UInt32.self)
            let last = from.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            to.storeBytes(of: first, as: UInt32.self)
            to.storeBytes(of: last, toByteOffset: count - 4, as: UInt32.self)
        case 1..<4:
            // The first, middle and last bytes cover one, two or three.
            let first = source[0]
            let middle = source[count >> 1]
            let last = source[count - 1]
            target[0] = first
            target[count >> 1] = middle
            target[count - 1] = last
        case 0:
            return
        default:
            target.update(from: source, count: count)
        }
    }
}
