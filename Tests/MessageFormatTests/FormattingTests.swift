import Foundation
import MessageFormat
import Testing

/// A host type passed as a custom argument.
private struct RoadName: Sendable {
    var name: String
    var isFeminine: Bool
}

/// A value that knows more than its text, as a host function would return.
private struct RoadValue: MessageValue {
    var road: RoadName
    var partType: String { "road" }
    var stringValue: String? { road.name }
    func format(context: FunctionContext) throws(MessageError) -> String {
        (road.isFeminine ? "a " : "o ") + road.name
    }
    func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]? {
        keys.filter { $0 == (road.isFeminine ? "feminine" : "masculine") }
    }
}

/// `:road`: accepts only ``RoadName`` host values.
private struct RoadFunction: MessageFunction {
    func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue {
        guard let road = operand?.underlyingValue as? RoadName else {
            throw context.error(.badOperand, "not a road")
        }
        return RoadValue(road: road)
    }
}

@Suite struct FormattingTests {
    private var registry: FunctionRegistry {
        var registry = FunctionRegistry.standard
        registry.register("road", RoadFunction())
        return registry
    }

    @Test func customFunctionFormatsAndSelectsAHostValue() throws {
        let message = try CompiledMessage(
            ".input {$road :road} .match $road feminine {{Siga pela {$road}}} * {{Siga pelo {$road}}}",
            locale: "pt-BR", registry: registry, bidiIsolation: .none)
        let avenue = RoadName(name: "Avenida Paulista", isFeminine: true)
        #expect(message.format(["road": .custom(avenue)]) == "Siga pela a Avenida Paulista")
        let parts = message.formatToParts(["road": .custom(RoadName(name: "Largo", isFeminine: false))])
        let expression = parts.compactMap { part -> ExpressionPart? in
            if case .expression(let value) = part { return value }
            return nil
        }.first
        let road = try #require(expression?.value as? RoadValue)
        #expect(road.road.name == "Largo")
        #expect(expression?.type == "road")
        #expect(expression?.source == "$road")
    }

    @Test func customFunctionRejectsOtherOperands() throws {
        let message = try CompiledMessage("{$road :road}", registry: registry, bidiIsolation: .none)
        var errors: [MessageError] = []
        #expect(message.format(["road": "text"], errors: &errors) == "{$road}")
        #expect(errors.map(\.kind) == [.badOperand])
    }

    @Test func pluralSelectionPrefersExactMatchThenCategory() throws {
        let source = ".input {$n :number} .match $n 1 {{exactly one}} one {{one-ish}} * {{other}}"
        let brazil = try CompiledMessage(source, locale: "pt-BR")
        let portugal = try CompiledMessage(source, locale: "pt-PT")
        #expect(brazil.format(["n": 1]) == "exactly one")
        #expect(brazil.format(["n": 1.5]) == "one-ish")
        #expect(portugal.format(["n": 1.5]) == "other")
        #expect(brazil.format(["n": .decimal("0.5")]) == "one-ish")
    }

    @Test func twoSelectorsPickTheBestVariant() throws {
        let message = try CompiledMessage(
            """
            .input {$count :integer} .input {$unit :string}
            .match $count $unit
            one km {{{$count} quilômetro}}
            * km {{{$count} quilômetros}}
            * * {{{$count} {$unit}}}
            """, locale: "pt-BR", bidiIsolation: .none)
        #expect(message.format(["count": 1, "unit": "km"]) == "1 quilômetro")
        #expect(message.format(["count": 1500, "unit": "km"]) == "1.500 quilômetros")
        #expect(message.format(["count": 3, "unit": "m"]) == "3 m")
    }

    @Test func numbersUseTheLocaleSymbols() throws {
        let source = "{$n :number}"
        #expect(try CompiledMessage(source, locale: "pt-BR").format(["n": 1500.5]) == "1.500,5")
        #expect(try CompiledMessage(source, locale: "pt-PT").format(["n": 1500]) == "1500")
        #expect(try CompiledMessage(source, locale: "pt-PT").format(["n": 15000]) == "15\u{A0}000")
        #expect(try CompiledMessage(source, locale: "en-US").format(["n": -1234.5678]) == "-1,234.568")
        let options = "{$n :number minimumFractionDigits=2 useGrouping=never signDisplay=always}"
        #expect(try CompiledMessage(options, locale: "en").format(["n": 1234]) == "+1234.00")
        #expect(try CompiledMessage("{$n :number maximumSignificantDigits=2}").format(["n": 1234]) == "1,200")
        #expect(try CompiledMessage("{$n :percent}").format(["n": 0.25]) == "25%")
        #expect(try CompiledMessage("{$n :integer}").format(["n": 2.5]) == "3")
    }

