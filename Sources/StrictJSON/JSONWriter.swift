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

    /// The finished object.
    public var json: String { text + "}" }

    private mutating func writeKey(_ name: String) {
        if !isFirst { text += "," }
        isFirst = false
        Self.appendQuoted(name, to: &text)
        text += ":"
    }

    /// Appends `value` as a JSON string literal, escaping quotes, backslashes and control characters.
    public static func appendQuoted(_ value: String, to text: inout String) {
        text += "\""
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
