/// The compiled form of a message: variables resolved to declaration slots or argument names,
/// functions looked up, literal values prebuilt. Built once, shared by every format call.
struct Program: Sendable {
    enum VariableReference: Sendable {
        case declaration(Int)
        case argument(String)
    }

    enum Operand: Sendable {
        case literal(StringValue)
        case variable(VariableReference, name: String)
    }

    struct Option: Sendable {
        var name: String
        var value: Operand
    }

    struct Expression: Sendable {
        var operand: Operand?
        var functionName: String?
        var function: (any MessageFunction)?
        var options: [Option]
        var id: Operand?
        var direction: Operand?
        var locale: Operand?
        var source: String
    }

    struct Markup: Sendable {
        var kind: MessageMarkup.Kind
        var name: String
        var options: [Option]
        var id: Operand?
        var hasDirection: Bool
    }

    enum Element: Sendable {
        case text(String)
        case expression(Expression)
        case markup(Markup)
    }

    struct Variant: Sendable {
        /// Per selector: the literal key, or `nil` for `*`.
        var keys: [String?]
        var pattern: [Element]
    }

    struct Selector: Sendable {
        var reference: VariableReference
        var name: String
        /// The distinct literal keys of this selector, in variant order.
        var keys: [String]
    }

    var declarations: [Expression]
    var pattern: [Element]
    var selectors: [Selector]
    var variants: [Variant]

    init(model: MessageModel, registry: FunctionRegistry) {
        var slots: [String: Int] = [:]
        var declarations: [Expression] = []
        for (index, declaration) in model.declarations.enumerated() {
            let compiled = Self.compile(
                declaration.expression, slots: slots, registry: registry,
                selfName: declaration.kind == .input ? declaration.name : nil)
            declarations.append(compiled)
            slots[declaration.name] = index
        }
        self.declarations = declarations
        switch model.body {
        case .pattern(let pattern):
            self.pattern = Self.compile(pattern, slots: slots, registry: registry)
            selectors = []
            variants = []
        case .matcher(let names, let variants):
            pattern = []
            var selectors = names.map { name in
                Selector(reference: Self.reference(name, slots: slots), name: name, keys: [])
            }
            self.variants = variants.map { variant in
                Variant(
                    keys: variant.keys.map { key in
                        if case .literal(let value) = key { return value }
                        return nil
                    },
                    pattern: Self.compile(variant.pattern, slots: slots, registry: registry))
            }
            for index in selectors.indices {
                var seen = Set<String>()
                for variant in self.variants {
                    if index < variant.keys.count, let key = variant.keys[index], seen.insert(key).inserted {
                        selectors[index].keys.append(key)
                    }
                }
            }
            self.selectors = selectors
        }
    }

    private static func reference(_ name: String, slots: [String: Int]) -> VariableReference {
        if let slot = slots[name] { return .declaration(slot) }
        return .argument(name)
    }

    private static func operand(_ operand: MessageOperand, slots: [String: Int]) -> Operand {
        switch operand {
        case .literal(let value): return .literal(StringValue(value))
        case .variable(let name): return .variable(reference(name, slots: slots), name: name)
        }
    }

    private static func compile(
        _ expression: MessageExpression, slots: [String: Int], registry: FunctionRegistry,
        selfName: String? = nil
    ) -> Expression {
        var operandSlots = slots
        if let selfName { operandSlots[selfName] = nil }
        var compiled = Expression(
            operand: expression.operand.map { operand($0, slots: operandSlots) },
            functionName: expression.function?.name,
            function: expression.function.flatMap { registry.function(named: $0.name) },
            options: [], source: expression.fallbackSource)
        for option in expression.function?.options ?? [] {
            let value = operand(option.value, slots: slots)
            switch option.name {
            case "u:id": compiled.id = value
            case "u:dir": compiled.direction = value
            case "u:locale": compiled.locale = value
            default: compiled.options.append(Option(name: option.name, value: value))
            }
        }
        return compiled
    }

    private static func compile(_ pattern: MessagePattern, slots: [String: Int], registry: FunctionRegistry)
        -> [Element]
    {
        pattern.elements.map { element in
            switch element {
            case .text(let text):
                return .text(text)
            case .expression(let expression):
                return .expression(compile(expression, slots: slots, registry: registry))
            case .markup(let markup):
                var compiled = Markup(
                    kind: markup.kind, name: markup.name, options: [], id: nil, hasDirection: false)
                for option in markup.options {
                    let value = operand(option.value, slots: slots)
                    switch option.name {
                    case "u:id": compiled.id = value
                    case "u:dir": compiled.hasDirection = true
                    case "u:locale": break
                    default: compiled.options.append(Option(name: option.name, value: value))
                    }
                }
                return .markup(compiled)
            }
        }
    }
}
