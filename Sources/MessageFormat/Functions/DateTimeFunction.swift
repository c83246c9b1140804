import Foundation

/// `:datetime`, `:date` and `:time`: format an instant given as a date value or an ISO 8601
/// literal (`2006-01-02`, `2006-01-02T15:04:06`).
package struct DateTimeFunction: MessageFunction {
    /// Which of the date functions this is.
    public enum Kind: Sendable, Hashable {
        /// `:datetime` (`dateLength`, `timePrecision`).
        case datetime
        /// `:date` (`length`).
        case date
        /// `:time` (`precision`).
        case time
    }

    /// The function variant.
    public let kind: Kind

    /// Creates one of the date functions.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// Resolves the instant with its display options.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        let date: Date
        var inherited = FunctionOptions()
        if let value = operand as? DateTimeValue {
            date = value.date
            if kind == .datetime { inherited = value.options }
        } else if let host = operand?.underlyingValue as? Date {
            date = host
        } else if let text = (operand as? StringValue)?.string, let parsed = DateTimeValue.parseISO(text) {
            date = parsed
        } else {
            throw context.error(.badOperand, "not a date")
        }
        let merged = options.overriding(inherited)
        let lengths = ["full", "long", "medium", "short"]
        let precisions = ["hour", "minute", "second"]
        var dateLength: DateTimeValue.Length?
        var precision: DateTimeValue.Precision?
        switch kind {
        case .datetime:
            let length = try merged.keyword("dateLength", allowed: lengths, context: context)
            let time = try merged.keyword("timePrecision", allowed: precisions, context: context)
            dateLength = DateTimeValue.Length(rawValue: length ?? "medium")
            precision = DateTimeValue.Precision(rawValue: time ?? "minute")
        case .date:
            let length = try merged.keyword("length", allowed: lengths, context: context)
            dateLength = DateTimeValue.Length(rawValue: length ?? "medium")
        case .time:
            let time = try merged.keyword("precision", allowed: precisions, context: context)
            precision = DateTimeValue.Precision(rawValue: time ?? "minute")
        }
        return DateTimeValue(
            date, dateLength: dateLength, timePrecision: precision, options: merged, locale: context.locale)
    }
}
