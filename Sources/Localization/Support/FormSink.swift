/// Where a value writes its three forms (display, spoken, SSML) as UTF-8 bytes: a renderer's
/// buffers, so that a road name or a distance is copied once, straight into the message being
/// written, and never becomes strings of its own on the way.
@usableFromInline
package protocol FormSink {
    /// Adds bytes to the display form.
    mutating func appendDisplay(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Adds bytes to the spoken form.
    mutating func appendSpoken(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Adds bytes, already escaped, to the SSML form.
    mutating func appendSSML(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension FormSink {
    /// Adds `bytes` to the SSML form escaped as ``SSML/escape(_:)`` escapes text: runs of
    /// clean bytes copied as they are, `&`, `<`, `>` and `"` as entities, and the control
    /// characters and non-characters that XML 1.0 forbids dropped. `bytes` is valid UTF-8 (a
    /// string's), so the scalars escaping looks at are found by their bytes alone.
    @inlinable
    package mutating func appendSSMLEscaping(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Most text holds no byte escaping looks at: copied whole after a scan of eight bytes
        // at a time.
        if !FormSinkText.mayNeedEscaping(bytes) {
            if !bytes.isEmpty { appendSSML(bytes) }
            return
        }
        var run = 0
        var index = 0
        func flush(_ end: Int) {
            if end > run { appendSSML(UnsafeBufferPointer(rebasing: bytes[run..<end])) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""):
                flush(index)
                appendSSML(Self.entity(byte))
                index += 1
                run = index
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                index += 1
            case 0..<0x20:
                flush(index)
                index += 1
                run = index
            case 0xEF:
                if index + 2 < bytes.count, bytes[index + 1] == 0xBF,
                    bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
                {
                    flush(index)
                    index += 3
                    run = index
                } else {
                    index += 1
                }
            default:
                index += 1
            }
        }
        flush(bytes.count)
    }

    /// The entity of a markup sign, from static storage.
    @inlinable
    static func entity(_ byte: UInt8) -> UnsafeBufferPointer<UInt8> {
        let text: StaticString =
            switch byte {
            case UInt8(ascii: "&"): "&amp;"
            case UInt8(ascii: "<"): "&lt;"
            case UInt8(ascii: ">"): "&gt;"
            default: "&quot;"
            }
        return UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Adds a string's bytes to the display form.
    @inlinable
    package mutating func appendDisplay(_ text: String) {
        FormSinkText.withBytes(text) { appendDisplay($0) }
    }

    /// Adds a string's bytes to the spoken form.
    @inlinable
    package mutating func appendSpoken(_ text: String) {
        FormSinkText.withBytes(text) { appendSpoken($0) }
    }

    /// Adds a string's bytes, already escaped, to the SSML form.
    @inlinable
    package mutating func appendSSML(_ text: String) {
        FormSinkText.withBytes(text) { appendSSML($0) }
    }

    /// Adds a string's bytes to the SSML form, escaped.
    @inlinable
    package mutating func appendSSMLEscaping(_ text: String) {
        FormSinkText.withBytes(text) { appendSSMLEscaping($0) }
    }
}

/// Reading a string's bytes for a ``FormSink``.
@usableFromInline
package enum FormSinkText {
    /// Runs `body` with the UTF-8 bytes of `text`, in place when the string is contiguous
    /// (every native string is), else from a copy.
    @inlinable
    package static func withBytes(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if text.isEmpty { return }
        let done: Void? = text.utf8.withContiguousStorageIfAvailable(body)
        if done == nil {
            var native = text
            native.withUTF8(body)
        }
    }

    /// Whether `bytes` may hold a byte that SSML escaping changes or looks at: a control
    /// character (tab, line feed and carriage return included), `"`, `&`, `<`, `>` or 0xEF
    /// (which starts U+FFFE and U+FFFF). Eight bytes at a time; false only when none is there.
    @inlinable
    package static func mayNeedEscaping(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte of `word` is zero (exact as to whether any is).
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & highs != 0 }
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte below 0x20, or one equal to a sign escaping looks at.
            if (word &- ones &* 0x20) & ~word & highs != 0 || hasZero(word ^ (ones &* 0x22))
                || hasZero(word ^ (ones &* 0x26)) || hasZero(word ^ (ones &* 0x3C))
                || hasZero(word ^ (ones &* 0x3E)) || hasZero(word ^ (ones &* 0xEF))
            {
                return true
            }
            index += 8
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0..<0x20, 0x22, 0x26, 0x3C, 0x3E, 0xEF: return true
            default: index += 1
            }
        }
        return false
    }

    /// Whether text ending with `last` ends with a full stop as `hasSuffix(".")` on it says,
    /// when the bytes settle it: a last byte other than "." says no; a "." after an ASCII byte
    /// (no ASCII character joins a following full stop) or alone says yes. Nil when only the
    /// characters can tell (a "." after a scalar that is not ASCII).
    @inlinable
    package static func endsWithFullStop(last: UInt8, before: UInt8?) -> Bool? {
        guard last == UInt8(ascii: ".") else { return false }
        guard let before else { return true }
        return before < 0x80 ? true : nil
    }
}

/// The form a piece of text goes to, for writers that send pieces to each form in turn.
@usableFromInline
enum FormTarget {
    /// The display form.
    case display
    /// The spoken form.
    case spoken
    /// The SSML form, the bytes being markup already.
    case ssml
    /// The SSML form, the bytes being text to escape.
    case ssmlEscaped
}

extension FormSink {
    /// Adds bytes to one form.
    @inlinable
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>, to target: FormTarget) {
        switch target {
        case .display: appendDisplay(bytes)
        case .spoken: appendSpoken(bytes)
        case .ssml: appendSSML(bytes)
        case .ssmlEscaped: appendSSMLEscaping(bytes)
        }
    }
}

/// The last two bytes written to a display form, for the full-stop rule.
@usableFromInline
struct DisplayTail {
    @usableFromInline var last: UInt8?
    @usableFromInline var before: UInt8?

    @inlinable
    init() {}

    /// Notes bytes written after the others.
    @inlinable
    mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let end = bytes.last else { return }
        before = bytes.count >= 2 ? bytes[bytes.count - 2] : last
        last = end
    }

    /// Whether the text written ends with a full stop, nil when only its characters can tell
    /// (see ``FormSinkText/endsWithFullStop(last:before:)``).
    @inlinable
    var endsWithFullStop: Bool? {
        guard let last else { return false }
        return FormSinkText.endsWithFullStop(last: last, before: before)
    }
}
