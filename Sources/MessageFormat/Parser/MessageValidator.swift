/// Checks the data-model rules of the specification that a parsed message must satisfy
/// before it can be formatted.
enum MessageValidator {
    /// Returns every data-model error, in source order.
    static func errors(in model: MessageModel) -> [MessageError] {
        var errors: [MessageError] = []
        checkDeclarations(model.declarations, into: &errors)
        checkOptions(model, into: &errors)
        if case .matcher(let selectors, let variants) = model.body {
            checkSelectors(selectors, declarations: model.declarations, into: &errors)
            checkVariants(variants, selectorCount: selectors.count, into: &errors)
        }
        return errors
    }

    private static func checkDeclarations(
        _ declarations: [MessageDeclaration], into errors: inout [MessageError]
    ) {
        var declared = Set<String>()
        var referenced = Set<String>()
        for declaration in declarations {
            let expression = declaration.expression
            var references = optionVariables(expression.function?.options ?? [])
            if declaration.kind == .local, case .variable(let name) = expression.operand {
                references.append(name)
            }
            // A local may not use its own name either.
            let duplicate =
                declared.contains(declaration.name) || referenced.contains(declaration.name)
                || (declaration.kind == .local && references.contains(declaration.name))
            if duplicate {
                errors.append(
                    MessageError(
                        .duplicateDeclaration, "$\(declaration.name) is declared twice or after its use",
                        offset: expression.offset))
            }
            declared.insert(declaration.name)
            referenced.formUnion(references)
            if declaration.kind == .input { referenced.insert(declaration.name) }
        }
    }

    private static func optionVariables(_ options: [MessageOption]) -> [String] {
        options.compactMap { option in
            if case .variable(let name) = option.value { return name }
            return nil
        }
    }

    private static func checkOptions(_ model: MessageModel, into errors: inout [MessageError]) {
        func check(_ options: [MessageOption], offset: Int) {
            guard options.count > 1 else { return }
            var seen = Set<String>()
            for option in options where !seen.insert(option.name).inserted {
                errors.append(
                    MessageError(.duplicateOptionName, "option \(option.name) appears twice", offset: offset))
            }
        }
        func check(_ pattern: MessagePattern) {
            for element in pattern.elements {
                switch element {
                case .expression(let expression):
                    check(expression.function?.options ?? [], offset: expression.offset)
                case .markup(let markup):
                    check(markup.options, offset: markup.offset)
                case .text:
                    break
                }
            }
        }
        for declaration in model.declarations {
            check(declaration.expression.function?.options ?? [], offset: declaration.expression.offset)
        }
        switch model.body {
        case .pattern(let pattern):
            check(pattern)
        case .matcher(_, let variants):
            for variant in variants { check(variant.pattern) }
        }
    }

    private static func checkSelectors(
        _ selectors: [String], declarations: [MessageDeclaration], into errors: inout [MessageError]
    ) {
        var byName: [String: MessageExpression] = [:]
        for declaration in declarations where byName[declaration.name] == nil {
            byName[declaration.name] = declaration.expression
        }
        for selector in selectors {
            var name = selector
            var annotated = false
            var steps = 0
            while let expression = byName[name], steps <= declarations.count {
                steps += 1
                if expression.function != nil {
                    annotated = true
                    break
                }
                guard case .variable(let next) = expression.operand, next != name else { break }
                name = next
            }
            if !annotated {
                errors.append(
                    MessageError(
                        .missingSelectorAnnotation, "selector $\(selector) has no function annotation"))
            }
        }
    }

    private static func checkVariants(
        _ variants: [MessageVariant], selectorCount: Int, into errors: inout [MessageError]
    ) {
        var hasFallback = false
        var mismatched = false
        var seen = Set<[VariantKey]>()
        for (index, variant) in variants.enumerated() {
            if variant.keys.count != selectorCount {
                errors.append(
                    MessageError(
                        .variantKeyMismatch,
                        "variant \(index + 1) has \(variant.keys.count) keys for \(selectorCount) selectors"))
                mismatched = true
                continue
            }
            if variant.keys.allSatisfy({ $0 == .catchAll }) { hasFallback = true }
            if !seen.insert(variant.keys).inserted {
                errors.append(
                    MessageError(.duplicateVariant, "variant \(index + 1) repeats the keys of another"))
            }
        }
        if !hasFallback && !mismatched {
            errors.append(MessageError(.missingFallbackVariant, "no variant has only * keys"))
        }
    }
}
