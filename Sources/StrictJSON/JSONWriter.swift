/// A small, allocation-light JSON object writer for records written tens of thousands of times a
/// second; Foundation's encoder is an order of magnitude slower for these flat records.
public struct JSONWriter: Sendable {
    /// The object so far, as UTF-8: appending bytes is a copy, where appending to a `String`
    /// checks capacity and encoding at every piece, and records have some sixty pieces.
    private var bytes: [UInt8] = [UInt8(ascii: "{")]
    private var isFirst = true
    /// The first number left out because JSON cannot say it, where a writer must not lose data
    /// silently (an event line, whose reader would take the field as absent).
    public private(set) var unwritable: Unwritable?

    /// A number JSON cannot say (NaN or an infinity) and the path of its field, `a.b[2].c`.
    public struct Unwritable: Sendable, Hashable {
        /// The field's path from the writer's object.
        public var path: String
        /// The value left out.
        public var value: Double
    }

    /// Starts an object.
    public init() {}

    /// Adds a string field; nil values are omitted.
    public mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        writeKey(key)
        Self.appendQuoted(value, to: &bytes)
    }

    /// Adds a number field; nil and non-finite values are omitted (the first non-finite one is
    /// kept in ``unwritable``), integers print without ".0", as Foundation's encoder prints them.
    public mutating func add(_ key: String, _ value: Double?) {
        guard let value else { return }
        guard value.isFinite else {
            if unwritable == nil { unwritable = Unwritable(path: key, value: value) }
            return
        }
        writeKey(key)
        if value == value.rounded(), abs(value) < 1e15, value != 0 || value.sign == .plus {
            append(String(Int(value)))
        } else {
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            append(text)
        }
    }

    /// Adds an integer field.
    public mutating func add(_ key: String, _ value: Int?) {
        guard let value else { return }
        writeKey(key)
        append(String(value))
    }

    /// Adds a boolean field.
    public mutating func add(_ key: String, _ value: Bool?) {
        guard let value else { return }
        writeKey(key)
        append(value ? "true" : "false")
    }

    /// Adds a field whose value is already JSON (an object or array written by another writer).
    public mutating func addRaw(_ key: String, _ json: String?) {
        guard let json else { return }
        writeKey(key)
        append(json)
    }

    /// Adds an object field written into the same text by `fill` (no intermediate string).
    public mutating func addObject(_ key: String, _ fill: (inout JSONWriter) -> Void) {
        writeKey(key)
        bytes.append(UInt8(ascii: "{"))
        isFirst = true
        let wasWritable = unwritable == nil
        fill(&self)
        if wasWritable, let inner = unwritable { unwritable?.path = key + "." + inner.path }
        bytes.append(UInt8(ascii: "}"))
        isFirst = false
    }

    /// Adds an array field of objects, each written into the same text by `fill`.
    public mutating func addObjects<Element>(
        _ key: String, _ elements: [Element], _ fill: (inout JSONWriter, Element) -> Void
    ) {
        writeKey(key)
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "{"))
            isFirst = true
            let wasWritable = unwritable == nil
            fill(&self, element)
            if wasWritable, let inner = unwritable { unwritable?.path = "\(key)[\(index)].\(inner.path)" }
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "]"))
        isFirst = false
    }

    /// Adds an array field of strings.
    public mutating func addStrings(_ key: String, _ values: [String]) {
        writeKey(key)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            Self.appendQuoted(value, to: &bytes)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Adds an array field of integers.
    public mutating func addIntegers(_ key: String, _ values: [Int]) {
        writeKey(key)
        bytes.append(UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            append(String(value))
        }
        bytes.append(UInt8(ascii: "]"))
    }

    /// Adds an integer field written as `null` when there is none (a reader told "nothing yet"
    /// rather than left to guess from a missing key).
    public mutating func add(_ key: String, orNull value: Int?) {
        addRaw(key, value.map { String($0) } ?? "null")
    }

    /// Makes room for `count` bytes, for records whose size is known roughly.
    public mutating func reserveCapacity(_ count: Int) {
        bytes.reserveCapacity(count)
    }

    /// The finished object.
    public var json: String {
        bytes.withUnsafeBufferPointer { written in
            String(unsafeUninitializedCapacity: written.count + 1) { output in
                _ = output.initialize(fromContentsOf: written)
                output[written.count] = UInt8(ascii: "}")
                return written.count + 1
            }
        }
    }

    private mutating func writeKey(_ name: String) {
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        Self.appendQuoted(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
    }

    /// Appends text that needs no quoting (numbers, literals, finished JSON).
    private mutating func append(_ text: String) {
        Self.appendUTF8(of: text, to: &bytes)
    }

    /// Appends the UTF-8 of `text` in one copy when its storage is contiguous (native strings,
    /// small ones included), scalar by scalar otherwise (bridged strings).
    static func appendUTF8(of text: String, to output: inout [UInt8]) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { output.append(contentsOf: $0) }
        if copied == nil { output.append(contentsOf: text.utf8) }
    }

    /// Appends `value` as a JSON string literal to UTF-8 output, escaped as
    /// `appendQuoted(_:to:)` escapes it for a `String`.
    static func appendQuoted(_ value: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        if needsEscapes(value) {
            var escaped = ""
            appendEscaped(value, to: &escaped)
            appendUTF8(of: escaped, to: &output)
        } else {
            appendUTF8(of: value, to: &output)
        }
        output.append(UInt8(ascii: "\""))
    }

    /// Appends `value` as a JSON string literal, escaping quotes, backslashes and control characters.
    /// Most texts need no escape and are appended whole.
    public static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        if needsEscapes(value) {
            appendEscaped(value, to: &text)
        } else {
            text += value
        }
        text += "\""
    }

    /// Appends the body of `value`'s string literal, with quotes, backslashes, control characters
    /// and line and paragraph separators escaped.
    private static func appendEscaped(_ value: String, to text: inout String) {
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
    }

    /// Whether `value` has a character ``appendQuoted(_:to:)`` escapes: a quote, a backslash, a
    /// control character or a line or paragraph separator (UTF-8 E2 80 A8, E2 80 A9).
    static func needsEscapes(_ value: String) -> Bool {
        var beforeLast: UInt8 = 0
        var last: UInt8 = 0
        for byte in value.utf8 {
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
            if beforeLast == 0xE2, last == 0x80, byte == 0xA8 || byte == 0xA9 { return true }
            beforeLast = last
            last = byte
        }
        return false
    }

    /// A JSON array of already-encoded elements.
    public static func array(_ elements: [String]) -> String {
        "[" + elements.joined(separator: ",") + "]"
    }

    /// A JSON string literal.
    public static func quoted(_ value: String) -> String {
        var text = ""
        appendQuoted(value, to: &text)
        return text
    }
}
