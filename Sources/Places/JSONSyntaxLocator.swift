/// Finds where JSON text stops being valid, because Foundation's decoder only says "not valid
/// JSON": a small recursive scanner over the bytes that reports the first error's line, column
/// and a short reason.
struct JSONSyntaxLocator {
    /// Where and why the text is not JSON.
    struct Failure: Error {
        var line: Int
        var column: Int
        var reason: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    /// The first syntax error in `bytes`, or nil when they are one valid JSON value.
    static func firstError(in bytes: [UInt8]) -> Failure? {
        var scanner = JSONSyntaxLocator(bytes: bytes)
        do throws(Failure) {
            scanner.skipSpace()
            try scanner.value()
            scanner.skipSpace()
            if scanner.index < bytes.count { throw scanner.failure("unexpected text after the JSON value") }
            return nil
        } catch {
            return error
        }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ reason: String) -> Failure {
        var line = 1
        var lineStart = 0
        for position in 0..<min(index, bytes.count) where bytes[position] == UInt8(ascii: "\n") {
            line += 1
            lineStart = position + 1
        }
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return Failure(line: line, column: column, reason: reason)
    }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value() throws(Failure) {
        guard let byte = current else { throw failure("unexpected end of input, expected a value") }
        switch byte {
        case UInt8(ascii: "{"): try container(close: UInt8(ascii: "}"), isObject: true)
        case UInt8(ascii: "["): try container(close: UInt8(ascii: "]"), isObject: false)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw failure("unexpected character, expected a value")
        }
    }

    private mutating func container(close: UInt8, isObject: Bool) throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw failure("nested too deeply") }
        index += 1
        skipSpace()
        if current == close {
            index += 1
            depth -= 1
            return
        }
        while true {
            if isObject {
                guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted member name") }
                try string()
                skipSpace()
                guard current == UInt8(ascii: ":") else {
                    throw failure("expected \":\" after the member name")
                }
                index += 1
                skipSpace()
            }
            try value()
            skipSpace()
            if current == UInt8(ascii: ",") {
                index += 1
                skipSpace()
                continue
            }
            guard current == close else {
                throw failure(
                    current == nil
                        ? "unexpected end of input"
                        : "expected \",\" or \"\(Character(Unicode.Scalar(close)))\"")
            }
            index += 1
            depth -= 1
            return
        }
    }

    private mutating func string() throws(Failure) {
        index += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                index += 1
                guard let escape = current, "\"\\/bfnrtu".utf8.contains(escape) else {
                    throw failure("invalid escape in a string")
                }
                index += 1
                if escape == UInt8(ascii: "u") {
                    for _ in 0..<4 {
                        guard let digit = current, Self.isHex(digit) else {
                            throw failure("invalid \\u escape")
                        }
                        index += 1
                    }
                }
            case 0x00..<0x20:
                throw failure("control character in a string")
            default:
                index += 1
            }
        }
        throw failure("unterminated string")
    }

    private mutating func literal(_ word: String) throws(Failure) {
        for expected in word.utf8 {
            guard current == expected else { throw failure("unexpected character, expected \(word)") }
            index += 1
        }
    }

    private mutating func number() throws(Failure) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard try digits() > 0 else { throw failure("expected a digit") }
        if current == UInt8(ascii: ".") {
            index += 1
            guard try digits() > 0 else { throw failure("expected a digit after \".\"") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard try digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
    }

    private mutating func digits() throws(Failure) -> Int {
        var count = 0
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
            index += 1
            count += 1
        }
        return count
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
