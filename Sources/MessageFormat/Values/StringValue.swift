/// A text value: a literal, a host string, or the result of `:string`.
public struct StringValue: MessageValue, Hashable {
    /// The text.
    public var string: String
    /// The options it was resolved with (for `:string`, usually none).
    public var options: FunctionOptions { FunctionOptions() }

    /// Creates a text value.
    public init(_ string: String) {
        self.string = string
    }

    /// `string`.
    public var partType: String { "string" }
    /// The text itself.
    public var stringValue: String? { string }
    /// The text itself.
    public var underlyingValue: any Sendable { string }

    /// The text itself.
    public func format(context: FunctionContext) throws(MessageError) -> String { string }

    /// Keys equal to the text (compared by canonical equivalence).
    public func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]?
    {
        if keys.count == 1 { return keys[0] == string ? keys : [] }
        return keys.filter { $0 == string }
    }

    /// Text values compare by their text.
    public static func == (lhs: StringValue, rhs: StringValue) -> Bool { lhs.string == rhs.string }
    /// Hashes the text.
    public func hash(into hasher: inout Hasher) { hasher.combine(string) }
}

/// The resolved value of an expression that failed: it formats as `{source}` and cannot be
/// selected on. Functions receive it as the operand when the operand itself failed.
public struct FallbackValue: MessageValue, Hashable {
    /// The fallback text without braces, e.g. `$count` or `|42|`.
    public var source: String

    /// Creates a fallback.
    public init(source: String) {
        self.source = source
    }

    /// `fallback`.
    public var partType: String { "fallback" }
    /// `{source}`.
    public var stringValue: String? { "{" + source + "}" }
    /// Always true.
    public var isFallback: Bool { true }
    /// `{source}`.
    public func format(context: FunctionContext) throws(MessageError) -> String { "{" + source + "}" }
}

/// A host value the engine does not know (a ``MessageArgument/custom(_:)`` argument): functions
/// downcast ``value``; without a function it formats with `String(describing:)`.
public struct HostValue: MessageValue {
    /// The host object.
    public var value: any Sendable

    /// Wraps a host object.
    public init(_ value: any Sendable) {
        self.value = value
    }

    /// `host`.
    public var partType: String { "host" }
    /// The host object.
    public var underlyingValue: any Sendable { value }
    /// `String(describing:)` of the host object.
    public func format(context: FunctionContext) throws(MessageError) -> String { String(describing: value) }
}
