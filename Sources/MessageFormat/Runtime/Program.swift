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
    /// Per declaration: the declarations its evaluation reads, in the order it reads them
    /// (operand, options, `u:locale`, `u:id`, `u:dir`); always earlier ones, so that evaluation can
    /// resolve a chain of them in a loop instead of by recursion.
    let dependencies: [[Int]]
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
        declarations.reserveCapacity(model.declarations.count)
        for (index, declaration) in model.declarations.enumerated() {
            let compiled = Self.compile(
                declaration.expression, slots: slots, registry: registry,
                selfName: declaration.kind == .input ? declaration.name : nil)
            declarations.append(compiled)
            slots[declaration.name] = index
        }
        self.declarations = declarations
        dependencies = declarations.map { Self.dependencies(of: $0) }
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
            // Each selector's keys by name, so that the table takes one lookup per cell (a search
            // of the key list made compiling 100,000 variants quadratic).
            let positions = selectors.map { selector in
                var index: [String: Int] = [:]
                for (position, key) in selector.keys.enumerated() { index[key] = selector.offset + position }
                return index
            }
            var table: [Int] = []
            table.reserveCapacity(variantKeys.count * selectors.count)
            for row in variantKeys {
                for position in selectors.indices {
                    if position < row.count, let key = row[position], let index = positions[position][key] {
                        table.append(index)
                    } else {
                        table.append(-1)
                    }
                }
            }
            self.variantKeys = table
            variantPatterns = variants.map { Self.compile($0.pattern, slots: slots, registry: registry) }
        }
    }

    /// The declarations an expression's evaluation reads, in the order ``Evaluation`` reads them.
    private static func dependencies(of expression: Expression) -> [Int] {
        var found: [Int] = []
        func note(_ operand: Operand?) {
            if case .variable(.declaration(let index), _)? = operand { found.append(index) }
        }
        note(expression.operand)
        // Without a known function only the operand is read.
        guard expression.function != nil else { return found }
        for option in expression.options { note(option.value) }
        note(expression.locale)
        note(expression.id)
        note(expression.direction)
        return found
    }

    /// A variable of the message: the declaration of that name, else an argument. `excluding`
    /// names the variable an `.input` declares, whose operand is the argument itself.
    private static func reference(_ name: String, slots: [String: Int], excluding: String? = nil)
        -> VariableReference
    {
        if name != excluding, let slot = slots[name] { return .declaration(slot) }
        return .argument(name)
    }

    private static func operand(_ operand: MessageOperand, slots: [String: Int], excluding: String? = nil)
        -> Operand
    {
        switch operand {
        case .literal(let value):
            return .literal(Evaluation.Resolved(value: .text(value), isFallback: false))
        case .variable(let name):
            return .variable(reference(name, slots: slots, excluding: excluding), name: name)
        }
    }

    private static func compile(
        _ expression: MessageExpression, slots: [String: Int], registry: FunctionRegistry,
        selfName: String? = nil
    ) -> Expression {
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
            operand: expression.operand.map { operand($0, slots: slots, excluding: selfName) },
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
