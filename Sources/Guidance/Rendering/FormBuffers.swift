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
                    (target + count).update(from: source, count: bytes.count)
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

        /// Adds a string's bytes.
        mutating func append(_ text: String) {
            if text.isEmpty { return }
            let done: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
            if done == nil {
                var native = text
                native.withUTF8 { append($0) }
            }
        }

        /// How many bytes are written.
        var written: Int { spill?.count ?? count }

        /// Whether the text written from byte `start` on ends with a full stop, as `hasSuffix(".")`
        /// on it would say: its last byte is "." and the character before is ASCII (no ASCII
        /// character joins a following full stop into one character), else the string decides.
        func endsWithFullStop(from start: Int) -> Bool {
            func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
                let end = bytes.count
                guard end > start, bytes[end - 1] == UInt8(ascii: ".") else { return false }
                if end - 1 == start || bytes[end - 2] < 0x80 { return true }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                    .hasSuffix(".")
            }
            if let spill { return spill.withUnsafeBufferPointer(check) }
            return check(UnsafeBufferPointer(rebasing: memory[..<count]))
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
            if let spill { return String(decoding: spill, as: UTF8.self) }
            return String(decoding: UnsafeBufferPointer(rebasing: memory[..<count]), as: UTF8.self)
        }
    }

    var display: Form
    var spoken: Form
    var ssml: Form
    /// Whether a nested clause's own message has been written (a message that never reads the
    /// fragment it is given must not skip the clause, whose rendering may report problems).
    var wroteNestedClause = false

    /// How many bytes each form keeps on the stack.
    static let room = 768

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
