import MessageFormat

/// The conformance suite's test-only functions `:test:function`, `:test:select` and
/// `:test:format` (see the suite's README), written as ordinary custom functions.
struct TestFunction: MessageFunction {
    let canFormat: Bool
    let canSelect: Bool

    func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        var value = TestValue(
            input: DecimalNumber(0), decimalPlaces: 0, canFormat: canFormat, canSelect: canSelect)
        if let previous = operand as? TestValue {
            value.input = previous.input
            value.decimalPlaces = previous.decimalPlaces
            value.failsFormat = previous.failsFormat
            value.failsSelect = previous.failsSelect
        } else if let number = operand as? NumberValue {
            value.input = number.number
        } else if let string = operand as? StringValue, let number = DecimalNumber(parsing: string.string) {
            value.input = number
        } else {
            throw context.error(.badOperand, "not a number")
        }
        if let places = options.option("decimalPlaces") {
            switch places.value.stringValue {
            case "0": value.decimalPlaces = 0
            case "1": value.decimalPlaces = 1
            default: throw context.error(.badOption, "decimalPlaces must be 0 or 1")
            }
        }
        if let fails = options.option("fails") {
            switch fails.value.stringValue {
            case "always":
                value.failsFormat = true
                value.failsSelect = true
            case "format": value.failsFormat = true
            case "select": value.failsSelect = true
            case "never": break
            default: context.report(.badOption, "fails must be never, select, format or always")
            }
        }
        return value
    }
}

/// The resolved value of the test functions.
struct TestValue: MessageValue {
    var input: DecimalNumber
    var decimalPlaces: Int
    var canFormat: Bool
    var canSelect: Bool
    var failsFormat = false
    var failsSelect = false

    var partType: String { "test" }
    var stringValue: String? { input.description }

    func formatToParts(context: FunctionContext) throws(MessageError) -> [MessageValuePart] {
        guard canFormat else { throw context.error(.notFormattable, "not formattable") }
        if failsFormat { throw context.error(.badOption, "fails=format") }
        var parts: [MessageValuePart] = []
        if input.isNegative { parts.append(MessageValuePart(type: "minusSign", value: "-")) }
        let magnitude = abs(input.doubleValue)
        parts.append(MessageValuePart(type: "integer", value: String(Int(magnitude.rounded(.down)))))
        if decimalPlaces == 1 {
            parts.append(MessageValuePart(type: "decimal", value: "."))
            let digit = Int(((magnitude - magnitude.rounded(.down)) * 10).rounded(.down))
            parts.append(MessageValuePart(type: "fraction", value: String(digit)))
        }
        return parts
    }

    func format(context: FunctionContext) throws(MessageError) -> String {
        try formatToParts(context: context).map(\.value).joined()
    }

    func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]? {
        guard canSelect else { return nil }
        if failsSelect { throw context.error(.badOption, "fails=select") }
        guard input.doubleValue == 1 else { return [] }
        var result: [String] = []
        if decimalPlaces == 1, keys.contains("1.0") { result.append("1.0") }
        if keys.contains("1") { result.append("1") }
        return result
    }
}

extension FunctionRegistry {
    /// The standard functions plus the conformance suite's test functions.
    static var testing: FunctionRegistry {
        var registry = FunctionRegistry.standard
        registry.register("test:function", TestFunction(canFormat: true, canSelect: true))
        registry.register("test:select", TestFunction(canFormat: false, canSelect: true))
        registry.register("test:format", TestFunction(canFormat: true, canSelect: false))
        return registry
    }
}
