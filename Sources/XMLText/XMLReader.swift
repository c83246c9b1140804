/// The one XML reader: a document's elements, attributes, text, comments, CDATA sections,
/// processing instructions and declarations, one token at a time, each with the byte offset it
/// starts at. Tags must balance; the five named entities and character references of XML
/// characters are decoded, and no other entity is (nothing is ever expanded or fetched).
/// Declarations (`<!DOCTYPE …>`) are skipped whole and reported as a token, so that a reader of
/// its own may refuse them (the SSML guard) or pass over them (the XLIFF reader).
/// (Foundation's XML parser would link libxml2 into the binary.)
public struct XMLReader: Sendable {
    /// An attribute as written.
    public struct Attribute: Sendable, Hashable {
        /// Its name.
        public var name: String
        /// Its value, references decoded.
        public var value: String
        /// The byte offset of its name.
        public var offset: Int
        /// How many bytes its value takes in the document, quotes left out.
        public var writtenLength: Int
        /// The byte offsets of the whole attribute as written: from the spaces that separate it
        /// from what comes before to past its closing quote, what an editor of the document
        /// removes to remove the attribute.
        public var written: Range<Int>
    }

    /// One piece of the document.
    public enum Token: Sendable, Hashable {
        /// `<name …>`, or `<name …/>` when `empty` (no end token follows).
        case start(name: String, attributes: [Attribute], empty: Bool, offset: Int)
        /// `</name>`.
        case end(name: String, offset: Int)
        /// Text between markup, references decoded.
        case text(String, offset: Int)
        /// `<!-- … -->`.
        case comment(offset: Int)
        /// `<![CDATA[ … ]]>` and its text.
        case cdata(String, offset: Int)
        /// `<? … ?>`; `isDeclaration` for `<?xml …?>`.
        case instruction(isDeclaration: Bool, offset: Int)
        /// `<!DOCTYPE …>` or another declaration, skipped whole.
        case declaration(offset: Int)
    }

    /// Why the document is not well-formed, and where.
    public struct SyntaxError: Error, Sendable, Hashable {
        /// What is wrong.
        public var reason: String
        /// The byte offset of the construct.
        public var offset: Int
    }

    /// The document as UTF-8.
    public let bytes: [UInt8]
    private var index: Int
    private var open: [String] = []

    /// A reader of `text`; a leading byte-order mark is not text.
    public init(_ text: String) {
        bytes = Array(text.utf8)
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// How many elements are open.
    public var depth: Int { open.count }

    /// The next token, nil at the end of a well-formed document.
    public mutating func next() throws(SyntaxError) -> Token? {
        guard index < bytes.count else {
            if let element = open.last {
                throw SyntaxError(reason: "<\(element)> is not closed", offset: bytes.count)
            }
            return nil
        }
        let start = index
        guard bytes[index] == UInt8(ascii: "<") else {
            return .text(
                try decoded { byte, _ throws(SyntaxError) in byte == UInt8(ascii: "<") }, offset: start)
        }
        if has("<!--") {
            try skip(past: "-->", from: index + 4, what: "a comment")
            return .comment(offset: start)
        }
        if has("<![CDATA[") {
            let end = try skip(past: "]]>", from: index + 9, what: "a CDATA section")
            return .cdata(String(decoding: bytes[(start + 9)..<end], as: UTF8.self), offset: start)
        }
        if has("<!") {
            var nesting = 0
            index += 2
            while index < bytes.count, !(bytes[index] == UInt8(ascii: ">") && nesting == 0) {
                if bytes[index] == UInt8(ascii: "[") { nesting += 1 }
                if bytes[index] == UInt8(ascii: "]") { nesting -= 1 }
                index += 1
            }
            guard index < bytes.count else {
                throw SyntaxError(reason: "a declaration is not closed", offset: start)
            }
            index += 1
            return .declaration(offset: start)
        }
        if has("<?") {
            let isDeclaration = has("<?xml") && index + 5 < bytes.count && Self.isSpace(bytes[index + 5])
            try skip(past: "?>", from: index + 2, what: "a processing instruction")
            return .instruction(isDeclaration: isDeclaration, offset: start)
        }
        if has("</") { return try endTag() }
        return try startTag()
    }

    // MARK: Markup

    private mutating func startTag() throws(SyntaxError) -> Token {
        let start = index
        index += 1
        let name = try self.name(what: "element name")
        var attributes: [Attribute] = []
        while true {
            let spaceStart = index
            let hadSpace = skipSpace()
            guard index < bytes.count else {
                throw SyntaxError(reason: "<\(name)> is not closed with >", offset: start)
            }
            if bytes[index] == UInt8(ascii: ">") || has("/>") { break }
            guard hadSpace else {
                throw SyntaxError(reason: "expected a space before the attribute", offset: index)
            }
            let attributeStart = index
            let attribute = try self.name(what: "attribute name")
            guard !attributes.contains(where: { $0.name == attribute }) else {
                throw SyntaxError(reason: "attribute \(attribute) is given twice", offset: attributeStart)
            }
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                throw SyntaxError(reason: "attribute \(attribute) has no value", offset: attributeStart)
            }
            index += 1
            skipSpace()
            let valueStart = index
            let value = try quotedValue(of: attribute)
            attributes.append(
                Attribute(
                    name: attribute, value: value, offset: attributeStart,
                    writtenLength: index - valueStart - 2, written: spaceStart..<index))
        }
        let empty = has("/>")
        index += empty ? 2 : 1
        if !empty { open.append(name) }
        return .start(name: name, attributes: attributes, empty: empty, offset: start)
    }

