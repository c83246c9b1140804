import Foundation
import MessageFormat
import Testing

/// The engine resolves, selects and formats text and numbers without calling `:string`,
/// `:number` or `:integer` when it knows their answer. These tests format every message twice,
/// once with the built-in functions and once with the same functions behind a forwarding wrapper
/// that hides which function it is, and require the same text, parts and errors.
@Suite struct ShortcutAgreementTests {
    /// Calls another function and wraps what it returns; the engine recognises neither, so it
    /// takes the general path: calling the function, and asking the value to format and select.
    struct Forwarding: MessageFunction {
        let wrapped: any MessageFunction

        func resolve(
            operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
        ) throws(MessageError) -> any MessageValue {
            let inner = (operand as? Wrapped)?.inner ?? operand
            return Wrapped(inner: try wrapped.resolve(operand: inner, options: options, context: &context))
        }
    }

    /// A value that answers every question by asking the value inside.
    struct Wrapped: MessageValue {
        let inner: any MessageValue

        var partType: String { inner.partType }
        var stringValue: String? { inner.stringValue }
        var underlyingValue: any Sendable { inner.underlyingValue }
        var options: FunctionOptions { inner.options }
        var direction: TextDirection { inner.direction }
        var numberValue: NumberValue? { inner.numberValue }
        var isFallback: Bool { inner.isFallback }
        func format(context: FunctionContext) throws(MessageError) -> String {
            try inner.format(context: context)
        }
        func formatToParts(context: FunctionContext) throws(MessageError) -> [MessageValuePart] {
            try inner.formatToParts(context: context)
        }
        func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]? {
            try inner.selectKeys(keys, context: &context)
        }
    }

    /// A host value that is also a number, but selects and formats in its own way.
    struct Kilometres: MessageValue {
        let number: NumberValue

        var partType: String { "distance" }
        var numberValue: NumberValue? { number }
        func format(context: FunctionContext) throws(MessageError) -> String { number.formatted + " km" }
        func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]? {
            keys.filter { $0 == "far" }
        }
    }

    static var general: FunctionRegistry {
        var registry = FunctionRegistry.testing
        for name in registry.names {
            if let function = registry.function(named: name) {
                registry.register(name, Forwarding(wrapped: function))
            }
        }
        return registry
    }

    /// Output, parts and error kinds of one formatting call, or the compile error.
    static func outcome(
        _ source: String, _ arguments: MessageArguments, locale: String, bidi: BidiIsolation,
        registry: FunctionRegistry
    ) -> String {
        let message: CompiledMessage
        do {
            message = try CompiledMessage(source, locale: locale, registry: registry, bidiIsolation: bidi)
        } catch {
            return "compile error \(error.kind.rawValue)"
        }
        var errors: [MessageError] = []
        let text = message.format(arguments, errors: &errors)
        var partErrors: [MessageError] = []
        let parts = message.formatToParts(arguments, errors: &partErrors)
        return [
            text.debugDescription,
            parts.map { canonical(.object(ConformanceTests.describe($0))) }.joined(separator: ", "),
            errors.map(\.kind.rawValue).joined(separator: ","),
            partErrors.map(\.kind.rawValue).joined(separator: ","),
        ].joined(separator: " | ")
    }

    /// A JSON value as text with sorted keys, so that equal parts print equally.
    static func canonical(_ value: JSONValue) -> String {
        switch value {
        case .object(let fields):
            return "{"
                + fields.keys.sorted().map { "\($0): \(canonical(fields[$0] ?? .null))" }.joined(
                    separator: ", ") + "}"
        case .array(let items):
            return "[" + items.map(canonical).joined(separator: ", ") + "]"
        default:
            return "\(value)"
        }
    }

    @Test func conformanceSuiteAgreesOnBothPaths() throws {
        guard ConformanceTests.suiteIsPresent() else { return }
        let general = Self.general
        var compared = 0
        for file in try ConformanceTests.testFiles() {
            let suite = try JSONDecoder().decode(SuiteFile.self, from: Data(contentsOf: file))
            for test in suite.tests {
                let merged = test.merged(with: suite.defaultTestProperties)
                var arguments: MessageArguments = [:]
                for param in merged.params ?? [] { arguments[param.name] = param.argument }
                let locale = merged.locale ?? "en-US"
                let bidi = BidiIsolation(rawValue: merged.bidiIsolation ?? "default") ?? .default
                let source = merged.src ?? ""
                let fast = Self.outcome(source, arguments, locale: locale, bidi: bidi, registry: .testing)
                let slow = Self.outcome(source, arguments, locale: locale, bidi: bidi, registry: general)
                #expect(fast == slow, "\(file.lastPathComponent): \(source)")
                compared += 1
            }
        }
        #expect(compared == 461)
    }

    static let messages = [
        ".input {$n :integer} .match $n 1 {{exactly one}} one {{one: {$n}}} * {{other: {$n}}}",
        ".input {$n :number} .match $n 0 {{none}} few {{few}} other {{{$n} left}} * {{any}}",
        ".input {$n :number select=ordinal} .match $n one {{{$n}st}} two {{{$n}nd}} * {{{$n}th}}",
        ".input {$n :number select=exact} .match $n 1 {{one}} one {{category}} * {{other}}",
        ".input {$n :integer} .match $n 1 {{one}} bogus {{bad key}} * {{other}}",
        ".input {$n :integer u:id=x} .match $n one {{{$n}}} * {{{$n :number u:dir=rtl}}}",
        ".input {$s :string} .input {$n :integer} .match $s $n a one {{a1}} a * {{a*}} * one {{*1}} * * {{**}}",
        ".local $t = {$s :string} .match $t |é| {{accented}} * {{{$t}}}",
        ".local $m = {$n :integer} .local $k = {$m :number} .match $k one {{{$k}}} * {{{$m} {$k}}}",
        "{$s :string} {$n :integer} {$n :number minimumFractionDigits=2} {$n} {$s}",
        "{$n :integer u:locale=ar} {$n :number u:locale=de}",
    ]

    static let argumentSets: [MessageArguments] = [
        ["n": 1, "s": "a"],
        ["n": 0, "s": "b"],
        ["n": 2, "s": "e\u{301}"],
        ["n": 3, "s": "é"],
        ["n": 1_234_567, "s": "a"],
        ["n": -1, "s": ""],
        ["n": 1.5, "s": "a"],
        ["n": .decimal("1.0"), "s": "a"],
        ["n": .decimal("22"), "s": "a"],
        ["n": "7", "s": "a"],
        ["n": "seven", "s": "a"],
        ["n": .value(NumberValue(DecimalNumber(21), locale: "en")), "s": .value(StringValue("a"))],
        ["n": .value(Kilometres(number: NumberValue(DecimalNumber(1), locale: "en"))), "s": "a"],
        ["n": true, "s": .custom(42)],
        ["s": "a"],
        [:],
    ]

    @Test(arguments: ["en", "pt-BR", "ar", "pl"])
    func numbersAndTextAgreeOnBothPaths(locale: String) {
        let general = Self.general
        for source in Self.messages {
            for arguments in Self.argumentSets {
                for bidi in [BidiIsolation.default, .none] {
                    let fast = Self.outcome(source, arguments, locale: locale, bidi: bidi, registry: .testing)
                    let slow = Self.outcome(source, arguments, locale: locale, bidi: bidi, registry: general)
                    #expect(fast == slow, "\(source) with \(arguments)")
                }
            }
        }
    }

    @Test func hostNumberKeepsItsOwnSelectionAndFormat() throws {
        let message = try CompiledMessage(
            ".input {$n :integer} .match $n one {{{$d}, one}} * {{{$d}, {$n}}}", locale: "en")
        let distance = Kilometres(number: NumberValue(DecimalNumber(5), locale: "en"))
        #expect(message.format(["d": .value(distance), "n": 1]) == "\u{2068}5 km\u{2069}, one")
        #expect(message.format(["d": .value(distance), "n": .value(distance)]) == "\u{2068}5 km\u{2069}, 5")
    }
}
