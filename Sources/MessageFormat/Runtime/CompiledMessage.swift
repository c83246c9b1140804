/// A message parsed, validated and compiled once, then formatted many times with different
/// arguments; a `Sendable` value that can be shared across threads.
///
/// ```swift
/// let message = try CompiledMessage(
///     ".input {$count :number} .match $count one {{{$count} file}} * {{{$count} files}}",
///     locale: "en")
/// message.format(["count": 3])  // "3 files"
/// ```
public struct CompiledMessage: Sendable {
    /// Everything a compiled message holds, behind one reference so that copies are cheap.
    private final class Storage: Sendable {
        let source: String
        let locale: String
        let model: MessageModel
        let bidiIsolation: BidiIsolation
        let program: Program
        let localeData: LocaleData

        init(
            source: String, locale: String, model: MessageModel, bidiIsolation: BidiIsolation,
            program: Program,
            localeData: LocaleData
        ) {
            self.source = source
            self.locale = locale
            self.model = model
            self.bidiIsolation = bidiIsolation
            self.program = program
            self.localeData = localeData
        }
    }

    private let storage: Storage

    /// The source text.
    public var source: String { storage.source }
    /// The locale, a BCP 47 tag.
    public var locale: String { storage.locale }
    /// The parsed data model.
    public var model: MessageModel { storage.model }
    /// The bidi isolation strategy.
    public var bidiIsolation: BidiIsolation { storage.bidiIsolation }
    var program: Program { storage.program }
    var localeData: LocaleData { storage.localeData }

    /// Parses, validates and compiles a message.
    ///
    /// - Throws: the first syntax error or data-model error (``MessageError/Kind/isStatic``).
    public init(
        _ source: String, locale: String = "en", registry: FunctionRegistry = .standard,
        bidiIsolation: BidiIsolation = .default
    ) throws(MessageError) {
        let model = try MessageParser.parse(source)
        try self.init(
            model: model, source: source, locale: locale, registry: registry, bidiIsolation: bidiIsolation)
    }

    /// Validates and compiles an already parsed message.
    public init(
        model: MessageModel, source: String = "", locale: String = "en",
        registry: FunctionRegistry = .standard,
        bidiIsolation: BidiIsolation = .default
    ) throws(MessageError) {
        if let error = MessageValidator.errors(in: model).first { throw error }
        storage = Storage(
            source: source, locale: locale, model: model, bidiIsolation: bidiIsolation,
            program: Program(model: model, registry: registry), localeData: LocaleData.forLocale(locale))
    }

    /// Parses a message without compiling it.
    public static func parse(_ source: String) throws(MessageError) -> MessageModel {
        try MessageParser.parse(source)
    }

    /// Every syntax or data-model error of a source (empty when it compiles).
    public static func diagnose(_ source: String) -> [MessageError] {
        do {
            return MessageValidator.errors(in: try MessageParser.parse(source))
        } catch {
            return [error]
        }
    }

    /// Formats to a string, ignoring errors (failed placeholders show as `{$name}`).
    public func format(_ arguments: MessageArguments = [:]) -> String {
        var errors: [MessageError] = []
        return format(arguments, errors: &errors)
    }

    /// Formats to a string and appends every resolution or formatting error to `errors`.
    public func format(_ arguments: MessageArguments, errors: inout [MessageError]) -> String {
        let (output, found) = Evaluation.with(program: program, arguments: arguments, localeData: localeData)
        {
            evaluation in
            let text = formatString(&evaluation)
            return (text, evaluation.errors)
        }
        if !found.isEmpty { errors.append(contentsOf: found) }
        return output
    }

