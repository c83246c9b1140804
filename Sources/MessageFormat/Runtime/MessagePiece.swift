/// One piece of a formatted message as ``CompiledMessage/forEachPiece(_:errors:_:)`` hands it
/// over: the parts of ``CompiledMessage/formatToParts(_:errors:)`` without the array, and with
/// a placeholder's value and text only (no pieces, part type or locale), for renderers that
/// walk a message once and keep nothing of it.
public enum MessagePiece {
    /// Literal text from the pattern.
    case text(String)
    /// An isolating mark around a placeholder: U+2066, U+2067, U+2068 or U+2069.
    case bidiIsolation(String)
    /// A markup element.
    case markup(MarkupPart)
    /// A formatted placeholder: its resolved value and the text ``ExpressionPart/text`` holds.
    case value(any MessageValue, text: String)
    /// A placeholder that failed; `source` is the text shown between braces, e.g. `$count`.
    case fallback(source: String)
}
