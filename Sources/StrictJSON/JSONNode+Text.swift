/// A parsed document written out again, for a file made from another (the pseudo-locale's facts
/// from the source locale's): objects in file order, two spaces per level, strings escaped as
/// ``JSONWriter`` escapes them, whole numbers without a fraction.
extension JSONNode {
    /// The value as indented JSON text, without a final newline.
    public func indentedText() -> String {
        var text = ""
        write(into: &text, depth: 0)
        return text
    }

    private func write(into text: inout String, depth: Int) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number):
            text += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let string): JSONWriter.appendQuoted(string, to: &text)
        case .array(let elements):
            Self.container("[", "]", count: elements.count, depth: depth, into: &text) { index, text in
                elements[index].write(into: &text, depth: depth + 1)
            }
        case .object(let members):
            Self.container("{", "}", count: members.count, depth: depth, into: &text) { index, text in
                JSONWriter.appendQuoted(members[index].key, to: &text)
                text += ": "
                members[index].node.write(into: &text, depth: depth + 1)
            }
        }
    }

    /// An array or object of `count` items, one per line, each written by `item`; `[]` or `{}`
    /// when empty.
    private static func container(
        _ open: String, _ close: String, count: Int, depth: Int, into text: inout String,
        _ item: (Int, inout String) -> Void
    ) {
        guard count > 0 else {
            text += open + close
            return
        }
        let inner = String(repeating: "  ", count: depth + 1)
        text += open + "\n"
        for index in 0..<count {
            text += inner
            item(index, &text)
            text += index + 1 < count ? ",\n" : "\n"
        }
        text += String(repeating: "  ", count: depth) + close
    }
}
