extension CompiledMessage {
    /// Formats piece by piece: `body` sees, in order, what ``formatToParts(_:errors:)`` would
    /// return, and every error is appended to `errors` as there. Renderers that turn the parts
    /// into their own forms use it to skip building the parts array and each placeholder's
    /// pieces.
    public func forEachPiece(
        _ arguments: MessageArguments, errors: inout [MessageError], _ body: (MessagePiece) -> Void
    ) {
        let found = Evaluation.with(program: program, arguments: arguments, localeData: localeData) {
            evaluation in
            walkPieces(&evaluation, body)
            return evaluation.errors
        }
        if !found.isEmpty { errors.append(contentsOf: found) }
    }

    private func walkPieces(_ evaluation: inout Evaluation, _ body: (MessagePiece) -> Void) {
        let pattern = evaluation.selectPattern()
        let isolate = bidiIsolation == .default
        for element in pattern {
            switch element {
            case .text(let text):
                body(.text(text))
            case .markup(let markup):
                body(.markup(resolveMarkup(markup, in: &evaluation)))
            case .expression(let expression):
                let (piece, direction, explicit) = expressionPiece(expression, isolate, in: &evaluation)
                if isolate, let (open, close) = isolation(direction, explicit: explicit) {
                    body(.bidiIsolation(open))
                    body(piece)
                    body(.bidiIsolation(close))
                } else {
                    body(piece)
                }
            }
        }
    }

    /// As `expressionPart`: the piece, and the direction and explicitness isolation decides on
    /// (only asked of the value when the message isolates).
    private func expressionPiece(
        _ expression: Program.Expression, _ isolate: Bool, in evaluation: inout Evaluation
    ) -> (MessagePiece, TextDirection, Bool) {
        let resolved = evaluation.evaluate(expression)
        if resolved.isFallback { return (.fallback(source: expression.source), .auto, false) }
        let data = resolved.localeData ?? localeData
        let context = FunctionContext(localeData: data, source: expression.source)
        do {
            let value = resolved.value.boxed
            let text = try value.formattedText(context: context)
            let explicit = resolved.direction
            let direction = isolate ? explicit ?? value.direction : .auto
            return (.value(value, text: text), direction, explicit != nil)
        } catch {
            evaluation.errors.append(error)
            return (.fallback(source: expression.source), .auto, false)
        }
    }
}
