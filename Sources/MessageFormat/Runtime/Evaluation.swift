/// The state of one formatting call: argument values, lazily resolved declarations and the
/// errors found so far.
struct Evaluation {
    /// A resolved value with the `u:` options the engine applies to it.
    struct Resolved: Sendable {
        /// The rarely set `u:` options, kept out of line so that copies stay cheap.
        final class Extras: Sendable {
            let id: String?
            let direction: TextDirection?
            let localeData: LocaleData?

            init(id: String?, direction: TextDirection?, localeData: LocaleData?) {
                self.id = id
                self.direction = direction
                self.localeData = localeData
            }
        }

        let value: any MessageValue
        let isFallback: Bool
        let extras: Extras?

        init(value: any MessageValue, isFallback: Bool, extras: Extras? = nil) {
            self.value = value
            self.isFallback = isFallback
            self.extras = extras
        }

        var id: String? { extras?.id }
        var direction: TextDirection? { extras?.direction }
        var localeData: LocaleData? { extras?.localeData }
    }

    let program: Program
    let arguments: MessageArguments
    let localeData: LocaleData
    /// A resolved declaration, boxed so that the slot table holds plain references.
    final class Slot: Sendable {
        let resolved: Resolved

        init(_ resolved: Resolved) {
            self.resolved = resolved
        }
    }

    /// Lazily resolved declarations, in memory owned by ``with(program:arguments:localeData:_:)``.
    let slots: UnsafeMutableBufferPointer<Slot?>
    var errors: [MessageError] = []

    private init(
        program: Program, arguments: MessageArguments, localeData: LocaleData,
        slots: UnsafeMutableBufferPointer<Slot?>
    ) {
        self.program = program
        self.arguments = arguments
        self.localeData = localeData
        self.slots = slots
    }

    /// Runs `body` with an evaluation whose declaration slots live on the stack.
    static func with<Result>(
        program: Program, arguments: MessageArguments, localeData: LocaleData,
        _ body: (inout Evaluation) -> Result
    ) -> Result {
        let count = program.declarations.count
        return withUnsafeTemporaryAllocation(of: Slot?.self, capacity: max(1, count)) { buffer in
            let slots = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            slots.initialize(repeating: nil)
            defer {
                // Assigning nil releases each value through specialized code; the slots then hold
                // trivial values and need no generic deinitialization.
                for index in slots.indices { slots[index] = nil }
            }
            var evaluation = Evaluation(
                program: program, arguments: arguments, localeData: localeData, slots: slots)
            return body(&evaluation)
        }
    }

    // MARK: - Values

    mutating func resolve(_ reference: Program.VariableReference, name: String) -> Resolved {
        switch reference {
        case .declaration(let index):
            return slot(index).resolved
        case .argument(let argumentName):
            guard let argument = arguments[argumentName] else {
                errors.append(MessageError(.unresolvedVariable, "$\(name) has no value"))
                return Resolved(value: FallbackValue(source: "$" + name), isFallback: true)
            }
            return Resolved(value: value(of: argument), isFallback: false)
        }
    }

    private func value(of argument: MessageArgument) -> any MessageValue {
        switch argument {
        case .string(let string):
            return StringValue(string)
        case .integer(let integer):
            if integer >= 0 && integer < 1000 { return localeData.smallNumbers[integer] }
            return hostNumber(DecimalNumber(integer))
        case .double(let double):
            guard let number = DecimalNumber(double) else { return StringValue("\(double)") }
            return hostNumber(number)
        case .decimal(let text):
            guard let number = DecimalNumber(parsing: text, strict: false) else { return StringValue(text) }
            return hostNumber(number)
        case .date(let date):
            return DateTimeValue(date, locale: localeData.tag)
        case .bool(let bool):
            return HostValue(bool)
        case .value(let value):
            return value
        case .custom(let custom):
            return HostValue(custom)
        }
    }

    private func hostNumber(_ number: DecimalNumber) -> NumberValue {
        NumberValue(
            number, style: .decimal, settings: NumberFormatSettings(), selection: .plural,
            options: FunctionOptions(),
            localeData: localeData)
    }

    mutating func resolve(_ operand: Program.Operand) -> Resolved {
        switch operand {
        case .literal(let slot): return slot.resolved
        case .variable(let reference, let name): return resolve(reference, name: name)
        }
    }

