import MessageFormat

/// `:distance` called directly by a renderer that resolved the placeholder's options when its
/// messages loaded: the same rounding and wording as ``resolve(operand:options:context:)``, with
/// the same memo, and no option list, boxed operand or existential value per call.
extension DistanceFunction {
    /// A placeholder's `:distance` options, checked once.
    @usableFromInline
    package struct DirectOptions: Sendable {
        /// Which form the display text shows (`style=`).
        package var style: UnitMessages.Style
        /// The rounding table of `units=` and `rounding=`.
        package var table: RoundingTable
        /// The fraction digits each band of ``table`` steps in, worked out at load.
        package var stepDigits: [Int]
    }

    /// The options of a placeholder as `resolve` reads them from literal options; nil when
    /// `resolve` would report an error for them (an unknown keyword, no rounding table).
    package func directOptions(_ literal: [(name: String, value: String)]) -> DirectOptions? {
        func value(_ name: String) -> String? {
            literal.first { $0.name == name }?.value
        }
        var style = UnitMessages.Style.display
        if let written = value("style") {
            guard let known = UnitMessages.Style(rawValue: written) else { return nil }
            style = known
        }
        var system = facts.defaultUnits
        if let written = value("units") {
            guard let known = UnitSystem(rawValue: written) else { return nil }
            system = known
        }
        var purpose = RoundingPurpose.voice
        if let written = value("rounding") {
            guard let known = RoundingPurpose(rawValue: written) else { return nil }
            purpose = known
        }
        guard let (table, stepDigits) = roundingTable(system, for: purpose) else { return nil }
        return DirectOptions(style: style, table: table, stepDigits: stepDigits)
    }

    /// The rounded distance with its symbol and word forms, as `resolve` words `meters`; nil
    /// when `resolve` would fail or report a problem (not a finite number of 0 or more, a unit
    /// message with an error), so that the caller takes the general path.
    package func directWording(_ meters: Double, _ options: DirectOptions)
        -> (rounded: RoundedDistance, symbols: String, words: String)?
    {
        guard meters.isFinite, meters >= 0 else { return nil }
        let rounded = options.table.round(meters: meters, stepDigits: options.stepDigits)
        let worded = wordings.cached(rounded) ?? word(rounded)
        guard worded.errors.isEmpty else { return nil }
        return (rounded, worded.symbolText, worded.wordText)
    }
}

extension DistanceFunction {
    /// Rounds and words `meters` as ``directWording(_:_:)`` does, straight into `sink`: the
    /// display form (symbol or word form by the style), the spoken form (the word form) and the
    /// SSML form (the word form escaped); returns whether the display form ends with a full
    /// stop. Nil, with nothing written, when ``directWording(_:_:)`` would give nil. Inlinable,
    /// so that it is made for the caller's sink and its appends are direct calls.
    @inlinable
    package func directWrite<Sink: FormSink>(
        _ meters: Double, _ options: DirectOptions, into sink: inout Sink
    )
        -> Bool?
    {
        guard let (display, words) = directStrings(meters, options) else { return nil }
        sink.appendDisplay(display)
        sink.appendSpoken(words)
        sink.appendSSMLEscaping(words)
        return display.hasSuffix(".")
    }

    /// The display and word forms ``directWrite(_:_:into:)`` writes (the wording from the memo
    /// when it has it); nil when ``directWording(_:_:)`` gives nil.
    @usableFromInline
    func directStrings(_ meters: Double, _ options: DirectOptions) -> (display: String, words: String)? {
        guard meters.isFinite, meters >= 0 else { return nil }
        let rounded = options.table.round(meters: meters, stepDigits: options.stepDigits)
        let worded = wordings.cached(rounded) ?? word(rounded)
        guard worded.errors.isEmpty else { return nil }
        return (options.style == .spoken ? worded.wordText : worded.symbolText, worded.wordText)
    }
}
