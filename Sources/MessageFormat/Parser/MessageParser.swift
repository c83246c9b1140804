/// Parses message source text into a ``MessageModel`` following `message.abnf`.
///
/// The parser is iterative (the grammar has no nesting beyond a fixed depth), so deep or huge
/// input cannot overflow the stack; it stops at the first syntax error.
struct MessageParser {
    private let scalars: [Unicode.Scalar]
    private var position = 0

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// Parses the whole source.
    static func parse(_ source: String) throws(MessageError) -> MessageModel {
        var parser = MessageParser(source)
        return try parser.parseMessage()
    }

    // MARK: - Messages

    private mutating func parseMessage() throws(MessageError) -> MessageModel {
        skipOptionalSpace()
        let isComplex = peek() == "." || (peek() == "{" && peek(1) == "{")
        if !isComplex {
            position = 0
            let pattern = try parsePattern(quoted: false)
            return MessageModel(declarations: [], body: .pattern(pattern))
        }
        var declarations: [MessageDeclaration] = []
        while peek() == "." {
            if matchKeyword("input") {
                skipOptionalSpace()
                let start = position
                let expression = try parseExpression()
                guard case .variable(let name) = expression.operand else {
                    throw error("an .input declaration needs a variable expression", at: start)
                }
                declarations.append(MessageDeclaration(kind: .input, name: name, expression: expression))
            } else if matchKeyword("local") {
                try requireSpace()
                guard peek() == "$" else { throw error("expected a variable after .local") }
                let name = try parseVariable()
                skipOptionalSpace()
                try expect("=")
                skipOptionalSpace()
                guard peek() == "{" else { throw error("expected an expression after =") }
                let expression = try parseExpression()
                declarations.append(MessageDeclaration(kind: .local, name: name, expression: expression))
            } else if matchKeyword("match") {
                let body = try parseMatcher()
                try expectEnd()
                return MessageModel(declarations: declarations, body: body)
            } else {
                throw error("unknown keyword; expected .input, .local or .match")
            }
            skipOptionalSpace()
        }
        guard peek() == "{" && peek(1) == "{" else {
            throw error("expected a quoted pattern {{...}} or .match")
        }
        let pattern = try parseQuotedPattern()
        try expectEnd()
        return MessageModel(declarations: declarations, body: .pattern(pattern))
    }

    private mutating func expectEnd() throws(MessageError) {
        skipOptionalSpace()
        if position < scalars.count { throw error("unexpected text after the end of the message") }
    }

    private mutating func matchKeyword(_ word: String) -> Bool {
        guard peek() == ".", scalars[(position + 1)...].starts(with: word.unicodeScalars) else {
            return false
        }
        position += 1 + word.unicodeScalars.count
        return true
    }

    private mutating func parseMatcher() throws(MessageError) -> MessageBody {
        var selectors: [String] = []
        while true {
            try requireSpace()
            guard peek() == "$" else { break }
            selectors.append(try parseVariable())
        }
        if selectors.isEmpty { throw error("a .match needs at least one selector variable") }
        var variants: [MessageVariant] = []
        while position < scalars.count {
            var keys = [try parseKey()]
            while true {
                let save = position
                if consumeRequiredSpace(), let next = peek(),
                    next == "*" || next == "|"
                        || CharacterClass.isNameChar(next)
                {
                    keys.append(try parseKey())
                } else {
                    position = save
                    break
                }
            }
            skipOptionalSpace()
            guard peek() == "{" && peek(1) == "{" else { throw error("expected a quoted pattern {{...}}") }
            let pattern = try parseQuotedPattern()
            variants.append(MessageVariant(keys: keys, pattern: pattern))
            skipOptionalSpace()
        }
        if variants.isEmpty { throw error("a .match needs at least one variant") }
        return .matcher(selectors: selectors, variants: variants)
    }

    private mutating func parseKey() throws(MessageError) -> VariantKey {
        if peek() == "*" {
            position += 1
            return .catchAll
        }
        guard peek() != nil else { throw error("expected a variant key") }
        return .literal(try parseLiteral())
    }

    // MARK: - Patterns