    mutating func evaluate(_ expression: Program.Expression) -> Resolved {
        guard let functionName = expression.functionName else {
            guard let source = expression.operand else { return fallback(expression) }
            let operand = resolve(source)
            return operand.isFallback ? fallback(expression) : operand
        }
        var operandValue: (any MessageValue)?
        if let source = expression.operand { operandValue = resolve(source).value }
        guard let box = expression.function else {
            errors.append(MessageError(.unknownFunction, "unknown function :\(functionName)"))
            return fallback(expression)
        }
        let options = resolveOptions(expression.options)
        var data = localeData
        var localeOverride: LocaleData?
        if let locale = expression.locale, let tag = plainText(resolve(locale)) {
            data = LocaleData.forLocale(tag)
            localeOverride = data
        }
        var context = FunctionContext(localeData: data, source: expression.source)
        let value: any MessageValue
        do {
            value = try box.function.resolve(operand: operandValue, options: options, context: &context)
            if !context.errors.isEmpty { errors.append(contentsOf: context.errors) }
        } catch {
            if !context.errors.isEmpty { errors.append(contentsOf: context.errors) }
            errors.append(error)
            return fallback(expression)
        }
        guard expression.id != nil || expression.direction != nil || localeOverride != nil else {
            return Resolved(value: value, isFallback: false)
        }
        var id: String?
        var direction: TextDirection?
        if let source = expression.id { id = plainText(resolve(source)) }
        if let source = expression.direction {
            switch plainText(resolve(source)) {
            case "ltr": direction = .ltr
            case "rtl": direction = .rtl
            case "auto": direction = .auto
            case "inherit": break
            default:
                errors.append(
                    MessageError(.badOption, "\(expression.source): u:dir must be ltr, rtl, auto or inherit"))
            }
        }
        return Resolved(
            value: value, isFallback: false,
            extras: Resolved.Extras(id: id, direction: direction, localeData: localeOverride))
    }

    private func plainText(_ resolved: Resolved) -> String? {
        resolved.isFallback ? nil : resolved.value.stringValue
    }

    private func fallback(_ expression: Program.Expression) -> Resolved {
        Resolved(value: FallbackValue(source: expression.source), isFallback: true)
    }

    mutating func resolveOptions(_ options: [Program.Option]) -> FunctionOptions {
        if options.isEmpty { return FunctionOptions() }
        var entries: [FunctionOptions.Option] = []
        entries.reserveCapacity(options.count)
        for option in options {
            let resolved = resolve(option.value)
            if resolved.isFallback { continue }
            var isLiteral = false
            if case .literal = option.value { isLiteral = true }
            entries.append(
                FunctionOptions.Option(name: option.name, value: resolved.value, isLiteral: isLiteral))
        }
        return FunctionOptions(entries)
    }

    // MARK: - Selection

    mutating func selectPattern() -> [Program.Element] {
        if program.selectors.isEmpty { return program.pattern }
        let selectorCount = program.selectors.count
        // ranks[offset + k]: preference of key k of a selector (Int.max when it does not match);
        // ranks[keyCount + i]: the rank of `*` for selector i.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: program.keyCount + selectorCount) {
            ranks in
            for (position, selector) in program.selectors.enumerated() {
                let found = matches(for: selector)
                for (index, key) in selector.keys.enumerated() {
                    ranks[selector.offset + index] = found.firstIndex(of: key) ?? Int.max
                }
                ranks[program.keyCount + position] = found.count
            }
            var best = -1
            variants: for (index, variant) in program.variants.enumerated() {
                for position in 0..<selectorCount {
                    let key = variant.keyIndices[position]
                    if key >= 0 && ranks[key] == Int.max { continue variants }
                }
                if best < 0 || Self.ranks(variant, before: program.variants[best], ranks, program.keyCount) {
                    best = index
                }
            }
            return best >= 0 ? program.variants[best].pattern : []
        }
    }

    private static func ranks(
        _ variant: Program.Variant, before other: Program.Variant, _ ranks: UnsafeMutableBufferPointer<Int>,
        _ starBase: Int
    ) -> Bool {
        for position in variant.keyIndices.indices {
            let mine = variant.keyIndices[position]
            let theirs = other.keyIndices[position]
            let mineRank = mine >= 0 ? ranks[mine] : ranks[starBase + position]
            let theirRank = theirs >= 0 ? ranks[theirs] : ranks[starBase + position]
            if mineRank != theirRank { return mineRank < theirRank }
        }
        return false
    }

    /// The keys a selector's value matches, best first; empty (with a bad-selector error) when
    /// the value cannot be selected on.
    /// The slot of a declaration, evaluating the declaration on first use.
    mutating func slot(_ index: Int) -> Slot {
        if let cached = slots[index] { return cached }
        let slot = Slot(evaluate(program.declarations[index]))
        slots[index] = slot
        return slot
    }

    private mutating func matches(for selector: Program.Selector) -> [String] {
        // Work through the slot so that the resolved value is not copied.
        let box: Slot
        if case .declaration(let index) = selector.reference {
            box = slot(index)
        } else {
            box = Slot(resolve(selector.reference, name: selector.name))
        }
        var found: [String]?
        if !box.resolved.isFallback {
            var context = FunctionContext(
                localeData: box.resolved.localeData ?? localeData, source: selector.source)
            do {
                found = try box.resolved.value.selectKeys(selector.keys, context: &context)
            } catch {
                found = nil
            }
            if !context.errors.isEmpty { errors.append(contentsOf: context.errors) }
        }
        guard let found else {
            errors.append(MessageError(.badSelector, "$\(selector.name) does not support selection"))
            return []
        }
        return found
    }
}
