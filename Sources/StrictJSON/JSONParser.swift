/// A strict JSON (RFC 8259) parser that records the line of every value, shared by the locale
/// files and the route importer so that both report mistakes as `file:line: reason`.
///
/// Strict means: exactly one value surrounded by whitespace (an optional UTF-8 byte-order mark
/// first), no comments, no trailing commas, no leading zeros, no control characters or invalid
/// UTF-8 in strings, no unpaired surrogate escapes, no numbers beyond `Double`, and no duplicate
/// keys in an object (a second value for a key is almost always a mistake that would otherwise
/// silently win or lose). Nesting is bounded so hostile input cannot exhaust the stack.
public enum JSONParser {
    /// The nesting limit unless a caller asks for another: far above any locale file or routing
    /// response, far below what the recursive descent needs to stay within a thread's stack.
    public static let defaultMaximumDepth = 512

    /// Parses a complete JSON document from its bytes (UTF-8).
    ///
    /// - Parameters:
    ///   - bytes: the document, e.g. a file's contents.
    ///   - maximumDepth: how many arrays and objects may nest inside each other.
    /// - Throws: ``JSONSyntaxError`` with the line, column and reason of the first problem.
    public static func parse(
        _ bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONSyntaxError) -> JSONNode {
        let result: Result<JSONNode, JSONSyntaxError> = Array(bytes).withUnsafeBufferPointer { buffer in
            var parser = ByteParser(bytes: buffer, maximumDepth: maximumDepth)
            do throws(JSONSyntaxError) {
                return .success(try parser.parseDocument())
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Parses a complete JSON document held in a string; the same as parsing its UTF-8 bytes.
    public static func parse(
        _ text: String, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONSyntaxError) -> JSONNode {
        try parse(text.utf8, maximumDepth: maximumDepth)
    }
}
