/// Why an SSML document was refused before synthesis, with where in the document it happened.
public struct SSMLRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line of the offending construct.
    public let line: Int
    /// 1-based column (in characters) of the offending construct.
    public let column: Int
    /// What is wrong and, where it matters, why it is refused.
    public let reason: String

    /// Creates a rejection at a byte position of `document`.
    init(_ reason: String, at offset: Int, in document: [UInt8]) {
        var line = 1
        var lineStart = 0
        for index in 0..<min(offset, document.count) where document[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        self.line = line
        let end = min(offset, document.count)
        // Count characters, not bytes: continuation bytes of UTF-8 sequences do not start one.
        self.column = document[min(lineStart, end)..<end].filter { $0 & 0xC0 != 0x80 }.count + 1
        self.reason = reason
    }

    /// `line L, column C: reason`.
    public var description: String { "line \(line), column \(column): \(reason)" }
}
