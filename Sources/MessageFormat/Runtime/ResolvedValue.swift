/// A value inside one formatting call. Text and numbers, nearly every value a message sees, are
/// held as themselves, so resolving, selecting and formatting them needs no existential box, no
/// witness-table call and no function context; anything else travels as ``MessageValue``.
///
/// The built-in cases behave exactly as ``StringValue`` and ``NumberValue`` do: ``boxed`` hands
/// functions and callers the same value they would have received.
enum ResolvedValue: Sendable {
    /// A ``StringValue``.
    case text(String)
    /// A ``NumberValue``.
    case number(NumberValue)
    /// Any other value: dates, host values, fallbacks, values of host functions; boxed once so
    /// that copying a resolved value only ever retains a reference.
    case other(Box)

    /// A value that is not built in, behind a reference.
    final class Box: Sendable {
        let value: any MessageValue

        init(_ value: any MessageValue) {
            self.value = value
        }
    }

    /// Boxes a value that is not built in.
    static func other(_ value: any MessageValue) -> ResolvedValue {
        .other(Box(value))
    }

    /// Unwraps the built-in types; other values stay boxed. Only the exact types are unwrapped:
    /// a host type that merely offers ``MessageValue/numberValue`` keeps its own behaviour.
    init(_ value: any MessageValue) {
        let type = Swift.type(of: value)
        if type == StringValue.self, let text = value.stringValue {
            self = .text(text)
        } else if type == NumberValue.self, let number = value.numberValue {
            self = .number(number)
        } else {
            self = .other(Box(value))
        }
    }

    /// The value as a ``MessageValue``, for functions, options and formatted parts.
    var boxed: any MessageValue {
        switch self {
        case .text(let text): return StringValue(text)
        case .number(let number): return number
        case .other(let box): return box.value
        }
    }

    /// ``MessageValue/stringValue`` of the value.
    var stringValue: String? {
        switch self {
        case .text(let text): return text
        case .number(let number): return number.stringValue
        case .other(let box): return box.value.stringValue
        }
    }

    /// ``MessageValue/direction`` of the value.
    var direction: TextDirection {
        switch self {
        case .text: return .auto
        case .number: return .ltr
        case .other(let box): return box.value.direction
        }
    }

    /// Formats the value; `context` is only built for values that are not built in.
    func format(context: () -> FunctionContext) throws(MessageError) -> String {
        switch self {
        case .text(let text): return text
        case .number(let number): return number.formatted
        case .other(let box): return try box.value.format(context: context())
        }
    }
}
