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

        let value: ResolvedValue
        let isFallback: Bool
        var extras: Extras? = nil

        var id: String? { extras?.id }
        var direction: TextDirection? { extras?.direction }
        var localeData: LocaleData? { extras?.localeData }
    }

    let program: Program
    let arguments: MessageArguments
    let localeData: LocaleData

    /// Lazily resolved declarations, in memory owned by ``with(program:arguments:localeData:_:)``.
    let slots: UnsafeMutableBufferPointer<Resolved?>
    var errors: [MessageError] = []

    /// Runs `body` with an evaluation whose declaration slots live on the stack.
    static func with<Result>(
        program: Program, arguments: MessageArguments, localeData: LocaleData,
        _ body: (inout Evaluation) -> Result
    ) -> Result {
        let count = program.declarations.count
        return withUnsafeTemporaryAllocation(of: Resolved?.self, capacity: max(1, count)) { buffer in
            let slots = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            slots.initialize(repeating: nil)
            defer { _ = slots.deinitialize() }
            var evaluation = Evaluation(
                program: program, arguments: arguments, localeData: localeData, slots: slots)
            return body(&evaluation)
        }
    }

    // MARK: - Values

    mutating func resolve(_ reference: Program.VariableReference, name: String) -> Resolved {
        switch reference {
        case .declaration(let index):
            return resolved(index)
        case .argument(let argumentName):
            guard let argument = arguments[argumentName] else {
                errors.append(MessageError(.unresolvedVariable, "$\(name) has no value"))
                return Resolved(value: .other(FallbackValue(source: "$" + name)), isFallback: true)
            }
            return Resolved(value: value(of: argument), isFallback: false)
        }
    }

    private func value(of argument: MessageArgument) -> ResolvedValue {
        switch argument {
        case .string(let string):
            return .text(string)
        case .integer(let integer):
            if integer >= 0 && integer < 1000 { return .number(localeData.smallNumbers[integer]) }
            return .number(NumberValue(DecimalNumber(integer), localeData: localeData))
        case .double(let double):
            // A whole number of 0 to 999 is the same value as that integer (DecimalNumber reads
            // whole doubles as integers); negative zero keeps its sign, so it is left out.
            if double >= 0, double < 1000, double.sign == .plus, double == double.rounded(.towardZero) {
                return .number(localeData.smallNumbers[Int(double)])
            }
            guard let number = DecimalNumber(double) else { return .text("\(double)") }
            return .number(NumberValue(number, localeData: localeData))
        case .decimal(let text):
            guard let number = DecimalNumber(parsing: text, strict: false) else { return .text(text) }
            return .number(NumberValue(number, localeData: localeData))
        case .date(let date):
            return .other(DateTimeValue(date, locale: localeData.tag))
        case .bool(let bool):
            return .other(HostValue(bool))
        case .value(let value):
            return ResolvedValue(value)
        case .custom(let custom):
            return .other(HostValue(custom))
        }
    }

    mutating func resolve(_ operand: Program.Operand) -> Resolved {
        switch operand {
        case .literal(let resolved): return resolved
        case .variable(let reference, let name): return resolve(reference, name: name)
        }
    }

    mutating func evaluate(_ expression: Program.Expression) -> Resolved {
        guard let functionName = expression.functionName else {
            guard let source = expression.operand else { return fallback(expression) }
            let operand = resolve(source)
            return operand.isFallback ? fallback(expression) : operand
        }
        var operand: Resolved?
        if let source = expression.operand { operand = resolve(source) }
        guard let box = expression.function else {
            errors.append(MessageError(.unknownFunction, "unknown function :\(functionName)"))
            return fallback(expression)
        }
        if let operand, !operand.isFallback,
            let value = Self.builtinResult(box, expression, operand.value, localeData: localeData)
        {
            return Resolved(value: value, isFallback: false)
        }
        let operandValue = operand?.value.boxed
        let options = resolveOptions(expression.options)
        var data = localeData
        var localeOverride: LocaleData?
        if let locale = expression.locale, let tag = plainText(resolve(locale)) {
            if UnicodeLocaleTag(tag) != nil {
                data = LocaleData.forLocale(tag)
                localeOverride = data
            } else {
                errors.append(
                    MessageError(
                        .badOption,
                        "\(expression.source): u:locale \"\(tag)\" is not a well-formed locale tag"))
            }
        }
        var context = FunctionContext(localeData: data, source: expression.source)
        let value: ResolvedValue
        do {
            value = ResolvedValue(
                try box.function.resolve(operand: operandValue, options: options, context: &context))
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

    /// What a built-in function returns for a plain operand, without calling it: `:string` of
    /// text, and `:number` or `:integer` of an integer with default options (as
    /// ``NumberFunction`` itself decides: in the message's locale). `nil` when the function has
    /// to run.
    private static func builtinResult(
        _ box: Program.FunctionBox, _ expression: Program.Expression, _ operand: ResolvedValue,
        localeData: LocaleData
    ) -> ResolvedValue? {
        guard expression.options.isEmpty, expression.locale == nil, expression.id == nil,
            expression.direction == nil
        else { return nil }
        switch (box.builtin, operand) {
        case (.string, .text):
            return operand
        case (.number, .number(let number)):
            guard number.options.isEmpty, number.style == .decimal, number.selection == .plural,
                number.number.exponent >= 0, number.localeData === localeData
            else { return nil }
            return operand
        default:
            return nil
        }
    }

    private func fallback(_ expression: Program.Expression) -> Resolved {
        Resolved(value: .other(FallbackValue(source: expression.source)), isFallback: true)
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
                FunctionOptions.Option(name: option.name, value: resolved.value.boxed, isLiteral: isLiteral))
        }
        return FunctionOptions(entries)
    }

    // MARK: - Selection

    mutating func selectPattern() -> [Program.Element] {
        if program.selectors.isEmpty { return program.pattern }
        let selectorCount = program.selectors.count
        let keyCount = program.keyCount
        // ranks[offset + k]: preference of key k of a selector (Int.max when it does not match);
        // ranks[keyCount + i]: the rank of `*` for selector i.
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: keyCount + selectorCount) { ranks in
            for (position, selector) in program.selectors.enumerated() {
                ranks[keyCount + position] = rankKeys(of: selector, into: ranks)
            }
            return program.variantKeys.withUnsafeBufferPointer { table in
                var best = -1
                let variantCount = program.variantPatterns.count
                rows: for row in 0..<variantCount {
                    let base = row * selectorCount
                    for position in 0..<selectorCount {
                        let key = table[base + position]
                        if key >= 0 && ranks[key] == Int.max { continue rows }
                    }
                    if best < 0
                        || Self.precedes(
                            table[base..<base + selectorCount],
                            table[best * selectorCount..<(best + 1) * selectorCount], ranks, keyCount)
                    {
                        best = row
                    }
                }
                return best >= 0 ? program.variantPatterns[best] : []
            }
        }
    }

    /// Whether a variant's keys (a row of the key table) are preferred to another's: the first
    /// selector whose ranks differ decides.
    private static func precedes(
        _ row: Slice<UnsafeBufferPointer<Int>>, _ other: Slice<UnsafeBufferPointer<Int>>,
        _ ranks: UnsafeMutableBufferPointer<Int>, _ starBase: Int
    ) -> Bool {
        for position in 0..<row.count {
            let mine = row[row.startIndex + position]
            let theirs = other[other.startIndex + position]
            let mineRank = mine >= 0 ? ranks[mine] : ranks[starBase + position]
            let theirRank = theirs >= 0 ? ranks[theirs] : ranks[starBase + position]
            if mineRank != theirRank { return mineRank < theirRank }
        }
        return false
    }

    /// The resolved value of a declaration, evaluating the declaration on first use.
    ///
    /// The declarations it reads are resolved first, in a loop, so that evaluating it recurses
    /// at most one level whatever the length of the chain (`.local $x2 = {$x1} .local $x3 = {$x2}`
    /// 20,000 times deep overflowed the stack when each read recursed).
    mutating func resolved(_ index: Int) -> Resolved {
        if let cached = slots[index] { return cached }
        resolveDependencies(of: index)
        let resolved = evaluate(program.declarations[index])
        slots[index] = resolved
        return resolved
    }

    /// Evaluates the unresolved declarations that `index` reads, directly or not, children
    /// before parents and in the order evaluation reads them (so errors come out in the same
    /// order as by recursion). Dependencies always have smaller indices, so there are no cycles.
    /// A declaration read only through `u:id` or `u:dir` of an expression whose function fails is
    /// evaluated too, where recursion would have skipped it.
    private mutating func resolveDependencies(of index: Int) {
        let direct = program.dependencies[index]
        if direct.allSatisfy({ slots[$0] != nil }) { return }
        var stack: [(index: Int, next: Int)] = [(index, 0)]
        while let top = stack.last {
            let dependencies = program.dependencies[top.index]
            if top.next < dependencies.count {
                stack[stack.count - 1].next += 1
                let dependency = dependencies[top.next]
                if slots[dependency] == nil { stack.append((dependency, 0)) }
                continue
            }
            stack.removeLast()
            if top.index != index, slots[top.index] == nil {
                slots[top.index] = evaluate(program.declarations[top.index])
            }
        }
    }

    /// Writes each key's preference for the selector's value into `ranks` (0 is best, `Int.max`
    /// for keys that do not match) and returns the rank of `*`, which is below every match.
    /// A value that cannot be selected on matches nothing and reports a bad selector.
    private mutating func rankKeys(of selector: Program.Selector, into ranks: UnsafeMutableBufferPointer<Int>)
        -> Int
    {
        let resolved: Resolved
        if case .declaration(let index) = selector.reference {
            resolved = self.resolved(index)
        } else {
            resolved = resolve(selector.reference, name: selector.name)
        }
        let keys = selector.keys
        let base = selector.offset
        if !resolved.isFallback, resolved.extras == nil {
            switch resolved.value {
            case .text(let text):
                // As StringValue.selectKeys: the keys equal to the text.
                var found = 0
                for index in keys.indices {
                    if keys[index] == text {
                        ranks[base + index] = found
                        found += 1
                    } else {
                        ranks[base + index] = Int.max
                    }
                }
                return found
            case .number(let number):
                if let selection = number.selection, selector.numberKeysAreValid {
                    return rankKeys(of: number, selection, selector, into: ranks)
                }
            case .other:
                break
            }
        }
        let found = matches(resolved, selector)
        if found.count <= 8 {
            for index in keys.indices {
                ranks[base + index] = found.firstIndex(of: keys[index]) ?? Int.max
            }
        } else {
            // A function may match many keys: rank them through a table, not a search per key.
            var rankOf: [String: Int] = [:]
            for (rank, key) in found.enumerated() where rankOf[key] == nil { rankOf[key] = rank }
            for index in keys.indices { ranks[base + index] = rankOf[keys[index]] ?? Int.max }
        }
        return found.count
    }

    /// As ``NumberValue/selectKeys(_:context:)`` for keys that are all numbers or plural
    /// categories: the exact value first, then the category.
    private func rankKeys(
        of number: NumberValue, _ selection: NumberValue.Selection, _ selector: Program.Selector,
        into ranks: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        let category: PluralCategory?
        switch selection {
        case .plural: category = number.category(.cardinal)
        case .ordinal: category = number.category(.ordinal)
        case .exact: category = nil
        }
        var exact: String?
        var exactIndex = -1
        var categoryIndex = -1
        for index in selector.keys.indices {
            if selector.isNumeric[index] {
                if exact == nil { exact = number.displayed.description }
                if selector.keys[index] == exact { exactIndex = index }
            } else if category != nil, selector.categories[index] == category {
                categoryIndex = index
            }
        }
        let base = selector.offset
        for index in selector.keys.indices { ranks[base + index] = Int.max }
        var found = 0
        if exactIndex >= 0 {
            ranks[base + exactIndex] = found
            found += 1
        }
        if categoryIndex >= 0 {
            ranks[base + categoryIndex] = found
            found += 1
        }
        return found
    }

    /// The keys a value matches, best first, asked of the value itself; empty (with a
    /// bad-selector error) when the value cannot be selected on.
    private mutating func matches(_ resolved: Resolved, _ selector: Program.Selector) -> [String] {
        var found: [String]?
        if !resolved.isFallback {
            var context = FunctionContext(
                localeData: resolved.localeData ?? localeData, source: selector.source)
            do {
                found = try resolved.value.boxed.selectKeys(selector.keys, context: &context)
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
