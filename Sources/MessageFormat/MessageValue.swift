/// The direction of a formatted value, which decides how it is isolated in bidirectional text.
public enum TextDirection: String, Sendable, Hashable {
    /// Left to right.
    case ltr
    /// Right to left.
    case rtl
    /// Not known in advance; isolated with FIRST STRONG ISOLATE.
    case auto
}

/// One piece of a formatted value, e.g. the integer digits or the decimal separator of a number.
public struct MessageValuePart: Sendable, Hashable {
    /// What the piece is: `integer`, `group`, `decimal`, `fraction`, `minusSign`, `literal`, ...
    public var type: String
    /// The text of the piece.
    public var value: String

    /// Creates a piece.
    public init(type: String, value: String) {
        self.type = type
        self.value = value
    }
}

/// The resolved value of an expression: what a function returns, what variables hold, and what
/// the parts of a formatted message carry.
///
/// Host code can downcast a value found in an ``ExpressionPart`` to its own concrete type (for
/// example a value that also knows its spoken form). Implement at least ``partType`` and
/// ``format(context:)``; the other requirements have defaults.
public protocol MessageValue: Sendable {
    /// The part type reported when formatting to parts: `string`, `number`, `datetime`, or a
    /// host-defined name.
    var partType: String { get }
    /// The value as plain text when it is used as an option value or compared with a variant
    /// key; `nil` when it has no such form.
    var stringValue: String? { get }
    /// What a function sees when this value is its operand and it does not know the concrete
    /// type: the host object for custom values, otherwise the value itself.
    var underlyingValue: any Sendable { get }
    /// The options the value was resolved with, which functions applied to it may inherit.
    var options: FunctionOptions { get }
    /// The direction of the formatted text.
    var direction: TextDirection { get }
    /// The value as a number when it is one (lets numeric functions accept it without a
    /// dynamic cast); `nil` by default.
    var numberValue: NumberValue? { get }
    /// Whether this is the fallback of a failed expression; `false` by default.
    var isFallback: Bool { get }
    /// Formats the value as text in a placeholder. Throwing makes the placeholder a fallback.
    func format(context: FunctionContext) throws(MessageError) -> String
    /// Formats the value as pieces; by default one piece of type ``partType``.
    func formatToParts(context: FunctionContext) throws(MessageError) -> [MessageValuePart]
    /// The text of the value in formatted parts: its ``formatToParts(context:)`` pieces joined,
    /// and throwing when that throws. A value formatted in one piece may return
    /// ``format(context:)`` and spare the pieces.
    func formattedText(context: FunctionContext) throws(MessageError) -> String
    /// Selection: returns the keys (never `*`) that match, best first, or `nil` when the value
    /// does not support selection. Report a bad key with
    /// ``FunctionContext/report(_:_:)`` (`.badVariantKey`); throw to make selection fail.
    func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]?
}

extension MessageValue {
    /// By default a value has no plain-text form.
    public var stringValue: String? { nil }
    /// By default the value itself.
    public var underlyingValue: any Sendable { self }
    /// By default no options.
    public var options: FunctionOptions { FunctionOptions() }
    /// By default the direction is unknown.
    public var direction: TextDirection { .auto }
    /// By default not a number.
    public var numberValue: NumberValue? { nil }
    /// By default not a fallback.
    public var isFallback: Bool { false }
    /// One piece holding the whole formatted text.
    public func formatToParts(context: FunctionContext) throws(MessageError) -> [MessageValuePart] {
        [MessageValuePart(type: partType, value: try format(context: context))]
    }
    /// The pieces of ``formatToParts(context:)``, joined.
    public func formattedText(context: FunctionContext) throws(MessageError) -> String {
        let pieces = try formatToParts(context: context)
        if pieces.count == 1 { return pieces[0].value }
        return pieces.map(\.value).joined()
    }
    /// By default selection is not supported.
    public func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]?
    {
        nil
    }
}
