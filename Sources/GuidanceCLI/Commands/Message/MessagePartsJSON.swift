import MessageFormat
import StrictJSON

/// The JSON form of formatted parts printed by `guidance message format --parts`, shaped like
/// the conformance suite's `expParts`; each object's keys in sorted order, through the project's
/// one JSON writer.
enum MessagePartsJSON {
    static func encode(_ parts: [MessagePart]) -> String {
        JSONWriter.array(parts.map(object))
    }

    private static func object(_ part: MessagePart) -> String {
        var writer = JSONWriter()
        switch part {
        case .text(let text):
            writer.add("type", "text")
            writer.add("value", text)
        case .bidiIsolation(let mark):
            writer.add("type", "bidiIsolation")
            writer.add("value", mark)
        case .fallback(let source):
            writer.add("source", source)
            writer.add("type", "fallback")
        case .markup(let markup):
            writer.add("id", markup.id)
            writer.add("kind", markup.kind.rawValue)
            writer.add("name", markup.name)
            if !markup.options.isEmpty {
                var values: [String: String] = [:]
                for option in markup.options { values[option.name] = option.value.stringValue ?? "" }
                writer.addObject("options") { options in
                    for name in values.keys.sorted() { options.add(name, values[name]) }
                }
            }
            writer.add("type", "markup")
        case .expression(let expression):
            writer.add("dir", expression.direction?.rawValue)
            writer.add("id", expression.id)
            writer.add("locale", expression.locale)
            writer.addObjects("parts", expression.parts) { object, part in
                object.add("type", part.type)
                object.add("value", part.value)
            }
            writer.add("source", expression.source)
            writer.add("type", expression.type)
            writer.add("value", expression.text)
        }
        return writer.json
    }
}
