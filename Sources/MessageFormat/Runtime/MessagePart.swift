/// How formatted values are isolated from the surrounding text (the specification's bidi
/// strategies).
public enum BidiIsolation: String, Sendable, Hashable {
    /// The specification's default strategy: placeholders are wrapped in isolating marks
    /// (LRI/RLI/FSI ... PDI) unless their direction is known to match the message's.
    case `default`
    /// No marks are added.
    case none
}

/// One piece of a message formatted to parts, so callers can render markup (for example as
/// SSML) and inspect resolved values.
public enum MessagePart: Sendable {
    /// Literal text from the pattern.
    case text(String)
    /// An isolating mark around a placeholder: U+2066, U+2067, U+2068 or U+2069.
    case bidiIsolation(String)
    /// A markup element.
    case markup(MarkupPart)
    /// A formatted placeholder.
    case expression(ExpressionPart)
    /// A placeholder that failed; `source` is the text shown between braces, e.g. `$count`.
    case fallback(source: String)
}

/// A markup element in formatted parts: `{#b}`, `{/b}` or `{#br/}` with resolved options.
public struct MarkupPart: Sendable {
    /// Open, close or standalone.
    public var kind: MessageMarkup.Kind
    /// The identifier, e.g. `b` or `ssml:break`.
    public var name: String
    /// The resolved options, without `u:` options.
    public var options: FunctionOptions
    /// The `u:id` option, if any.
    public var id: String?
}

/// A formatted placeholder in parts.
public struct ExpressionPart: Sendable {
    /// The part type: `string`, `number`, `datetime` or a custom value's ``MessageValue/partType``.
    public var type: String
    /// The expression's fallback text, e.g. `$count` (identifies the placeholder).
    public var source: String
    /// The resolved value; downcast it to a host type to get more than text.
    public var value: any MessageValue
    /// The formatted text.
    public var text: String
    /// The formatted pieces.
    public var parts: [MessageValuePart]
    /// The locale it was formatted in.
    public var locale: String
    /// The `u:dir` direction, if set.
    public var direction: TextDirection?
    /// The `u:id` option, if any.
    public var id: String?
}

extension MessagePart {
    /// The text this part contributes to the formatted string.
    public var text: String {
        switch self {
        case .text(let text), .bidiIsolation(let text): return text
        case .markup: return ""
        case .expression(let part): return part.text
        case .fallback(let source): return "{" + source + "}"
        }
    }
}
