/// `:offset`: a number plus or minus a small integer (`add` or `subtract`, exactly one), keeping
/// the operand's formatting options and selecting like `:number`.
package struct OffsetFunction: MessageFunction {
    /// Creates the function.
    public init() {}

    /// Resolves the shifted number.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        let base: NumberValue
        if let value = operand?.numberValue {
            base = value
        } else if let text = operand?.stringValue, operand?.isFallback == false,
            let parsed = DecimalNumber(parsing: text)
        {
            base = NumberValue(parsed, localeData: context.localeData)
        } else {
            throw context.error(.badOperand, "not a number")
        }
        let add = try options.digitSize("add", context: context)
        let subtract = try options.digitSize("subtract", context: context)
        let delta: Int
        switch (add, subtract) {
        case (let value?, nil): delta = value
        case (nil, let value?): delta = -value
        default: throw context.error(.badOption, "exactly one of add and subtract is required")
        }
        return NumberValue(
            base.number + DecimalNumber(delta), style: base.style, settings: base.settings,
            selection: base.selection ?? .plural, options: base.options, localeData: context.localeData)
    }
}
