import XMLText

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
    /// Adds `bytes` to the SSML form escaped by the one XML escaping rule
    /// (``XMLText/escape(_:quotes:into:)``), each piece straight into the form.
    @inlinable
    package mutating func appendSSMLEscaping(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Most text holds no byte escaping looks at: copied whole after a scan of eight bytes
        // at a time.
        guard XMLText.mayNeedEscaping(bytes) else {
            if !bytes.isEmpty { appendSSML(bytes) }
            return
        }
        XMLText.escape(bytes) { appendSSML($0) }
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