    private mutating func parseQuotedPattern() throws(MessageError) -> MessagePattern {
        position += 2
        let pattern = try parsePattern(quoted: true)
        guard peek() == "}" && peek(1) == "}" else { throw error("expected }} to end the pattern") }
        position += 2
        return pattern
    }

    /// Parses text and placeholders up to the end (simple) or up to `}` (quoted).
    private mutating func parsePattern(quoted: Bool) throws(MessageError) -> MessagePattern {
        var elements: [PatternElement] = []
        var text = String.UnicodeScalarView()
        while let scalar = peek() {
            switch scalar {
            case "{":
                if !text.isEmpty {
                    elements.append(.text(String(text)))
                    text = String.UnicodeScalarView()
                }
                elements.append(try parsePlaceholder())
            case "}":
                if quoted {
                    if !text.isEmpty { elements.append(.text(String(text))) }
                    return MessagePattern(elements: elements)
                }
                throw error("unescaped } in text")
            case "\\":
                text.append(try parseEscape())
            case "\0":
                throw error("NUL is not allowed in text")
            default:
                text.append(scalar)
                position += 1
            }
        }
        if quoted { throw error("missing }} at the end of the pattern") }
        if !text.isEmpty { elements.append(.text(String(text))) }
        return MessagePattern(elements: elements)
    }

    private mutating func parseEscape() throws(MessageError) -> Unicode.Scalar {
        guard let next = peek(1), next == "\\" || next == "{" || next == "|" || next == "}" else {
            throw error("invalid escape; only \\\\, \\{, \\| and \\} are allowed")
        }
        position += 2
        return next
    }

    private mutating func parsePlaceholder() throws(MessageError) -> PatternElement {
        let start = position
        position += 1
        skipOptionalSpace()
        switch peek() {
        case "#", "/":
            return .markup(try parseMarkupBody(start: start))
        default:
            position = start
            return .expression(try parseExpression())
        }
    }

    // MARK: - Expressions and markup

    private mutating func parseExpression() throws(MessageError) -> MessageExpression {
        let start = position
        try expect("{")
        skipOptionalSpace()
        var operand: MessageOperand?
        var function: FunctionReference?
        switch peek() {
        case "$":
            operand = .variable(try parseVariable())
        case ":":
            function = try parseFunction()
        case let scalar? where scalar == "|" || CharacterClass.isNameChar(scalar):
            operand = .literal(try parseLiteral())
        case nil:
            throw error("unterminated placeholder")
        default:
            throw error("expected a literal, a variable or a function")
        }
        if operand != nil {
            let save = position
            if consumeRequiredSpace(), peek() == ":" {
                function = try parseFunction()
            } else {
                position = save
            }
        }
        let attributes = try parseAttributes()
        skipOptionalSpace()
        try expect("}")
        return MessageExpression(operand: operand, function: function, attributes: attributes, offset: start)
    }

    private mutating func parseMarkupBody(start: Int) throws(MessageError) -> MessageMarkup {
        let isClose = peek() == "/"
        position += 1
        let name = try parseIdentifier()
        let options = try parseOptions()
        let attributes = try parseAttributes()
        skipOptionalSpace()
        var kind: MessageMarkup.Kind = isClose ? .close : .open
        if !isClose && peek() == "/" {
            position += 1
            kind = .standalone
        }
        try expect("}")
        return MessageMarkup(kind: kind, name: name, options: options, attributes: attributes, offset: start)
    }

    private mutating func parseFunction() throws(MessageError) -> FunctionReference {
        position += 1
        let name = try parseIdentifier()
        return FunctionReference(name: name, options: try parseOptions())
    }

    private mutating func parseOptions() throws(MessageError) -> [MessageOption] {
        var options: [MessageOption] = []
        while true {
            let save = position
            guard consumeRequiredSpace(), let next = peek(), CharacterClass.isNameStart(next) else {
                position = save
                return options
            }
            let name = try parseIdentifier()
            skipOptionalSpace()
            try expect("=")
            skipOptionalSpace()
            let value: MessageOperand
            switch peek() {
            case "$": value = .variable(try parseVariable())
            case nil: throw error("missing option value")
            default: value = .literal(try parseLiteral())
            }
            options.append(MessageOption(name: name, value: value))
        }
    }

