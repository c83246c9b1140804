import Localization
import MessageFormat

/// Building a message's program from its parsed model when the locale loads.
extension MessageProgram {
    /// What compiling needs of the locale: its functions (the same instances the engine calls),
    /// its style, and the engine itself for the number tables.
    struct Context {
        var road: RoadFunction
        var distance: DistanceFunction
        var style: RenderingStyle
        var registry: FunctionRegistry
        var bundle: LocaleBundle
    }

    /// How many whole numbers (from 0) the number tables and number selectors cover: counts of
    /// lanes, exits, hours and minutes; a larger number takes the engine.
    static let numberLimit = 64

    /// The most entries a selection table may have; a larger matcher chooses per call.
    static let tableLimit = 4096

    /// Compiles a message; nil when the program could not run it exactly as the engine does:
    /// `.local` declarations, markup, a variable the renderer never gives, a function or option
    /// beyond ``ProgramScope`` for the variable's kind, options the function would reject.
    /// Number tables already made for a placeholder source are taken from `numberCache`.
    convenience init?(model: MessageModel, context: Context, numberCache: inout [String: NumberForms]) {
        var inputs: [String: MessageExpression] = [:]
        for declaration in model.declarations {
            guard declaration.kind == .input else { return nil }
            inputs[declaration.name] = declaration.expression
        }
        var bytes: [UInt8] = []
        var literals: [Literal] = []
        var numbers: [NumberForms] = []
        var roadOptions: [RoadFunction.DirectOptions] = []
        var distanceOptions: [DistanceFunction.DirectOptions] = []
        var cache = numberCache
        defer { numberCache = cache }
        func compile(_ pattern: MessagePattern) -> [Step]? {
            var steps: [Step] = []
            for element in pattern.elements {
                switch element {
                case .text(let text):
                    literals.append(Self.literal(text, style: context.style, into: &bytes))
                    steps.append(.text(literals.count - 1))
                case .markup:
                    return nil
                case .expression(let expression):
                    guard
                        let step = Self.step(
                            expression, inputs: inputs, context: context,
                            numbers: &numbers, roads: &roadOptions, distances: &distanceOptions, cache: &cache
                        )
                    else { return nil }
                    steps.append(step)
                }
            }
            return steps
        }
        var variants: [[Step]] = []
        var selectors: [Selector] = []
        var variantKeys: [Int] = []
        switch model.body {
        case .pattern(let pattern):
            guard let steps = compile(pattern) else { return nil }
            variants = [steps]
        case .matcher(let names, let modelVariants):
            for (position, name) in names.enumerated() {
                var keys: [String] = []
                var seen = Set<String>()
                for variant in modelVariants where position < variant.keys.count {
                    if case .literal(let key) = variant.keys[position], seen.insert(key).inserted {
                        keys.append(key)
                    }
                }
                guard let selector = Self.selector(name, keys: keys, inputs: inputs, bundle: context.bundle)
                else { return nil }
                selectors.append(selector)
            }
            for variant in modelVariants {
                guard variant.keys.count == names.count, let steps = compile(variant.pattern) else {
                    return nil
                }
                variants.append(steps)
                for (position, key) in variant.keys.enumerated() {
                    if case .literal(let value) = key {
                        variantKeys.append(selectors[position].keys.firstIndex(of: value) ?? -1)
                    } else {
                        variantKeys.append(-1)
                    }
                }
            }
        }
        let (table, strides) = Self.table(selectors, variantKeys: variantKeys)
        self.init(
            bytes: bytes, literals: literals, variants: variants, selectors: selectors,
            variantKeys: variantKeys,
            table: table, strides: strides, numbers: numbers, roadOptions: roadOptions,
            distanceOptions: distanceOptions, road: context.road, distance: context.distance,
            isolatesLeftToRight: context.style.isolatesLeftToRight)
    }

    /// The selection table of a matcher whose selectors are all strings, and its strides.
    private static func table(_ selectors: [Selector], variantKeys: [Int]) -> ([Int]?, [Int]) {
        guard !selectors.isEmpty, selectors.allSatisfy({ $0.numberMatches == nil }) else { return (nil, []) }
        var strides = [Int](repeating: 1, count: selectors.count)
        var size = 1
        for position in selectors.indices.reversed() {
            strides[position] = size
            size *= selectors[position].keys.count + 1
            if size > tableLimit { return (nil, []) }
        }
        var table = [Int](repeating: -1, count: size)
        var matches = [Int](repeating: -1, count: 2 * selectors.count)
        for index in 0..<size {
            var rest = index
            for position in selectors.indices {
                matches[2 * position] = rest / strides[position] - 1
                rest %= strides[position]
            }
            table[index] = matches.withUnsafeBufferPointer {
                choose($0, variantKeys: variantKeys, selectorCount: selectors.count)
            }
        }
        return (table, strides)
    }

