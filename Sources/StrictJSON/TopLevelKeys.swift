extension JSONParser {
    /// The keys of the first JSON object in `bytes`, in order, read without parsing the values.
    ///
    /// For telling documents apart by what they are, not by how they are laid out: a route
    /// response on one line, pretty-printed, with CR LF or a byte-order mark has the same keys, and
    /// so does an event feed's first line. The scan stops at the end of the first object, so a
    /// feed's later lines are not read; a truncated document yields the keys seen so far. Nil
    /// when the bytes do not start (after a byte-order mark and whitespace) with an object.
    public static func topLevelKeys(of bytes: some Collection<UInt8>) -> [String]? {
        var scanner = KeyScanner(bytes: Array(bytes))
        return scanner.keys()
    }
}

/// A tolerant walk over the first object: strings and nesting are tracked, values are skipped.
private struct KeyScanner {
    let bytes: [UInt8]
    var index = 0

    mutating func keys() -> [String]? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        var keys: [String] = []
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return keys }
            guard let key = string() else { return keys }
            keys.append(key)
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return keys }
            index += 1
            guard skipValue() else { return keys }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return keys }
            index += 1
        }
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    /// Reads the string at the cursor (escapes kept as written: keys of interest have none).
    private mutating func string() -> String? {
        let start = index + 1
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: bytes[start..<(index - 1)], as: UTF8.self)
            default: index += 1
            }
        }
        return nil
    }

    /// Moves past one value, however deep; false at the end of the input.
    private mutating func skipValue() -> Bool {
        var depth = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard string() != nil else { return false }
                if depth == 0 { return true }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return true }
                depth -= 1
                if depth == 0 {
                    index += 1
                    return true
                }
            case UInt8(ascii: ","):
                if depth == 0 { return true }
            default:
                break
            }
            index += 1
        }
        return false
    }
}