    private mutating func endTag() throws(SyntaxError) -> Token {
        let start = index
        index += 2
        let name = try self.name(what: "element name")
        skipSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw SyntaxError(reason: "</\(name) is not closed with >", offset: start)
        }
        index += 1
        guard let expected = open.last else {
            throw SyntaxError(reason: "</\(name)> closes nothing", offset: start)
        }
        guard expected == name else {
            throw SyntaxError(reason: "</\(name)> closes <\(expected)>", offset: start)
        }
        open.removeLast()
        return .end(name: name, offset: start)
    }

    // MARK: Text and references

    /// The bytes from `index` to the first one `ends` accepts (or to the end), references
    /// decoded; `ends` is given each byte and its offset.
    private mutating func decoded(
        until ends: (UInt8, Int) throws(SyntaxError) -> Bool
    ) throws(SyntaxError) -> String {
        var scalars = String.UnicodeScalarView()
        var runStart = index
        while index < bytes.count, try !ends(bytes[index], index) {
            if bytes[index] == UInt8(ascii: "&") {
                scalars.append(
                    contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
                scalars.append(try reference())
                runStart = index
            } else {
                index += 1
            }
        }
        scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars)
        return String(scalars)
    }

    /// Decodes `&…;` at `index` into its character and moves past it.
    private mutating func reference() throws(SyntaxError) -> Unicode.Scalar {
        let start = index
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw SyntaxError(reason: "a bare & is not allowed; write &amp;", offset: start)
        }
        let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        switch body {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var value: UInt32?
        if body.hasPrefix("#x") || body.hasPrefix("#X") {
            value = UInt32(body.dropFirst(2), radix: 16)
        } else if body.hasPrefix("#") {
            value = UInt32(body.dropFirst(), radix: 10)
        } else {
            throw SyntaxError(
                reason: "the entity &\(body); is not allowed (only &amp; &lt; &gt; &quot; &apos; and &#…;)",
                offset: start)
        }
        guard let value, let scalar = Unicode.Scalar(value), value >= 0x20 || value == 0x09 || value == 0x0A,
            value != 0xFFFE, value != 0xFFFF
        else {
            throw SyntaxError(reason: "&\(body); is not a character XML allows", offset: start)
        }
        return scalar
    }

    /// An attribute's quoted value, references decoded.
    private mutating func quotedValue(of attribute: String) throws(SyntaxError) -> String {
        let start = index
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'")
        else {
            throw SyntaxError(reason: "the value of \(attribute) is not quoted", offset: start)
        }
        let quote = bytes[index]
        index += 1
        let value = try decoded { byte, offset throws(SyntaxError) in
            if byte == UInt8(ascii: "<") {
                throw SyntaxError(reason: "< is not allowed inside an attribute value", offset: offset)
            }
            return byte == quote
        }
        guard index < bytes.count else {
            throw SyntaxError(reason: "the value of \(attribute) is not closed", offset: start)
        }
        index += 1
        return value
    }

    // MARK: Lexing

    private mutating func name(what: String) throws(SyntaxError) -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
        guard index > start else { throw SyntaxError(reason: "expected an \(what)", offset: start) }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    @discardableResult
    private mutating func skipSpace() -> Bool {
        let start = index
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func has(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { $0.elementsEqual(bytes[index..<(index + count)]) }
    }

    /// Moves past the first `terminator` from `start`; returns where it begins.
    @discardableResult
    private mutating func skip(past terminator: StaticString, from start: Int, what: String)
        throws(SyntaxError)
        -> Int
    {
        let opening = index
        index = start
        while index < bytes.count {
            if has(terminator) {
                let end = index
                index += terminator.utf8CodeUnitCount
                return end
            }
            index += 1
        }
        throw SyntaxError(reason: "\(what) is not closed", offset: opening)
    }

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"),
            UInt8(ascii: ":"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }
}
