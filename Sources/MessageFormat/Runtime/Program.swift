/// The compiled form of a message: variables resolved to declaration slots or argument names,
/// functions looked up, literal values prebuilt. Built once, shared by every format call.
final class Program: Sendable {
    /// A function, boxed so that calling it does not copy the existential.
    final class FunctionBox: Sendable {
        let function: any MessageFunction
        /// Which built-in function this is, so that evaluation can take its shortcuts.
        let builtin: Builtin

        init(_ function: any MessageFunction) {
            self.function = function
            if function is StringFunction {
                builtin = .string
            } else if let number = function as? NumberFunction,
                number.kind == .number || number.kind == .integer
            {
                builtin = .number
            } else {
                builtin = .none
            }
        }
    }

    /// Built-in functions whose result evaluation can know without calling them: `:string` of
    /// text is that text, and `:number` or `:integer` of a plain integer is that number.
    enum Builtin: Sendable {
        case string
        case number
        case none
    }

    enum VariableReference: Sendable {
        case declaration(Int)
        case argument(String)
    }

    enum Operand: Sendable {
        /// A literal, resolved once.
        case literal(Evaluation.Resolved)
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

    /// A markup element; a class so that pattern elements copy as references.
    final class Markup: Sendable {
        let kind: MessageMarkup.Kind
        let name: String
        let options: [Option]
        let id: Operand?
        let hasDirection: Bool

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

    /// A selector; a class so that walking the selectors copies references only.
    final class Selector: Sendable {
        let reference: VariableReference
        let name: String
        /// `$name`, the fallback text.
        let source: String
        /// The distinct literal keys of this selector, in variant order.
        let keys: [String]
        /// Where this selector's keys start in the flat key table.
        let offset: Int
        /// Per key: the plural category it names, if any (numbers select on these directly).
        let categories: [PluralCategory?]
        /// Per key: whether it is a number literal (an exact-value key).
        let isNumeric: [Bool]
        /// Whether every key is a number or a plural category, so that a number can rank the keys
        /// without reporting bad ones.
        let numberKeysAreValid: Bool

        init(reference: VariableReference, name: String, keys: [String], offset: Int) {
            self.reference = reference
            self.name = name
            self.source = "$" + name
            self.keys = keys
            self.offset = offset
            isNumeric = keys.map(NumberValue.isExactKey)
            categories = keys.map(PluralCategory.init(rawValue:))
            numberKeysAreValid = zip(isNumeric, categories).allSatisfy { $0 || $1 != nil }
        }
    }

    let declarations: [Expression]
    let pattern: [Element]
    let selectors: [Selector]
    /// The pattern of each variant, in source order.
    let variantPatterns: [[Element]]
    /// The keys of every variant, one row of `selectors.count` entries per variant: the key's
    /// position in the flat key table, or -1 for `*`.
    let variantKeys: [Int]
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
            variantPatterns = []
            variantKeys = []
            keyCount = 0
        case .matcher(let names, let variants):
            pattern = []
            let variantKeys = variants.map { variant in
                variant.keys.map { key -> String? in
                    if case .literal(let value) = key { return value }
                    return nil
                }
            }
            var selectors: [Selector] = []
            var total = 0
            for (position, name) in names.enumerated() {
                var keys: [String] = []
                var seen = Set<String>()
                for row in variantKeys where position < row.count {
                    if let key = row[position], seen.insert(key).inserted { keys.append(key) }
                }
                selectors.append(
                    Selector(
                        reference: Self.reference(name, slots: slots), name: name, keys: keys, offset: total))
                total += keys.count
            }
            keyCount = total
            self.selectors = selectors
            self.variantKeys = variantKeys.flatMap { row in
                selectors.indices.map { position in
                    guard position < row.count, let key = row[position],
                        let index = selectors[position].keys.firstIndex(of: key)
                    else { return -1 }
                    return selectors[position].offset + index
                }
            }
            variantPatterns = variants.map { Self.compile($0.pattern, slots: slots, registry: registry) }
        }
    }

    private static func reference(_ name: String, slots: [String: Int]) -> VariableReference {
        if let slot = slots[name] { return .declaration(slot) }
        return .argument(name)
    }

    private static func operand(_ operand: MessageOperand, slots: [String: Int]) -> Operand {
        switch operand {
        case .literal(let value):
            return .literal(Evaluation.Resolved(value: .text(value), isFallback: false))
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
                var options: [Option] = []
                var id: Operand?
                var hasDirection = false
                for option in markup.options {
                    let value = operand(option.value, slots: slots)
                    switch option.name {
                    case "u:id": id = value
                    case "u:dir": hasDirection = true
                    case "u:locale": break
                    default: options.append(Option(name: option.name, value: value))
                    }
                }
                return .markup(
                    Markup(
                        kind: markup.kind, name: markup.name, options: options, id: id,
                        hasDirection: hasDirection))
            }
        }
    }
}
