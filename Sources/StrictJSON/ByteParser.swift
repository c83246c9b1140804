/// The state of one parse: a cursor over the document's bytes that tracks the current line, so
/// that every node and every error can say where it is. A recursive descent; `depth` bounds the
/// recursion. The grammar is split over extensions: containers, strings and numbers; the lexing
/// of strings and numbers is ``JSONLexing``'s, shared with the wire decoder.
struct ByteParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    /// Where the document's first ill-formed UTF-8 sequence starts (`Int.max` if none), found in
    /// one pass before parsing: a string that contains it is refused, and outside strings any
    /// byte that is not ASCII is a syntax error anyway.
    let firstInvalidUTF8: Int
    /// The position of the next byte to read.
    var index = 0
    /// The 1-based line of `index`.
    var line = 1
    /// The position of the first byte of the current line, for columns.
    var lineStart = 0
    /// How many arrays and objects enclose the current position.
    var depth = 0
    /// Reused buffer for the unescaped bytes of strings that contain escapes.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        self.firstInvalidUTF8 = JSONLexing.invalidUTF8Offset(bytes) ?? Int.max
    }

    /// One value surrounded only by whitespace, after an optional byte-order mark.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONNode {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            index = 3
            lineStart = 3
        }
        skipWhitespace()
        let node = try parseValue()
        skipWhitespace()
        guard index == bytes.count else { throw failure("unexpected text after the end of the JSON value") }
        return node
    }

    /// The byte at the cursor, or nil at the end of the document.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at the cursor.
    func failure(_ reason: String) -> JSONSyntaxError {
        // A truncated document is the usual cause of an error at the very end: say so first.
        if index >= bytes.count, !reason.hasPrefix("unexpected end"), !reason.hasPrefix("unterminated") {
            return failure("unexpected end of file, " + reason, at: index)
        }
        return failure(reason, at: index)
    }

    /// An error at `position`, which must be on the current line.
    func failure(_ reason: String, at position: Int) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: position - lineStart + 1, reason: reason)
    }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D:
                index += 1
            case 0x0A:
                index += 1
                line += 1
                lineStart = index
            default:
                return
            }
        }
    }

    mutating func parseValue() throws(JSONSyntaxError) -> JSONNode {
        guard let byte = current else { throw failure("unexpected end of file, expected a value") }
        let startLine = line
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(try parseObject(), line: startLine)
        case UInt8(ascii: "["): return JSONNode(try parseArray(), line: startLine)
        case UInt8(ascii: "\""): return JSONNode(.string(try parseString()), line: startLine)
        case UInt8(ascii: "t"):
            try expectWord("true")
            return JSONNode(.bool(true), line: startLine)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return JSONNode(.bool(false), line: startLine)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return JSONNode(.null, line: startLine)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(.number(try parseNumber()), line: startLine)
        default:
            throw failure("unexpected \(describeCharacter(at: index)), expected a value")
        }
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for byte in word.utf8 {
            guard current == byte else { throw failure("invalid literal, expected \(word)") }
            index += 1
        }
    }

    /// Counts one more level of nesting, failing beyond the limit.
    mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= maximumDepth else { throw failure("nesting deeper than \(maximumDepth) levels") }
    }
}
