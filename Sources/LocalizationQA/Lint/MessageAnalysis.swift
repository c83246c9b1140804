import MessageFormat

/// What the checks need to know about one message: its data model, which variables it reads
/// and how it annotates them, its variants with their placeholders and source positions.
/// Built once per entry; nil model when the message does not parse (the syntax check reports it).
struct MessageAnalysis: Sendable {
    /// One variant (a simple message counts as one variant with no keys).
    struct Variant: Sendable {
        /// The keys, `*` for a catch-all.
        var keys: [String]
        /// The pattern.
        var pattern: MessagePattern
        /// Where the pattern and its elements are.
        var span: PatternLayout.Span?

        /// The keys as written, e.g. `one *`.
        var keyText: String { keys.joined(separator: " ") }

        /// How findings name it: `the pattern` for a message without `.match`, else
        /// `variant [one *]`.
        var label: String { keys.isEmpty ? "the pattern" : "variant [\(keyText)]" }

        /// The variables placed in the pattern (through `.local` bindings too).
        func placeholders(resolving locals: [String: Set<String>]) -> Set<String> {
            var names: Set<String> = []
            for case .expression(let expression) in pattern.elements {
                for name in MessageAnalysis.variables(of: expression) {
                    names.formUnion(locals[name] ?? [name])
                }
            }
            return names
        }

        /// The pattern's literal text, placeholders left out.
        var literalText: String { text(placeholder: "") }

        /// Text with every placeholder written out in a normal form (operand, function, options):
        /// two variants with the same signature say the same thing the same way.
        var signature: String {
            pattern.elements.map { element in
                switch element {
                case .text(let text): return text
                case .expression(let expression):
                    let options = (expression.function?.options ?? []).map { option in
                        switch option.value {
                        case .literal(let value): return "\(option.name)=|\(value)|"
                        case .variable(let name): return "\(option.name)=$\(name)"
                        }
                    }.sorted()
                    let function = expression.function.map { " :" + $0.name } ?? ""
                    return "{" + expression.fallbackSource + function + options.map { " " + $0 }.joined()
                        + "}"
                case .markup(let markup): return "{#\(markup.name)}"
                }
            }.joined()
        }

        /// Text with every placeholder as `{}`: compares patterns regardless of expressions.
        var shape: String { text(placeholder: "{}") }

        /// The offset of the element at `position`; nil when the layout's scan and the model
        /// disagree on the elements, and each finding falls back to what it can locate.
        func elementOffset(_ position: Int) -> Int? {
            guard let offsets = span?.elementOffsets, offsets.count == pattern.elements.count else {
                return nil
            }
            return offsets[position]
        }

        /// The pattern's text with `placeholder` for every expression and markup element.
        private func text(placeholder: String) -> String {
            pattern.elements.map { element in
                if case .text(let text) = element { return text }
                return placeholder
            }.joined()
        }
    }

    /// The entry analysed.
    let entry: MessageResource.Entry
    /// The parsed model, nil when the message has a syntax error.
    let model: MessageModel?
    /// The variants in source order.
    let variants: [Variant]
    /// Every variable the message reads from its arguments (not `.local` names).
    let externalVariables: Set<String>
    /// `.local` names and the external variables each one reads.
    let locals: [String: Set<String>]
    /// The function each variable is annotated with (in a declaration or any placeholder).
    let functions: [String: FunctionReference]
    /// The selector names of a matcher.
    let selectors: [String]

    init(_ entry: MessageResource.Entry) {
        self.entry = entry
        let model = try? CompiledMessage.parse(entry.source)
        self.model = model
        let layout = PatternLayout(entry.source)
        guard let model else {
            variants = []
            externalVariables = []
            locals = [:]
            functions = [:]
            selectors = []
            return
        }
        var locals: [String: Set<String>] = [:]
        var external: Set<String> = []
        var functions: [String: FunctionReference] = [:]
        func note(_ expression: MessageExpression) {
            for name in Self.variables(of: expression) where locals[name] == nil { external.insert(name) }
            if case .variable(let name) = expression.operand, let function = expression.function,
                functions[name] == nil
            {
                functions[name] = function
            }
        }
        for declaration in model.declarations {
            note(declaration.expression)
            switch declaration.kind {
            case .input:
                external.insert(declaration.name)
            case .local:
                let reads = Self.variables(of: declaration.expression).flatMap { locals[$0] ?? [$0] }
                locals[declaration.name] = Set(reads)
            }
            if let function = declaration.expression.function { functions[declaration.name] = function }
        }
        let variants: [Variant]
        switch model.body {
        case .pattern(let pattern):
            variants = [Variant(keys: [], pattern: pattern, span: layout.spans.first)]
            selectors = []
        case .matcher(let selectors, let list):
            variants = list.enumerated().map { index, variant in
                let keys = variant.keys.map { key -> String in
                    if case .literal(let value) = key { return value }
                    return "*"
                }
                let span = index < layout.spans.count ? layout.spans[index] : nil
                return Variant(keys: keys, pattern: variant.pattern, span: span)
            }
            for selector in selectors where locals[selector] == nil { external.insert(selector) }
            self.selectors = selectors
        }
        for variant in variants {
            for element in variant.pattern.elements {
                switch element {
                case .expression(let expression): note(expression)
                case .markup(let markup):
                    for case .variable(let name) in markup.options.map(\.value) where locals[name] == nil {
                        external.insert(name)
                    }
                case .text: continue
                }
            }
        }
        self.variants = variants
        self.externalVariables = external
        self.locals = locals
        self.functions = functions
    }

    /// The variables an expression reads: its operand and variable option values.
    static func variables(of expression: MessageExpression) -> [String] {
        var names: [String] = []
        if case .variable(let name) = expression.operand { names.append(name) }
        for option in expression.function?.options ?? [] {
            if case .variable(let name) = option.value { names.append(name) }
        }
        return names
    }

    /// The patterns of a message's body: its one pattern, or its variants' in order.
    static func patterns(of model: MessageModel) -> [MessagePattern] {
        switch model.body {
        case .pattern(let pattern): [pattern]
        case .matcher(_, let variants): variants.map(\.pattern)
        }
    }

    /// The variant of this message with exactly these keys.
    func variant(keys: [String]) -> Variant? {
        variants.first { $0.keys == keys }
    }

    /// The variables named by the entry's `@param` lines (the first word of each).
    var documentedVariables: [String] {
        entry.properties(named: "param").compactMap { value in
            value.split(whereSeparator: \.isWhitespace).first.map { String($0.drop { $0 == "$" }) }
        }
    }

    /// The offset of the `.match` keyword, for findings about the whole matcher.
    var matchOffset: Int {
        Array(entry.source.unicodeScalars).firstRange(of: Array(".match".unicodeScalars))?.lowerBound ?? 0
    }
}
