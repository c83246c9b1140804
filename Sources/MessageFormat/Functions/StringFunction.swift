/// `:string`: formats any operand as text and selects by exact key.
package struct StringFunction: MessageFunction {
    /// Creates the function.
    public init() {}

    /// Resolves the operand's text form.
    public func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        guard let operand else { throw context.error(.badOperand, ":string needs an operand") }
        if let text = operand.stringValue { return StringValue(text) }
        if let host = operand as? HostValue { return StringValue(String(describing: host.value)) }
        return StringValue(try operand.format(context: context))
    }
}
