/// A rounded distance worded straight into a renderer's buffers by the compiled unit programs:
/// the number's digits and the pattern's text copied once into each form, no string made for
/// the number or the wording. It writes what ``UnitMessages/word(_:literal:category:symbols:errors:)``
/// words (`DistanceProgramAgreementTests` keeps them equal).
extension UnitMessages {
    /// Writes the display form (the symbol form, or the word form for `style=spoken`), the
    /// spoken form (the word form) and the SSML form (the word form escaped) of `distance`;
    /// returns whether the display form ends with a full stop. Nil, with nothing written, when
    /// the programs do not cover it (a message left to the engine, more than three fraction
    /// digits, an amount below the minimum, which wraps its wording in another message).
    func write<Sink: FormSink>(
        _ distance: RoundedDistance, style: Style, symbols: DecimalSymbols, into sink: inout Sink
    ) -> Bool? {
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
        let displayPattern = words ? wordPattern : display.pattern(literal: literal, category: category)
        // The number as the locale writes it: the literal with its decimal point replaced, grouped
        // only for the symbol form of four integer digits or more (as `NumberText.localized`).
        let grouped = words ? nil : Self.groupedNumber(literal, symbols: symbols)
        var tail = DisplayTail()
        let decimal = symbols.decimal
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: literal.utf8.count + decimal.utf8.count) {
            buffer in
            let plain = Self.localize(literal, decimal: decimal, into: buffer)
            if let grouped {
                FormSinkText.withBytes(grouped) { number in
                    Self.write(displayPattern, number, to: .display, into: &sink, tail: &tail)
                }
            } else {
                Self.write(displayPattern, plain, to: .display, into: &sink, tail: &tail)
            }
            var ignored = DisplayTail()
            Self.write(wordPattern, plain, to: .spoken, into: &sink, tail: &ignored)
            Self.write(wordPattern, plain, to: .ssmlEscaped, into: &sink, tail: &ignored)
        }
        if let ends = tail.endsWithFullStop { return ends }
        // A full stop after a letter that is not ASCII: the characters decide.
        var text = ""
        for piece in displayPattern.pieces {
            switch piece {
            case .text(let literalText): text += literalText
            case .argument:
                text += grouped ?? NumberText.localized(literal, symbols: symbols, grouping: false)
            }
        }
        return text.hasSuffix(".")
    }

    /// The grouped number for the symbol form, nil when it is the plain one (no grouping).
    private static func groupedNumber(_ literal: String, symbols: DecimalSymbols) -> String? {
        var integerDigits = 0
        for byte in literal.utf8 {
            guard byte != UInt8(ascii: ".") else { break }
            integerDigits += 1
        }
        guard integerDigits >= 3 + symbols.minimumGroupingDigits else { return nil }
        return NumberText.localized(literal, symbols: symbols, grouping: true)
    }

    /// Writes `literal` (ASCII digits and at most one ".") into `buffer` with its "." as
    /// `decimal`; returns the bytes written.
    private static func localize(
        _ literal: String, decimal: String, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> UnsafeBufferPointer<UInt8> {
        var position = 0
        for byte in literal.utf8 {
            if byte == UInt8(ascii: ".") {
                for symbol in decimal.utf8 {
                    buffer[position] = symbol
                    position += 1
                }
            } else {
                buffer[position] = byte
                position += 1
            }
        }
        return UnsafeBufferPointer(rebasing: buffer[..<position])
    }

    /// Writes a pattern with `number` in the argument's place to one form.
    private static func write<Sink: FormSink>(
        _ pattern: UnitProgram.Pattern, _ number: UnsafeBufferPointer<UInt8>, to target: FormTarget,
        into sink: inout Sink, tail: inout DisplayTail
    ) {
        for piece in pattern.pieces {
            switch piece {
            case .text(let text):
                FormSinkText.withBytes(text) { bytes in
                    sink.append(bytes, to: target)
                    if target == .display { tail.add(bytes) }
                }
            case .argument:
                sink.append(number, to: target)
                if target == .display { tail.add(number) }
            }
        }
    }
}