    /// A selector the program can evaluate: `.input {$x :string}` over a string slot,
    /// `.input {$x :road select=gender}` (or `select=number`) over a string slot, or
    /// `.input {$n :integer}` / `{$n :number}` over an integer slot whose keys are all whole
    /// numbers or plural categories; no other options.
    private static func selector(
        _ name: String, keys: [String], inputs: [String: MessageExpression], bundle: LocaleBundle
    ) -> Selector? {
        guard let slot = MessageSlot(name: name), let declared = inputs[name],
            case .variable(name)? = declared.operand, let function = declared.function,
            ProgramScope.selects(slot.kind, with: function)
        else { return nil }
        if function.name == "road" {
            guard let selection = roadSelection(function) else { return nil }
            return Selector(slot: slot, keys: keys, numberMatches: nil, road: selection)
        }
        switch slot.kind {
        case .string:
            let codeKeys = slot.keywords?.map { keys.firstIndex(of: $0) ?? -1 }
            return Selector(slot: slot, keys: keys, numberMatches: nil, codeKeys: codeKeys)
        case .integer:
            var exact: [Int?] = []
            var categories: [PluralCategory?] = []
            for key in keys {
                if let number = canonicalWholeNumber(key) {
                    exact.append(number)
                    categories.append(nil)
                } else if let category = PluralCategory(rawValue: key) {
                    exact.append(nil)
                    categories.append(category)
                } else {
                    return nil
                }
            }
            var matches: [(exact: Int, category: Int)] = []
            for number in 0..<numberLimit {
                let category = bundle.pluralCategory(of: String(number))
                matches.append(
                    (
                        exact.lastIndex { $0 == number } ?? -1,
                        categories.lastIndex { $0 == category } ?? -1
                    ))
            }
            return Selector(slot: slot, keys: keys, numberMatches: matches)
        default:
            return nil
        }
    }

    /// What a `:road` declaration whose only option is a literal `select=gender` or
    /// `select=number` selects on; nil for any other declaration.
    private static func roadSelection(_ function: FunctionReference) -> RoadFunction.Selection? {
        guard function.options.count == 1, let option = function.options.first, option.name == "select",
            case .literal(let value) = option.value
        else { return nil }
        return RoadFunction.Selection(rawValue: value)
    }

    /// A key written as a whole number the way the engine writes one ("0", "12"), else nil.
    private static func canonicalWholeNumber(_ key: String) -> Int? {
        let bytes = Array(key.utf8)
        guard !bytes.isEmpty, bytes.count <= 4, bytes.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
            bytes.count == 1 || bytes[0] != 0x30
        else { return nil }
        return Int(key)
    }

    /// A literal's forms: as written, without a leading full stop (after a value ending with
    /// one), read with the locale's readings, and escaped, as ``PartsRenderer`` writes them.
    private static func literal(_ text: String, style: RenderingStyle, into bytes: inout [UInt8]) -> Literal {
        func add(_ form: String) -> Range<Int> {
            let start = bytes.count
            bytes.append(contentsOf: form.utf8)
            return start..<bytes.count
        }
        let display = add(text)
        let afterFullStop =
            text.hasPrefix(".") && !text.hasPrefix("..") ? add(String(text.dropFirst())) : display
        let spoken: Range<Int>
        let ssml: Range<Int>
        if style.readings.isEmpty {
            spoken = display
            ssml = add(SSML.escape(text))
        } else {
            let read = style.readings.apply(to: text)
            spoken = add(read.spokenText)
            ssml = add(read.ssml)
        }
        return Literal(display: display, displayAfterFullStop: afterFullStop, spoken: spoken, ssml: ssml)
    }

