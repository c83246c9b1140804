import Foundation

/// The three forms of a rendering written as UTF-8 bytes into memory lent by the caller (on the
/// stack), spilling to the heap for a long text, and turned into strings once at the end.
struct FormBuffers {
    /// One form's bytes.
    struct Form {
        private let memory: UnsafeMutableBufferPointer<UInt8>
        private var count = 0
        private var spill: [UInt8]?

        init(_ memory: UnsafeMutableBufferPointer<UInt8>) {
            self.memory = memory
        }

        /// Adds bytes.
        mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
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

        /// Copies `count` bytes: most pieces a prompt is made of are a few bytes long (a space,
        /// "on ", a number), which a call to `memmove` costs more to copy than the copy itself,
        /// so up to 32 bytes are moved inline by two overlapping loads and stores of the widest
        /// word that fits, longer runs by `memmove`.
        @inline(__always)
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

        /// Adds a string's bytes.
        mutating func append(_ text: String) {
            if text.isEmpty { return }
            let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
            if done == nil {
                var native = text
                native.withUTF8 { append($0) }
            }
        }

        /// The text written with its first letter upper-cased, as ``SentenceCase`` does it:
        /// when the bytes decide, the letter is changed in the buffer, before the one copy into
        /// the string.
        func capitalizedString(skippingTags: Bool) -> String {
            guard spill == nil else {
                return SentenceCase.capitalizeFirstLetter(string, skippingTags: skippingTags)
            }
            let written = UnsafeBufferPointer(rebasing: memory[..<count])
            switch SentenceCase.asciiFirstLetter(written, skippingTags: skippingTags) {
            case .none:
                return string
            case .lowercase(let offset):
                memory[offset] -= 0x20
                return string
            case .unknown:
                return SentenceCase.byCharacter(string, skippingTags: skippingTags)
            }
        }

        /// The text written.
        var string: String {
            if let spill { return spill.withUnsafeBufferPointer { FormBuffers.string($0) } }
            return FormBuffers.string(UnsafeBufferPointer(rebasing: memory[..<count]))
        }
    }

    var display: Form
    var spoken: Form
    var ssml: Form

    /// Written bytes as a string, copied once and not validated again: every byte of a form was
    /// copied from a string or from a literal made of one, or is an ASCII letter changed in
    /// case, and every cut falls where one such piece ended, so the bytes are valid UTF-8 by
    /// construction (debug builds still check). Validating them again cost more than the copy
    /// (about 1 ns a byte of non-ASCII text).
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        assert(String(validating: bytes, as: UTF8.self) != nil, "a form's bytes are not UTF-8")
        return String(copying: UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII(bytes)))
    }

    /// Whether every byte is ASCII, eight at a time: a string made from ASCII bytes is marked
    /// as such, as `String(decoding:as:)` would mark it.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
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

    /// How many bytes each form keeps on the stack: the three fit the 1 KiB that
    /// `withUnsafeTemporaryAllocation` keeps on the stack without asking (beyond it, Linux
    /// allocates them on the heap); a longer form spills to the heap.
    static let room = 340

    /// Runs `body` with three forms in stack memory.
    static func with<Result>(_ body: (inout FormBuffers) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * room) { memory in
            var buffers = FormBuffers(
                display: Form(UnsafeMutableBufferPointer(rebasing: memory[0..<room])),
                spoken: Form(UnsafeMutableBufferPointer(rebasing: memory[room..<2 * room])),
                ssml: Form(UnsafeMutableBufferPointer(rebasing: memory[2 * room..<3 * room])))
            return body(&buffers)
        }
    }

    /// The three forms as strings; `capitalizing` upper-cases each one's first letter (skipping
    /// the SSML form's tags), as a finished sentence needs.
    func text(capitalizing: Bool) -> RenderedText {
        guard capitalizing else {
            return RenderedText(display: display.string, spoken: spoken.string, ssml: ssml.string)
        }
        return RenderedText(
            display: display.capitalizedString(skippingTags: false),
            spoken: spoken.capitalizedString(skippingTags: false),
            ssml: ssml.capitalizedString(skippingTags: true))
    }
}
