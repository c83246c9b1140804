import Foundation
import MessageFormat

/// The JSON form of formatted parts printed by `guidance message format --parts`, shaped like
/// the conformance suite's `expParts`.
enum MessagePartsJSON {
    static func encode(_ parts: [MessagePart]) -> String {
        let objects = parts.map(object)
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: objects, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return "[]" }
        return String(decoding: data, as: UTF8.self)
    }

    private static func object(_ part: MessagePart) -> [String: Any] {
        switch part {
        case .text(let text):
            return ["type": "text", "value": text]
        case .bidiIsolation(let mark):
            return ["type": "bidiIsolation", "value": mark]
        case .fallback(let source):
            return ["type": "fallback", "source": source]
        case .markup(let markup):
            var fields: [String: Any] = ["type": "markup", "kind": markup.kind.rawValue, "name": markup.name]
            if let id = markup.id { fields["id"] = id }
            if !markup.options.isEmpty {
                var options: [String: Any] = [:]
                for option in markup.options { options[option.name] = option.value.stringValue ?? "" }
                fields["options"] = options
            }
            return fields
        case .expression(let expression):
            var fields: [String: Any] = [
                "type": expression.type, "source": expression.source, "value": expression.text,
                "locale": expression.locale,
                "parts": expression.parts.map { ["type": $0.type, "value": $0.value] },
            ]
            if let id = expression.id { fields["id"] = id }
            if let direction = expression.direction { fields["dir"] = direction.rawValue }
            return fields
        }
    }
}
