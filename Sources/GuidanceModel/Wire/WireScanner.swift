import StrictJSON

/// A byte-level JSON reader for one event line: it parses straight into the model, skipping
/// unknown fields without building them, and reports failures with the dotted field path.
/// It exists for speed: a navigator sends a dozen steps per update, once a second per vehicle,
/// and replays and benchmarks push hundreds of thousands of updates through.
struct WireScanner {
    /// A failure at a field path (nil for the line as a whole).
    struct Failure: Error {
        var path: String?
        var reason: String
    }

    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The fields changed on the way in (texts cut to ``TextBounds``), in the order the tests'
    /// reference decoding notes them.
    var notes: [FieldNote] = []
    private(set) var depth = 0
    /// Deeper nesting than any event has is refused rather than recursed into.
    static let maximumDepth = 64

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - Structure

    mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }

    mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    static func invalid() -> Failure {
        Failure(path: nil, reason: "not valid JSON")
    }

    mutating func expect(_ byte: UInt8) throws(Failure) {
        guard peek() == byte else { throw Self.invalid() }
        position += 1
    }

    /// Calls `field` for each key of an object; the closure must consume the value.
    mutating func object(
        _ path: String, _ field: (inout WireScanner, String) throws(Failure) -> Void
    ) throws(Failure) {
        guard peek() == UInt8(ascii: "{") else {
            throw Failure(
                path: path.isEmpty ? nil : path,
                reason: path.isEmpty ? "not valid JSON" : "expected an object")
        }
        position += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Failure(path: nil, reason: "nested too deeply") }
        if peek() == UInt8(ascii: "}") {
            position += 1
            return
        }
        while true {
            guard peek() == UInt8(ascii: "\"") else { throw Self.invalid() }
            let key = try string()
            try expect(UInt8(ascii: ":"))
            try field(&self, key)
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return
            default: throw Self.invalid()
            }
        }
    }

    /// Calls `element` for each element of an array with its index.
    mutating func array(
        _ path: String, _ element: (inout WireScanner, Int) throws(Failure) -> Void
    ) throws(Failure) {
        guard peek() == UInt8(ascii: "[") else { throw Failure(path: path, reason: "expected an array") }
        position += 1
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { throw Failure(path: nil, reason: "nested too deeply") }
        if peek() == UInt8(ascii: "]") {
            position += 1
            return
        }
        var index = 0
        while true {
            try element(&self, index)
            index += 1
            switch peek() {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return
            default: throw Self.invalid()
            }
        }
    }

    /// Skips any value, checking that it is well-formed.
    mutating func skipValue() throws(Failure) {
        switch peek() {
        case UInt8(ascii: "{"):
            try object("") { scanner, _ throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "["):
            try array("") { scanner, _ throws(Failure) in try scanner.skipValue() }
        case UInt8(ascii: "\""):
            _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            _ = try literal()
        case .some:
            _ = try number()
        case nil:
            throw Self.invalid()
        }
    }

    // MARK: - Scalars

    enum Literal {
        case `true`, `false`, null
    }

    mutating func literal() throws(Failure) -> Literal {
        skipWhitespace()
        for (word, value) in [("true", Literal.true), ("false", .false), ("null", .null)] {
            let utf8 = word.utf8
            if position + utf8.count <= bytes.count, zip(utf8, bytes[position...]).allSatisfy({ $0 == $1 }) {
                position += utf8.count
                return value
            }
        }
        throw Self.invalid()
    }

    /// Whether the next value is `null` (consumed if so).
    mutating func takeNull() throws(Failure) -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        _ = try literal()
        return true
    }

    /// The next JSON number (validated to the JSON grammar; infinite beyond `Double`'s range,
    /// which readers of distances and times clamp).
    mutating func number() throws(Failure) -> Double {
        skipWhitespace()
        do {
            let number = try JSONLexing.number(bytes, at: position)
            position = number.end
            return number.value
        } catch {
            throw Self.invalid()
        }
    }

    /// The next JSON string, unescaped; invalid escapes and lone surrogates are errors. A string
    /// without escapes is decoded straight from the line's bytes, whose UTF-8 the decoder checked
    /// before scanning.
    mutating func string() throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw Self.invalid() }
        let start = position + 1
        let runEnd = JSONLexing.plainRunEnd(bytes, from: start)
        if runEnd < bytes.count, bytes[runEnd] == UInt8(ascii: "\"") {
            position = runEnd + 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<runEnd]), as: UTF8.self)
        }
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<runEnd]))
        position = runEnd
        do {
            try JSONLexing.unescape(bytes, from: &position, into: &utf8)
        } catch {
            switch error.kind {
            case .unpairedSurrogate, .invalidSurrogatePair:
                throw Failure(path: nil, reason: "not valid JSON (lone surrogate in a \\u escape)")
            default:
                throw Self.invalid()
            }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// Whether only whitespace remains.
    mutating func atEnd() -> Bool {
        peek() == nil
    }
}