    @Test func numberPartsAreTyped() throws {
        let parts = try CompiledMessage("{$n :number}", locale: "en", bidiIsolation: .none)
            .formatToParts(["n": -1234.5])
        guard case .expression(let expression)? = parts.first else {
            Issue.record("expected an expression part")
            return
        }
        #expect(expression.type == "number")
        #expect(
            expression.parts.map(\.type) == [
                "minusSign", "integer", "group", "integer", "decimal", "fraction",
            ])
        #expect(expression.parts.map(\.value).joined() == "-1,234.5")
        #expect((expression.value as? NumberValue)?.number == DecimalNumber(parsing: "-1234.5"))
    }

    @Test func markupBecomesPartsWithOptions() throws {
        let message = try CompiledMessage(
            "Turn {#emphasis level=strong}left{/emphasis}{#break time=$pause/}", bidiIsolation: .none)
        let parts = message.formatToParts(["pause": "300ms"])
        #expect(message.format(["pause": "300ms"]) == "Turn left")
        var markup: [String] = []
        for part in parts {
            if case .markup(let element) = part {
                let options = element.options.map { "\($0.name)=\($0.value.stringValue ?? "")" }
                markup.append("\(element.kind.rawValue) \(element.name) \(options.joined(separator: ","))")
            }
        }
        #expect(markup == ["open emphasis level=strong", "close emphasis ", "standalone break time=300ms"])
    }

    @Test func defaultBidiIsolationWrapsUnknownDirections() throws {
        let message = try CompiledMessage("Go to {$place}, {$n :number} km")
        #expect(message.format(["place": "القاهرة", "n": 5]) == "Go to \u{2068}القاهرة\u{2069}, 5 km")
        let arabic = try CompiledMessage("{$n :number}", locale: "ar")
        #expect(arabic.format(["n": 5]).unicodeScalars.first == "\u{2066}")
    }

    @Test func errorsKeepFallbackOutput() throws {
        let message = try CompiledMessage("Hi {$name}, {$n :number}!", bidiIsolation: .none)
        var errors: [MessageError] = []
        #expect(message.format(["n": "many"], errors: &errors) == "Hi {$name}, {$n}!")
        #expect(errors.map(\.kind) == [.unresolvedVariable, .badOperand])
    }

    @Test func staticErrorsAreThrownWithTheirSpecName() {
        let cases: [(String, MessageError.Kind)] = [
            ("{", .syntaxError),
            (".input {$x :number} .match $x 1 {{one}}", .missingFallbackVariant),
            (".input {$x} .match $x * {{any}}", .missingSelectorAnnotation),
            (".local $a = {1} .local $a = {2} {{x}}", .duplicateDeclaration),
            ("{:number a=1 a=2}", .duplicateOptionName),
            (".input {$x :string} .match $x * * {{x}}", .variantKeyMismatch),
            (".input {$x :string} .match $x a {{1}} a {{2}} * {{3}}", .duplicateVariant),
        ]
        for (source, kind) in cases {
            #expect(throws: MessageError.self) { try CompiledMessage(source) }
            #expect(CompiledMessage.diagnose(source).first?.kind == kind, "\(source)")
        }
    }

    @Test func dataModelExposesVariantPatterns() throws {
        let model = try CompiledMessage.parse(
            ".input {$n :number} .match $n one {{{$n} turn}} * {{{$n} turns}}")
        guard case .matcher(let selectors, let variants) = model.body else {
            Issue.record("expected a matcher")
            return
        }
        #expect(selectors == ["n"])
        #expect(variants.map(\.keys) == [[.literal("one")], [.catchAll]])
    }

    @Test func offsetAndDates() throws {
        let message = try CompiledMessage(
            ".input {$n :integer} .local $others = {$n :offset subtract=1} .match $others 0 {{alone}} * {{with {$others}}}",
            bidiIsolation: .none)
        #expect(message.format(["n": 1]) == "alone")
        #expect(message.format(["n": 3]) == "with 2")
        let date = try CompiledMessage("{|2006-01-02| :date length=long}", locale: "en-US").format()
        #expect(date.contains("2006"))
        #expect(date.contains("January"))
    }
}