    private func formatString(_ evaluation: inout Evaluation) -> String {
        let pattern = evaluation.selectPattern()
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
            var output = SpillingBytes(buffer)
            let isolate = bidiIsolation == .default
            for element in pattern {
                switch element {
                case .text(let text):
                    output.append(text)
                case .markup(let markup):
                    _ = resolveMarkup(markup, in: &evaluation)
                case .expression(let expression):
                    let (text, direction, explicit) = formatted(expression, in: &evaluation)
                    if isolate, let (open, close) = isolation(direction, explicit: explicit) {
                        output.append(open)
                        output.append(text)
                        output.append(close)
                    } else {
                        output.append(text)
                    }
                }
            }
            return output.string
        }
    }

    /// Formats to parts, ignoring errors.
    public func formatToParts(_ arguments: MessageArguments = [:]) -> [MessagePart] {
        var errors: [MessageError] = []
        return formatToParts(arguments, errors: &errors)
    }

    /// Formats to parts (text, markup, expressions with their resolved values, fallbacks) and
    /// appends every error to `errors`.
    public func formatToParts(_ arguments: MessageArguments, errors: inout [MessageError]) -> [MessagePart] {
        let (parts, found) = Evaluation.with(program: program, arguments: arguments, localeData: localeData) {
            evaluation in
            let parts = formatParts(&evaluation)
            return (parts, evaluation.errors)
        }
        if !found.isEmpty { errors.append(contentsOf: found) }
        return parts
    }

    private func formatParts(_ evaluation: inout Evaluation) -> [MessagePart] {
        let pattern = evaluation.selectPattern()
        var parts: [MessagePart] = []
        let isolate = bidiIsolation == .default
        for element in pattern {
            switch element {
            case .text(let text):
                parts.append(.text(text))
            case .markup(let markup):
                parts.append(.markup(resolveMarkup(markup, in: &evaluation)))
            case .expression(let expression):
                let part = expressionPart(expression, in: &evaluation)
                let direction: TextDirection
                let explicit: Bool
                if case .expression(let value) = part {
                    direction = value.direction ?? value.value.direction
                    explicit = value.direction != nil
                } else {
                    direction = .auto
                    explicit = false
                }
                if isolate, let (open, close) = isolation(direction, explicit: explicit) {
                    parts.append(.bidiIsolation(open))
                    parts.append(part)
                    parts.append(.bidiIsolation(close))
                } else {
                    parts.append(part)
                }
            }
        }
        return parts
    }

    // MARK: - Helpers

    /// The expression's text, its direction and whether `u:dir` set that direction.
    private func formatted(_ expression: Program.Expression, in evaluation: inout Evaluation)
        -> (text: String, direction: TextDirection, explicit: Bool)
    {
        let resolved: Evaluation.Resolved
        if expression.functionName == nil, case .variable(.declaration(let index), _)? = expression.operand {
            // A reference to a declared variable: format straight from its slot.
            resolved = evaluation.resolved(index)
        } else {
            resolved = evaluation.evaluate(expression)
        }
        if resolved.isFallback {
            return ("{" + expression.source + "}", .auto, false)
        }
        do {
            let text = try resolved.value.format {
                FunctionContext(localeData: resolved.localeData ?? localeData, source: expression.source)
            }
            let explicit = resolved.direction
            return (text, explicit ?? resolved.value.direction, explicit != nil)
        } catch {
            evaluation.errors.append(error)
            return ("{" + expression.source + "}", .auto, false)
        }
    }

    private func expressionPart(_ expression: Program.Expression, in evaluation: inout Evaluation)
        -> MessagePart
    {
        let resolved = evaluation.evaluate(expression)
        if resolved.isFallback { return .fallback(source: expression.source) }
        let data = resolved.localeData ?? localeData
        let context = FunctionContext(localeData: data, source: expression.source)
        do {
            let value = resolved.value.boxed
            let pieces = try value.formatToParts(context: context)
            let text = pieces.map(\.value).joined()
            return .expression(
                ExpressionPart(
                    type: value.partType, source: expression.source, value: value,
                    text: text,
                    parts: pieces, locale: data.tag, direction: resolved.direction, id: resolved.id))
        } catch {
            evaluation.errors.append(error)
            return .fallback(source: expression.source)
        }
    }

    func resolveMarkup(_ markup: Program.Markup, in evaluation: inout Evaluation) -> MarkupPart {
        let options = evaluation.resolveOptions(markup.options)
        var id: String?
        if let source = markup.id {
            let resolved = evaluation.resolve(source)
            if !resolved.isFallback { id = resolved.value.stringValue }
        }
        if markup.hasDirection {
            evaluation.errors.append(
                MessageError(.badOption, "u:dir is not allowed on markup \(markup.name)"))
        }
        return MarkupPart(kind: markup.kind, name: markup.name, options: options, id: id)
    }

    func isolation(_ direction: TextDirection, explicit: Bool) -> (String, String)? {
        switch direction {
        case .ltr:
            if !localeData.isRightToLeft && !explicit { return nil }
            return ("\u{2066}", "\u{2069}")
        case .rtl:
            return ("\u{2067}", "\u{2069}")
        case .auto:
            return ("\u{2068}", "\u{2069}")
        }
    }
}
