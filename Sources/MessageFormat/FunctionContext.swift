/// What a function may know about the formatting call, and where it reports non-fatal errors.
public struct FunctionContext: Sendable {
    /// The locale of the message (or of the expression, if it sets `u:locale`), a BCP 47 tag.
    public var locale: String { localeData.tag }
    /// The fallback text of the expression being resolved, e.g. `$count`, `|42|` or `:road`.
    public let source: String
    /// Errors reported so far by this call.
    public internal(set) var errors: [MessageError] = []
    /// Number symbols and plural rules of ``locale``.
    let localeData: LocaleData

    /// Creates a context; the engine makes one per function call.
    public init(locale: String, source: String) {
        self.source = source
        localeData = LocaleData.forLocale(locale)
    }

    init(localeData: LocaleData, source: String) {
        self.source = source
        self.localeData = localeData
    }

    /// The plural rules of ``locale``.
    public func pluralRules(_ type: PluralRuleType = .cardinal) -> PluralRules {
        type == .cardinal ? localeData.cardinal : localeData.ordinal
    }

    /// Whether ``locale`` is written right to left.
    public var isRightToLeft: Bool { localeData.isRightToLeft }

    /// Records an error that does not stop resolution (for example a bad option that is then
    /// ignored). To fail, throw a ``MessageError`` instead.
    public mutating func report(_ kind: MessageError.Kind, _ detail: String) {
        errors.append(MessageError(kind, detail))
    }

    /// An error of `kind` about this expression, for throwing.
    public func error(_ kind: MessageError.Kind, _ detail: String) -> MessageError {
        MessageError(kind, "\(source): \(detail)")
    }
}

/// A formatting and selection function registered by name, such as `:number` or a host's
/// `:distance`.
public protocol MessageFunction: Sendable {
    /// Resolves an expression annotated with this function.
    ///
    /// - Parameters:
    ///   - operand: the resolved operand (a ``StringValue`` for literals and host strings, a
    ///     ``NumberValue`` for host numbers, a ``HostValue`` for custom host values, a
    ///     ``FallbackValue`` when the operand failed, or whatever another function returned);
    ///     `nil` when the expression has no operand.
    ///   - options: the resolved options, without `u:` options and without options whose
    ///     variable was unresolved.
    ///   - context: the locale, and where non-fatal errors go.
    /// - Returns: the resolved value.
    /// - Throws: a ``MessageError`` such as `.badOperand` or `.badOption`; the expression then
    ///   formats as a fallback.
    func resolve(
        operand: (any MessageValue)?, options: FunctionOptions, context: inout FunctionContext
    ) throws(MessageError) -> any MessageValue
}
