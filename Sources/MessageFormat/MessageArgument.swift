import Foundation

/// A value the host passes to a message for one of its variables.
///
/// Literal conformances let callers write `["count": 3, "name": "Ana", "ratio": 0.5]`; any other
/// `Sendable` value travels as ``custom(_:)`` and reaches functions unchanged, so a custom
/// function (for example `:road`) can downcast it to its own type.
public enum MessageArgument: Sendable {
    /// Text. Number functions accept it when it is a number literal such as `-12.5`.
    case string(String)
    /// An integer.
    case integer(Int)
    /// A binary floating-point number.
    case double(Double)
    /// A decimal number given exactly as text in number-literal form, e.g. `1.50` (keeps trailing
    /// zeros for plural rules).
    case decimal(String)
    /// A point in time, for `:datetime`, `:date` and `:time`.
    case date(Date)
    /// A boolean; functions reject it unless they know what to do with it.
    case bool(Bool)
    /// A value that already knows how to format and select itself.
    case value(any MessageValue)
    /// Any other host value; it formats through the function annotating it.
    case custom(any Sendable)
}

extension MessageArgument: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral
{
    /// `"text"` becomes ``string(_:)``.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `42` becomes ``integer(_:)``.
    public init(integerLiteral value: Int) { self = .integer(value) }
    /// `4.2` becomes ``double(_:)``.
    public init(floatLiteral value: Double) { self = .double(value) }
    /// `true` becomes ``bool(_:)``.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
