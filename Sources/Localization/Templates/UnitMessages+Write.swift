/// A rounded distance worded straight into a renderer's buffers by the compiled unit programs:
/// the patterns' text and the number's digits copied once into each form, no string made for
/// the wording. It writes what ``UnitMessages/word(_:literal:category:symbols:errors:)`` words
/// (`DistanceProgramAgreementTests` keeps them equal).
extension UnitMessages {
    /// The patterns and number text of `distance`: the display form's pattern (the symbol form,
    /// or the word form for `style=spoken`) and the word form's. Nil when the programs do not
    /// cover it (a message left to the engine, more than three fraction digits, an amount below
    /// the minimum, which wraps its wording in another message).
    func pieces(_ distance: RoundedDistance, style: Style, symbols: DecimalSymbols) -> DistancePieces? {
        guard distance.fractionDigits <= 3, !distance.isBelowMinimum,
            let spoken = programs[Self.slot(.spoken, distance.unit)]
        else { return nil }
        let words = style == .spoken
        var display = spoken
        if !words {
            guard let symbolProgram = programs[Self.slot(.display, distance.unit)] else { return nil }
            display = symbolProgram
        }
        let literal = distance.numberLiteral
        let category = plurals.category(for: literal)
        let wordPattern = spoken.pattern(literal: literal, category: category)
        // Speech engines misread grouped digits: only the symbol form groups them (as `word`).
        let plain = NumberText.localized(literal, symbols: symbols, grouping: false)
        return DistancePieces(
            display: words ? wordPattern : display.pattern(literal: literal, category: category),
            words: wordPattern, plain: plain,
            grouped: words || literal.utf8.count < 4
                ? nil : NumberText.localized(literal, symbols: symbols, grouping: true))
    }
}

/// A distance's wording as its patterns and number text, ready to be written into a sink.
@usableFromInline
struct DistancePieces {
    /// The display form's pattern.
    @usableFromInline let display: UnitProgram.Pattern
    /// The word form's pattern (spoken and SSML forms).
    @usableFromInline let words: UnitProgram.Pattern
    /// The number as speech wants it: ungrouped.
    @usableFromInline let plain: String
    /// The number grouped for the symbol form, nil when the display form takes `plain`.
    @usableFromInline let grouped: String?

    init(display: UnitProgram.Pattern, words: UnitProgram.Pattern, plain: String, grouped: String?) {
        self.display = display
        self.words = words
        self.plain = plain
        self.grouped = grouped
    }

    /// Writes the display form, the spoken form (the word form) and the SSML form (the word form
    /// escaped); returns whether the display form ends with a full stop.
    @inlinable
    func write<Sink: FormSink>(into sink: inout Sink) -> Bool {
        var tail = DisplayTail()
        Self.write(display, grouped ?? plain, to: .display, into: &sink, tail: &tail)
        var ignored = DisplayTail()
        Self.write(words, plain, to: .spoken, into: &sink, tail: &ignored)
        Self.write(words, plain, to: .ssmlEscaped, into: &sink, tail: &ignored)
        // A full stop after a letter that is not ASCII: the characters decide.
        return tail.endsWithFullStop ?? displayText.hasSuffix(".")
    }

    /// The display form as a string.
    @usableFromInline
    var displayText: String { display.render(grouped ?? plain) }

    /// Writes a pattern with `number` in the argument's place to one form.
    @inlinable
    static func write<Sink: FormSink>(
        _ pattern: UnitProgram.Pattern, _ number: String, to target: FormTarget, into sink: inout Sink,
        tail: inout DisplayTail
    ) {
        for piece in pattern.pieces {
            let text: String
            switch piece {
            case .text(let literal): text = literal
            case .argument: text = number
            }
            FormSinkText.withBytes(text) { bytes in
                sink.append(bytes, to: target)
                if target == .display { tail.add(bytes) }
            }
        }
    }
}