    /// The step of a placeholder, nil when the program cannot run it; its number forms and
    /// function options are added to the program's tables.
    private static func step(
        _ expression: MessageExpression, inputs: [String: MessageExpression], context: Context,
        numbers: inout [NumberForms], roads: inout [RoadFunction.DirectOptions],
        distances: inout [DistanceFunction.DirectOptions], cache: inout [String: NumberForms]
    ) -> Step? {
        guard case .variable(let name)? = expression.operand, let slot = MessageSlot(name: name),
            ProgramScope.places(slot.kind, with: expression.function),
            let options = literalOptions(expression.function)
        else { return nil }
        let declared = inputs[name]
        switch slot.kind {
        case .fragment:
            guard declared == nil else { return nil }
            return .fragment(slot)
        case .string:
            // A name declared as a `:road` selector is phrased by the placeholder's own options,
            // as the engine merges them (the declaration's `select` is dropped).
            var declaredRoad = false
            if let declared {
                guard case .variable(name)? = declared.operand, let function = declared.function else {
                    return nil
                }
                guard ProgramScope.selects(.string, with: function) else { return nil }
                if function.name == "road" {
                    guard roadSelection(function) != nil else { return nil }
                    declaredRoad = true
                }
            }
            guard let function = expression.function else { return declaredRoad ? nil : .string(slot) }
            if declaredRoad, function.name != "road" { return nil }
            switch function.name {
            case "string":
                return .string(slot)
            case "road":
                guard let resolved = context.road.directOptions(options) else { return nil }
                roads.append(resolved)
                return .road(slot, roads.count - 1)
            default:
                return nil
            }
        case .double:
            guard declared == nil else { return nil }
            guard let resolved = context.distance.directOptions(options) else { return nil }
            distances.append(resolved)
            return .distance(slot, distances.count - 1)
        case .integer:
            let key = (declared.flatMap(source) ?? "") + " " + (source(expression) ?? "")
            guard let forms = cache[key] ?? numberForms(expression, declared: declared, context: context)
            else {
                return nil
            }
            cache[key] = forms
            numbers.append(forms)
            return .number(slot, numbers.count - 1)
        }
    }

    /// The options of a function as literal name and value pairs; nil when one is a variable or
    /// a `u:` option (which the program does not model).
    private static func literalOptions(_ function: FunctionReference?) -> [(name: String, value: String)]? {
        var options: [(name: String, value: String)] = []
        for option in function?.options ?? [] {
            guard case .literal(let value) = option.value, !option.name.hasPrefix("u:") else { return nil }
            options.append((option.name, value))
        }
        return options
    }

    /// The forms of a number placeholder for every number of the table, rendered by the engine
    /// through a message of that placeholder alone (with the variable's `.input` declaration);
    /// nil when the placeholder is not a number function the tables model.
    private static func numberForms(
        _ expression: MessageExpression, declared: MessageExpression?, context: Context
    ) -> NumberForms? {
        guard let placeholder = source(expression) else { return nil }
        var text = placeholder
        if let declared {
            guard let declaration = source(declared), declared.function != nil,
                ProgramScope.places(.integer, with: declared.function)
            else { return nil }
            text = ".input " + declaration + " {{" + placeholder + "}}"
        }
        guard
            let name = expression.operand.flatMap({ operand -> String? in
                if case .variable(let name) = operand { return name }
                return nil
            }),
            let message = try? CompiledMessage(
                text, locale: context.bundle.tag, registry: context.registry, bidiIsolation: .none)
        else { return nil }
        var entries: [NumberForms.Entry?] = []
        for number in 0..<numberLimit {
            var errors: [MessageError] = []
            var pieces: [MessagePiece] = []
            message.forEachPiece([name: .integer(number)], errors: &errors) { pieces.append($0) }
            guard errors.isEmpty, pieces.count == 1, case .value(let value, let shown) = pieces[0] else {
                entries.append(nil)
                continue
            }
            var problems: [String] = []
            let rendered = PartsRenderer.rendering(style: context.style) {
                $0.add(pieces[0], problems: &problems)
            }
            let endsWithFullStop =
                (value as? any SpeakableValue).map { $0.displayText.hasSuffix(".") } ?? shown.hasSuffix(".")
            entries.append(
                problems.isEmpty ? NumberForms.Entry(text: rendered, endsWithFullStop: endsWithFullStop) : nil
            )
        }
        return NumberForms(entries: entries)
    }

    /// The source of a placeholder the tables model: `{$name :function option=|value|}`.
    private static func source(_ expression: MessageExpression) -> String? {
        guard case .variable(let name)? = expression.operand, literalOptions(expression.function) != nil
        else {
            return nil
        }
        var text = "{$" + name
        if let function = expression.function {
            text += " :" + function.name
            for option in function.options {
                guard case .literal(let value) = option.value else { return nil }
                var quoted = ""
                for scalar in value.unicodeScalars {
                    if scalar == "\\" || scalar == "|" { quoted.unicodeScalars.append("\\") }
                    quoted.unicodeScalars.append(scalar)
                }
                text += " " + option.name + "=|" + quoted + "|"
            }
        }
        return text + "}"
    }
}
