extension ByteParser {
    /// A string, from its opening quote (at the cursor) past its closing quote. Strings without
    /// escapes, nearly all of them, are decoded straight from the document's bytes; the others
    /// are unescaped into `scratch`.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let quote = index
        let start = index + 1
        let runEnd = JSONLexing.plainRunEnd(bytes, from: start)
        if runEnd < bytes.count, bytes[runEnd] == UInt8(ascii: "\"") {
            guard firstInvalidUTF8 < start || firstInvalidUTF8 >= runEnd else {
                throw failure("string is not valid UTF-8", at: quote)
            }
            index = runEnd + 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<runEnd]), as: UTF8.self)
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<runEnd]))
        var position = runEnd
        do {
            try JSONLexing.unescape(bytes, from: &position, into: &scratch)
        } catch {
            throw failure(error)
        }
        guard firstInvalidUTF8 < start || firstInvalidUTF8 >= position else {
            throw failure("string is not valid UTF-8", at: quote)
        }
        index = position
        return String(decoding: scratch, as: UTF8.self)
    }

    /// The syntax error for a problem the lexer found in a string.
    private mutating func failure(_ problem: JSONLexing.Problem) -> JSONSyntaxError {
        if problem.kind == .invalidEscape {
            let escaped = problem.position + 1
            if (0x21...0x7E).contains(bytes[escaped]) {
                let character = Character(Unicode.Scalar(bytes[escaped]))
                return failure("invalid escape '\\\(character)'", at: problem.position)
            }
            return failure(
                "invalid escape: \(describeCharacter(at: escaped)) after a backslash", at: problem.position)
        }
        index = problem.position
        switch problem.kind {
        case .unterminatedString: return failure("unterminated string")
        case .controlCharacter: return failure("control character in a string (use \\n or \\t)")
        case .unterminatedEscape: return failure("unterminated escape")
        case .badHexDigits: return failure("expected four hex digits after \\u")
        case .unpairedSurrogate: return failure("unpaired surrogate escape")
        case .invalidSurrogatePair: return failure("invalid surrogate pair")
        default: return failure("invalid string")
        }
    }
}
