/// The state of one formatting call: argument values, lazily resolved declarations and the
/// errors found so far.
struct Evaluation {
    /// A resolved value with the `u:` options the engine applies to it.
    struct Resolved {
        var value: any MessageValue
        var isFallback: Bool
        var id: String?
        var direction: TextDirection?
        var localeData: LocaleData?
    }

    let program: Program
    let arguments: MessageArguments
    let localeData: LocaleData
    var slots: [Resolved?]
    var errors: [MessageError] = []

    init(program: Program, arguments: MessageArguments, localeData: LocaleData) {
        self.program = program
        self.arguments = arguments
        self.localeData = localeData
        slots = program.declarations.isEmpty ? [] : Array(repeating: nil, count: program.declarations.count)
    }

    // MARK: - Values

    mutating func resolve(_ reference: Program.VariableReference, name: String) -> Resolved {
        switch reference {
        case .declaration(let index):
            if let cached = slots[index] { return cached }
            let resolved = evaluate(program.declarations[index])
            slots[index] = resolved
            return resolved
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
        case .literal(let value): return Resolved(value: value, isFallback: false)
        case .variable(let reference, let name): return resolve(reference, name: name)
        }
    }

    mutating func evaluate(_ expression: Program.Expression) -> Resolved {
        var operand: Resolved?
        if let source = expression.operand { operand = resolve(source) }
        guard let functionName = expression.functionName else {
            guard let operand, !operand.isFallback else { return fallback(expression) }
            return operand
        }
        guard let function = expression.function else {
            errors.append(MessageError(.unknownFunction, "unknown function :\(functionName)"))
            return fallback(expression)
        }
        let options = resolveOptions(expression.options)
        var resolved = Resolved(value: FallbackValue(source: expression.source), isFallback: true)
        var data = localeData
        if let locale = expression.locale, let tag = plainText(resolve(locale)) {
            data = LocaleData.forLocale(tag)
            resolved.localeData = data
        }
        var context = FunctionContext(localeData: data, source: expression.source)
        do {
            resolved.value = try function.resolve(
                operand: operand?.value, options: options, context: &context)
            resolved.isFallback = false
            errors.append(contentsOf: context.errors)
        } catch {
            errors.append(contentsOf: context.errors)
            errors.append(error)
            return fallback(expression)
        }
        if let id = expression.id { resolved.id = plainText(resolve(id)) }
        if let direction = expression.direction {
            switch plainText(resolve(direction)) {
            case "ltr": resolved.direction = .ltr
            case "rtl": resolved.direction = .rtl
            case "auto": resolved.direction = .auto
            case "inherit": break
            default:
                errors.append(
                    MessageError(.badOption, "\(expression.source): u:dir must be ltr, rtl, auto or inherit"))
            }
        }
        return resolved
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
        var matches: [[String]] = []
        matches.reserveCapacity(program.selectors.count)
        for selector in program.selectors {
            let resolved = resolve(selector.reference, name: selector.name)
            var found: [String]?
            if !resolved.isFallback {
                var context = FunctionContext(
                    localeData: resolved.localeData ?? localeData, source: "$" + selector.name)
                do {
                    found = try resolved.value.selectKeys(selector.keys, context: &context)
                } catch {
                    found = nil
                }
                errors.append(contentsOf: context.errors)
            }
            if let found {
                matches.append(found)
            } else {
                errors.append(MessageError(.badSelector, "$\(selector.name) does not support selection"))
                matches.append([])
            }
        }
        var best = -1
        var bestRanks: [Int] = []
        var ranks = [Int](repeating: 0, count: matches.count)
        variants: for (index, variant) in program.variants.enumerated() {
            for position in matches.indices {
                if let key = variant.keys[position] {
                    guard let rank = matches[position].firstIndex(of: key) else { continue variants }
                    ranks[position] = rank
                } else {
                    ranks[position] = matches[position].count
                }
            }
            if best < 0 || ranks.lexicographicallyPrecedes(bestRanks) {
                best = index
                bestRanks = ranks
            }
        }
        return best >= 0 ? program.variants[best].pattern : []
    }
}
