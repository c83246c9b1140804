/// The data model of a parsed message (the specification's "message" interface): what QA tools
/// inspect, for example to compare the placeholders of every variant.
public struct MessageModel: Sendable, Hashable {
    /// The `.input` and `.local` declarations, in source order.
    public var declarations: [MessageDeclaration]
    /// The single pattern or the matcher.
    public var body: MessageBody

    /// Creates a model.
    public init(declarations: [MessageDeclaration], body: MessageBody) {
        self.declarations = declarations
        self.body = body
    }
}

/// The body of a message.
public enum MessageBody: Sendable, Hashable {
    /// A message without selection.
    case pattern(MessagePattern)
    /// `.match` with selector variable names and variants.
    case matcher(selectors: [String], variants: [MessageVariant])
}

/// A declaration: `.input {$name ...}` or `.local $name = {...}`.
public struct MessageDeclaration: Sendable, Hashable {
    /// Which keyword introduced it.
    public enum Kind: Sendable, Hashable {
        /// `.input`: names an argument and annotates it.
        case input
        /// `.local`: binds a new variable.
        case local
    }

    /// The keyword.
    public var kind: Kind
    /// The declared variable name (without `$`).
    public var name: String
    /// The expression bound to it.
    public var expression: MessageExpression
}

/// One variant of a matcher.
public struct MessageVariant: Sendable, Hashable {
    /// One key per selector.
    public var keys: [VariantKey]
    /// The pattern used when this variant is selected.
    public var pattern: MessagePattern
}

/// A variant key.
public enum VariantKey: Sendable, Hashable {
    /// A literal key such as `one`, `1` or `|a b|` (its value, unquoted).
    case literal(String)
    /// The catch-all key `*`.
    case catchAll
}

/// A sequence of text and placeholders.
public struct MessagePattern: Sendable, Hashable {
    /// The elements in order.
    public var elements: [PatternElement]
}

/// One element of a pattern.
public enum PatternElement: Sendable, Hashable {
    /// Literal text, unescaped.
    case text(String)
    /// A placeholder expression.
    case expression(MessageExpression)
    /// A markup placeholder.
    case markup(MessageMarkup)
}

/// An operand or option value as written.
public enum MessageOperand: Sendable, Hashable {
    /// A literal, unquoted and unescaped.
    case literal(String)
    /// A variable reference (the name without `$`).
    case variable(String)
}

/// An option `name=value` as written.
public struct MessageOption: Sendable, Hashable {
    /// The identifier, with namespace if any.
    public var name: String
    /// The literal or variable.
    public var value: MessageOperand
}

/// An attribute `@name` or `@name=literal`; attributes never affect formatting.
public struct MessageAttribute: Sendable, Hashable {
    /// The identifier.
    public var name: String
    /// The literal value, if any.
    public var value: String?
}

/// A function annotation `:name options...`.
public struct FunctionReference: Sendable, Hashable {
    /// The identifier, with namespace if any.
    public var name: String
    /// The options in source order.
    public var options: [MessageOption]
}

/// An expression placeholder or declaration right-hand side.
public struct MessageExpression: Sendable, Hashable {
    /// The operand, if any.
    public var operand: MessageOperand?
    /// The function annotation, if any.
    public var function: FunctionReference?
    /// The attributes.
    public var attributes: [MessageAttribute]
    /// Offset of the opening `{` in Unicode scalars.
    public var offset: Int

    /// The fallback text of the expression: `|literal|`, `$name` or `:function`.
    public var fallbackSource: String {
        switch operand {
        case .literal(let value): return "|" + escapeQuoted(value) + "|"
        case .variable(let name): return "$" + name
        case nil: return ":" + (function?.name ?? "")
        }
    }
}

/// A markup placeholder: `{#name}`, `{#name/}` or `{/name}`.
public struct MessageMarkup: Sendable, Hashable {
    /// Which form.
    public enum Kind: String, Sendable, Hashable {
        /// `{#name}`.
        case open
        /// `{#name/}`.
        case standalone
        /// `{/name}`.
        case close
    }

    /// The form.
    public var kind: Kind
    /// The identifier.
    public var name: String
    /// The options in source order.
    public var options: [MessageOption]
    /// The attributes.
    public var attributes: [MessageAttribute]
    /// Offset of the opening `{` in Unicode scalars.
    public var offset: Int
}

/// Escapes `\` and `|` for a quoted literal.
func escapeQuoted(_ value: String) -> String {
    guard value.contains(where: { $0 == "\\" || $0 == "|" }) else { return value }
    var result = ""
    for scalar in value.unicodeScalars {
        if scalar == "\\" || scalar == "|" { result.unicodeScalars.append("\\") }
        result.unicodeScalars.append(scalar)
    }
    return result
}
