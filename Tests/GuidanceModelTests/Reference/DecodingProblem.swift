import Foundation

/// Foundation's `DecodingError` as the product reports a data problem: the path of the field
/// (`steps[2].lanes[0].shape`) and a short reason a person can act on. The product reads no input
/// through `Decodable`; the `Codable` reference reading of the wire format does, and words its
/// refusals this way so that they compare with the product decoder's.
struct DecodingProblem: Sendable, Equatable, Error {
    /// The field's path, `nil` when the problem is the document itself.
    var path: String?
    /// What is wrong there ("missing", "expected a number", "is null, expected a string", …).
    var reason: String

    /// Creates a problem from its parts.
    init(path: String?, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// Maps a decoding error to its field path and reason.
    init(_ error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            // Foundation reports some nulls (a Bool's) as a type mismatch, others as a missing value.
            let isNull = context.debugDescription.hasSuffix("found null instead.")
            self.init(
                path: Self.path(context.codingPath),
                reason: context.debugDescription.hasPrefix("expected")
                    ? context.debugDescription : "\(isNull ? "is null, " : "")expected \(Self.typeName(type))"
            )
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), reason: "is null, expected \(Self.typeName(type))")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            self.init(
                path: Self.path(context.codingPath),
                reason: context.codingPath.isEmpty ? "not valid JSON" : context.debugDescription)
        @unknown default:
            self.init(path: nil, reason: "\(error)")
        }
    }

    /// `a.b[2].c` for a coding path; `nil` for the empty path.
    static func path(_ keys: [any CodingKey]) -> String? {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                if !text.isEmpty { text += "." }
                text += key.stringValue
            }
        }
        return text.isEmpty ? nil : text
    }

    /// The JSON kind a Swift type is read from, in words.
    static func typeName(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type, is Float.Type: "a number"
        case is Int.Type: "an integer"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "an array" : "an object"
        }
    }
}
