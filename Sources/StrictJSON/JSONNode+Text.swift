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
        let inner = String(repeating: "  ", count: depth + 1)
        let outer = String(repeating: "  ", count: depth)
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number):
            text += number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let string): JSONWriter.appendQuoted(string, to: &text)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                element.write(into: &text, depth: depth + 1)
                text += index + 1 < elements.count ? ",\n" : "\n"
            }
            text += outer + "]"
        case .object(let members):
            guard !members.isEmpty else {
                text += "{}"
                return
            }
            text += "{\n"
            for (index, member) in members.enumerated() {
                text += inner
                JSONWriter.appendQuoted(member.key, to: &text)
                text += ": "
                member.node.write(into: &text, depth: depth + 1)
                text += index + 1 < members.count ? ",\n" : "\n"
            }
            text += outer + "}"
        }
    }
}