    private mutating func parseAttributes() throws(MessageError) -> [MessageAttribute] {
        var attributes: [MessageAttribute] = []
        while true {
            let save = position
            guard consumeRequiredSpace(), peek() == "@" else {
                position = save
                return attributes
            }
            position += 1
            let name = try parseIdentifier()
            let afterName = position
            skipOptionalSpace()
            if peek() == "=" {
                position += 1
                skipOptionalSpace()
                guard let next = peek(), next == "|" || CharacterClass.isNameChar(next) else {
                    throw error("an attribute value must be a literal")
                }
                attributes.append(MessageAttribute(name: name, value: try parseLiteral()))
            } else {
                position = afterName
                attributes.append(MessageAttribute(name: name, value: nil))
            }
        }
    }

    // MARK: - Names and literals

    private mutating func parseVariable() throws(MessageError) -> String {
        try expect("$")
        return try parseName()
    }

    private mutating func parseIdentifier() throws(MessageError) -> String {
        let first = try parseName()
        if peek() == ":" {
            position += 1
            let second = try parseName()
            return first + ":" + second
        }
        return first
    }

    /// `name = [bidi] name-start *name-char [bidi]`; the bidi marks are not part of the name.
    private mutating func parseName() throws(MessageError) -> String {
        if let scalar = peek(), CharacterClass.isBidi(scalar) { position += 1 }
        guard let first = peek(), CharacterClass.isNameStart(first) else { throw error("expected a name") }
        var name = String.UnicodeScalarView()
        name.append(first)
        position += 1
        while let scalar = peek(), CharacterClass.isNameChar(scalar) {
            name.append(scalar)
            position += 1
        }
        if let scalar = peek(), CharacterClass.isBidi(scalar) { position += 1 }
        return String(name)
    }

    private mutating func parseLiteral() throws(MessageError) -> String {
        var value = String.UnicodeScalarView()
        if peek() == "|" {
            position += 1
            while true {
                guard let scalar = peek() else { throw error("unterminated quoted literal") }
                switch scalar {
                case "|":
                    position += 1
                    return String(value)
                case "\\":
                    value.append(try parseEscape())
                case "\0":
                    throw error("NUL is not allowed in a literal")
                default:
                    value.append(scalar)
                    position += 1
                }
            }
        }
        while let scalar = peek(), CharacterClass.isNameChar(scalar) {
            value.append(scalar)
            position += 1
        }
        if value.isEmpty { throw error("expected a literal") }
        return String(value)
    }

    // MARK: - Whitespace and helpers

    /// `o = *(ws / bidi)`.
    private mutating func skipOptionalSpace() {
        while let scalar = peek(), CharacterClass.isWhitespace(scalar) || CharacterClass.isBidi(scalar) {
            position += 1
        }
    }

    /// `s = *bidi ws o`; returns false (position unspecified) when there is no whitespace.
    private mutating func consumeRequiredSpace() -> Bool {
        while let scalar = peek(), CharacterClass.isBidi(scalar) { position += 1 }
        guard let scalar = peek(), CharacterClass.isWhitespace(scalar) else { return false }
        skipOptionalSpace()
        return true
    }

    private mutating func requireSpace() throws(MessageError) {
        if !consumeRequiredSpace() { throw error("expected whitespace") }
    }

    private mutating func expect(_ scalar: Unicode.Scalar) throws(MessageError) {
        guard peek() == scalar else {
            if peek() == nil { throw error("unexpected end of message; expected \"\(scalar)\"") }
            throw error("expected \"\(scalar)\"")
        }
        position += 1
    }

    private func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let index = position + ahead
        return index < scalars.count ? scalars[index] : nil
    }

    private func error(_ detail: String, at offset: Int? = nil) -> MessageError {
        let at = offset ?? position
        var found = ""
        if at < scalars.count {
            let scalar = scalars[at]
            if scalar.value < 0x20 {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                found = " near U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                found = " near \"\(scalar)\""
            }
        }
        return MessageError(.syntaxError, "\(detail) at offset \(at)\(found)", offset: at)
    }
}
