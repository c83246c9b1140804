/// A small, allocation-light JSON object writer for records written tens of thousands of times a
/// second; Foundation's encoder is an order of magnitude slower for these flat records.
public struct JSONWriter: Sendable {
    private var text = "{"
    private var isFirst = true

    /// Starts an object.
    public init() {}

    /// Adds a string field; nil values are omitted.
    public mutating func add(_ key: String, _ value: String?) {
        guard let value else { return }
        writeKey(key)
        Self.appendQuoted(value, to: &text)
    }

    /// Adds a number field; nil and non-finite values are omitted, integers print without ".0".
    public mutating func add(_ key: String, _ value: Double?) {
        guard let value, value.isFinite else { return }
        writeKey(key)
        if value == value.rounded(), abs(value) < 1e15 {
            text += String(Int(value))
        } else {
            text += String(value)
        }
    }

    /// Adds an integer field.
    public mutating func add(_ key: String, _ value: Int?) {
        guard let value else { return }
        writeKey(key)
        text += String(value)
    }

    /// Adds a boolean field.
    public mutating func add(_ key: String, _ value: Bool?) {
        guard let value else { return }
        writeKey(key)
        text += value ? "true" : "false"
    }

    /// Adds a field whose value is already JSON (an object or array written by another writer).
    public mutating func addRaw(_ key: String, _ json: String?) {
        guard let json else { return }
        writeKey(key)
        text += json
    }

    /// Adds an object field written into the same text by `fill` (no intermediate string).
    public mutating func addObject(_ key: String, _ fill: (inout JSONWriter) -> Void) {
        writeKey(key)
        text += "{"
        isFirst = true
        fill(&self)
        text += "}"
        isFirst = false
    }

    /// Adds an array field of objects, each written into the same text by `fill`.
    public mutating func addObjects<Element>(
        _ key: String, _ elements: [Element], _ fill: (inout JSONWriter, Element) -> Void
    ) {
        writeKey(key)
        text += "["
        for (index, element) in elements.enumerated() {
            if index > 0 { text += "," }
            text += "{"
            isFirst = true
            fill(&self, element)
            text += "}"
        }
        text += "]"
        isFirst = false
    }

    /// Adds an array field of strings.
    public mutating func addStrings(_ key: String, _ values: [String]) {
        writeKey(key)
        text += "["
        for (index, value) in values.enumerated() {
            if index > 0 { text += "," }
            Self.appendQuoted(value, to: &text)
        }
        text += "]"
    }

    /// Makes room for `count` bytes, for records whose size is known roughly.
    public mutating func reserveCapacity(_ count: Int) {
        text.reserveCapacity(count)
    }

    /// The finished object.
    public var json: String { text + "}" }

    private mutating func writeKey(_ name: String) {
        if !isFirst { text += "," }
        isFirst = false
        Self.appendQuoted(name, to: &text)
        text += ":"
    }

    /// Appends `value` as a JSON string literal, escaping quotes, backslashes and control characters.
    /// Most texts need no escape and are appended whole.
    public static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
        guard needsEscapes(value) else {
            text += value
            text += "\""
            return
        }
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
        text += "\""
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
