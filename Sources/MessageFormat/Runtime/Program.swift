/// The compiled form of a message: variables resolved to declaration slots or argument names,
/// functions looked up, literal values prebuilt. Built once, shared by every format call.
final class Program: Sendable {
    /// A function, boxed so that calling it does not copy the existential.
    final class FunctionBox: Sendable {
        let function: any MessageFunction

        init(_ function: any MessageFunction) {
            self.function = function
        }
    }

    enum VariableReference: Sendable {
        case declaration(Int)
        case argument(String)
    }

    enum Operand: Sendable {
        /// A literal, resolved once (the resolved value is immutable) and boxed.
        case literal(Evaluation.Slot)
        case variable(VariableReference, name: String)
    }

    struct Option: Sendable {
        var name: String
        var value: Operand
    }

    final class Expression: Sendable {
        let operand: Operand?
        let functionName: String?
        let function: FunctionBox?
        let options: [Option]
        let id: Operand?
        let direction: Operand?
        let locale: Operand?
        let source: String

        init(
            operand: Operand?, functionName: String?, function: FunctionBox?, options: [Option],
            id: Operand?, direction: Operand?, locale: Operand?, source: String
        ) {
            self.operand = operand
            self.functionName = functionName
            self.function = function
            self.options = options
            self.id = id
            self.direction = direction
            self.locale = locale
            self.source = source
        }
    }

    /// A markup element; a class so that pattern elements copy as references. Its properties
    /// are set while the program is built and never changed afterwards.
    final class Markup: @unchecked Sendable {
        var kind: MessageMarkup.Kind
        var name: String
        var options: [Option]
        var id: Operand?
        var hasDirection: Bool

        init(kind: MessageMarkup.Kind, name: String, options: [Option], id: Operand?, hasDirection: Bool) {
            self.kind = kind
            self.name = name
            self.options = options
            self.id = id
            self.hasDirection = hasDirection
        }
    }

    enum Element: Sendable {
        case text(String)
        case expression(Expression)
        case markup(Markup)
    }

    /// A variant; a class so that walking the variants copies references only. Its properties
    /// are set while the program is built and never changed afterwards.
    final class Variant: @unchecked Sendable {
        /// Per selector: the literal key, or `nil` for `*`.
        var keys: [String?]
        /// Per selector: the key's position in the flat key table, or -1 for `*`.
        var keyIndices: [Int] = []
        var pattern: [Element]

        init(keys: [String?], pattern: [Element]) {
            self.keys = keys
            self.pattern = pattern
        }
    }

    /// A selector; a class for the same reason as ``Variant`` (built once, then read only).
    final class Selector: @unchecked Sendable {
        var reference: VariableReference
        var name: String
        /// `$name`, the fallback text.
        var source: String
        /// The distinct literal keys of this selector, in variant order.
        var keys: [String]
        /// Where this selector's keys start in the flat key table.
        var offset = 0

        init(reference: VariableReference, name: String, source: String, keys: [String]) {
            self.reference = reference
            self.name = name
            self.source = source
            self.keys = keys
        }
    }

    let declarations: [Expression]
    let pattern: [Element]
    let selectors: [Selector]
    let variants: [Variant]
    /// The number of distinct literal keys over all selectors.
    let keyCount: Int

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
            keyCount = 0
        case .matcher(let names, let variants):
            pattern = []
            let selectors = names.map { name in
                Selector(
                    reference: Self.reference(name, slots: slots), name: name, source: "$" + name, keys: [])
            }
            let compiledVariants = variants.map { variant in
                Variant(
                    keys: variant.keys.map { key in
                        if case .literal(let value) = key { return value }
                        return nil
                    },
                    pattern: Self.compile(variant.pattern, slots: slots, registry: registry))
            }
            for index in selectors.indices {
                var seen = Set<String>()
                for variant in compiledVariants {
                    if index < variant.keys.count, let key = variant.keys[index], seen.insert(key).inserted {
                        selectors[index].keys.append(key)
                    }
                }
            }
            var offsets: [Int] = []
            var total = 0
            for index in selectors.indices {
                selectors[index].offset = total
                offsets.append(total)
                total += selectors[index].keys.count
            }
            keyCount = total
            self.selectors = selectors
            self.variants = compiledVariants.map { variant in
                variant.keyIndices = variant.keys.enumerated().map { position, key in
                    guard let key, position < selectors.count,
                        let index = selectors[position].keys.firstIndex(of: key)
                    else { return -1 }
                    return offsets[position] + index
                }
                return variant
            }
        }
    }

    private static func reference(_ name: String, slots: [String: Int]) -> VariableReference {
        if let slot = slots[name] { return .declaration(slot) }
        return .argument(name)
    }

    private static func operand(_ operand: MessageOperand, slots: [String: Int]) -> Operand {
        switch operand {
        case .literal(let value):
            return .literal(
                Evaluation.Slot(Evaluation.Resolved(value: StringValue(value), isFallback: false)))
        case .variable(let name): return .variable(reference(name, slots: slots), name: name)
        }
    }

    private static func compile(
        _ expression: MessageExpression, slots: [String: Int], registry: FunctionRegistry,
        selfName: String? = nil
    ) -> Expression {
        var operandSlots = slots
        if let selfName { operandSlots[selfName] = nil }
        var options: [Option] = []
        var id: Operand?
        var direction: Operand?
        var locale: Operand?
        for option in expression.function?.options ?? [] {
            let value = operand(option.value, slots: slots)
            switch option.name {
            case "u:id": id = value
            case "u:dir": direction = value
            case "u:locale": locale = value
            default: options.append(Option(name: option.name, value: value))
            }
        }
        return Expression(
            operand: expression.operand.map { operand($0, slots: operandSlots) },
            functionName: expression.function?.name,
            function: expression.function.flatMap { registry.function(named: $0.name) }.map(FunctionBox.init),
            options: options, id: id, direction: direction, locale: locale, source: expression.fallbackSource)
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
                let compiled = Markup(
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
