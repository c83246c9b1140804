import Foundation

/// Decodes one line of the newline-delimited JSON wire format into a ``NavigatorEvent``, or says
/// precisely why it cannot: the field path and the reason. One bad line never affects the next.
public struct EventDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a line (without its newline). Blank lines are not events: callers skip them.
    public func decode(_ line: some Collection<UInt8>, lineNumber: Int) -> Result<
        NavigatorEvent, EventLineError
    > {
        let bytes = Array(line)
        if String(validating: bytes, as: UTF8.self) == nil {
            let offset = Self.firstInvalidUTF8Offset(bytes)
            return .failure(
                EventLineError(
                    line: lineNumber, field: nil,
                    reason: "not valid UTF-8 (bad byte at column \(offset + 1))"))
        }
        do {
            let decoder = JSONDecoder()
            return .success(try decoder.decode(NavigatorEvent.self, from: Data(bytes)))
        } catch let error as DecodingError {
            return .failure(Self.describe(error, line: lineNumber))
        } catch {
            return .failure(EventLineError(line: lineNumber, field: nil, reason: "\(error)"))
        }
    }

    static func describe(_ error: DecodingError, line: Int) -> EventLineError {
        switch error {
        case .typeMismatch(let type, let context):
            return EventLineError(
                line: line, field: path(context.codingPath),
                reason: context.debugDescription.hasPrefix("expected")
                    ? context.debugDescription : "expected \(typeName(type))")
        case .valueNotFound(let type, let context):
            return EventLineError(
                line: line, field: path(context.codingPath), reason: "is null, expected \(typeName(type))")
        case .keyNotFound(let key, let context):
            return EventLineError(line: line, field: path(context.codingPath + [key]), reason: "missing")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return EventLineError(line: line, field: nil, reason: "not valid JSON")
            }
            return EventLineError(
                line: line, field: path(context.codingPath), reason: context.debugDescription)
        @unknown default:
            return EventLineError(line: line, field: nil, reason: "\(error)")
        }
    }

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

    static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                consumed = offset
            case .emptyInput:
                return consumed
            case .error:
                return consumed
            }
        }
    }
}
