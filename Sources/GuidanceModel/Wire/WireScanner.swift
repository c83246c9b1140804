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

    /// The next JSON number, as written (validated to the JSON grammar).
    mutating func number() throws(Failure) -> Double {
        skipWhitespace()
        let start = position
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let integerStart = position
        var integer: UInt64 = 0
        var digits = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            if digits < 18 { integer = integer * 10 + UInt64(bytes[position] - 0x30) }
            digits += 1
            position += 1
        }
        guard digits > 0, !(digits > 1 && bytes[integerStart] == 0x30) else { throw Self.invalid() }
        var isSimple = digits <= 18
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            isSimple = false
            position += 1
            let fractionStart = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            guard position > fractionStart else { throw Self.invalid() }
        }
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isSimple = false
            position += 1
            if position < bytes.count,
                bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
            {
                position += 1
            }
            let exponentStart = position
            while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 { position += 1 }
            guard position > exponentStart else { throw Self.invalid() }
        }
        if isSimple {
            let value = Double(integer)
            return bytes[start] == UInt8(ascii: "-") ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        return Double(text) ?? (bytes[start] == UInt8(ascii: "-") ? -Double.infinity : .infinity)
    }

    /// The next JSON string, unescaped; invalid escapes and lone surrogates are errors.
    mutating func string() throws(Failure) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw Self.invalid() }
        position += 1
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(
                    decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            guard byte >= 0x20 else { throw Self.invalid() }
            position += 1
        }
        throw Self.invalid()
    }

    private mutating func escapedString(from start: Int) throws(Failure) -> String {
        var utf8 = Array(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard position < bytes.count else { throw Self.invalid() }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hex4()
                    if (0xD800...0xDBFF).contains(scalar) {
                        guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else {
                            throw Failure(
                                path: nil, reason: "not valid JSON (lone surrogate in a \\u escape)")
                        }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00...0xDFFF).contains(low) else {
                            throw Failure(
                                path: nil, reason: "not valid JSON (lone surrogate in a \\u escape)")
                        }
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(scalar) {
                        throw Failure(path: nil, reason: "not valid JSON (lone surrogate in a \\u escape)")
                    }
                    guard let unicode = Unicode.Scalar(scalar) else { throw Self.invalid() }
                    utf8.append(contentsOf: String(Character(unicode)).utf8)
                default:
                    throw Self.invalid()
                }
            default:
                guard byte >= 0x20 else { throw Self.invalid() }
                utf8.append(byte)
            }
        }
        throw Self.invalid()
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        guard position + 4 <= bytes.count else { throw Self.invalid() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x41 + 10
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: throw Self.invalid()
            }
            value = value << 4 | UInt32(digit)
            position += 1
        }
        return value
    }

    /// Whether only whitespace remains.
    mutating func atEnd() -> Bool {
        peek() == nil
    }
}
