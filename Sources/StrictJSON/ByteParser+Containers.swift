extension ByteParser {
    /// An object, from its `{` (at the cursor) to its `}`; members keep file order.
    mutating func parseObject() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        var keys = MemberKeys()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("expected a quoted member name") }
            let keyStart = index
            let key = try parseString()
            guard keys.insert(key, into: members) else {
                throw failure("duplicate member \"\(key)\"", at: keyStart)
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after \"\(key)\"") }
            index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, node: try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default:
                throw failure("expected ',' or '}' after the value of \"\(key)\"")
            }
        }
    }

    /// An array, from its `[` (at the cursor) to its `]`.
    mutating func parseArray() throws(JSONSyntaxError) -> JSONNode.Value {
        try enter()
        defer { depth -= 1 }
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default:
                throw failure("expected ',' or ']' in an array")
            }
        }
    }
}
