import MessageFormat
import Testing

/// The `:distance` example of docs/messageformat.md, kept compiling and correct.
private struct Distance: Sendable { var meters: Double }

private struct DistanceValue: MessageValue {
    var meters: Double
    var number: NumberValue
    var unit: String

    var partType: String { "distance" }
    var stringValue: String? { number.stringValue }
    var direction: TextDirection { .ltr }
    func format(context: FunctionContext) throws(MessageError) -> String {
        number.formatted + " " + unit
    }
    func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]? {
        var matches: [String] = []
        let category = number.category(.cardinal).rawValue
        for key in keys where key == category || key == unit { matches.append(key) }
        return matches
    }
}

private struct DistanceFunction: MessageFunction {
    func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        let meters: Double
        if let distance = operand?.underlyingValue as? Distance {
            meters = distance.meters
        } else if let number = operand as? NumberValue {
            meters = number.number.doubleValue
        } else {
            throw context.error(.badOperand, "expected a distance")
        }
        var settings = NumberFormatSettings()
        settings.maximumFractionDigits = meters >= 1000 ? 1 : 0
        let amount = meters >= 1000 ? meters / 1000 : meters
        let number = NumberValue(
            DecimalNumber(amount) ?? DecimalNumber(0), settings: settings, locale: context.locale)
        return DistanceValue(meters: meters, number: number, unit: meters >= 1000 ? "km" : "m")
    }
}

@Suite struct DocumentationExampleTests {
    @Test func distanceFunctionFromTheDocs() throws {
        var registry = FunctionRegistry.standard
        registry.register("distance", DistanceFunction())
        let message = try CompiledMessage(
            ".input {$d :distance} .match $d one {{Em {$d}, vire (one)}} * {{Em {$d}, vire}}",
            locale: "pt-BR", registry: registry, bidiIsolation: .none)
        #expect(message.format(["d": .custom(Distance(meters: 1500))]) == "Em 1,5 km, vire (one)")
        #expect(message.format(["d": .custom(Distance(meters: 300))]) == "Em 300 m, vire")
        #expect(message.format(["d": 2500]) == "Em 2,5 km, vire")
        let parts = message.formatToParts(["d": .custom(Distance(meters: 1500))])
        let meters = parts.compactMap { part -> Double? in
            if case .expression(let expression) = part { return (expression.value as? DistanceValue)?.meters }
            return nil
        }
        #expect(meters == [1500])
        var errors: [MessageError] = []
        _ = message.format(["d": "far"], errors: &errors)
        #expect(errors.map(\.kind) == [.badOperand, .badSelector])
    }
}
