/// A rounded distance worded straight from its digits: the amount written once into a few bytes
/// on the stack with the locale's decimal sign, its plural category read from the tables by its
/// scaled value, and the compiled patterns written around it, with no literal, number text or
/// wording string made. It writes what ``UnitMessages/pieces(_:style:symbols:)`` does
/// (`DistanceProgramAgreementTests` keeps them equal); amounts it does not take go there.
extension UnitMessages {
    /// Runs `body` with the patterns of `distance` and its number as the spoken form says it
    /// (ungrouped, with the locale's decimal sign); nil, without calling `body`, when the
    /// programs do not cover the amount or its display form would group digits.
    @usableFromInline
    func withNumberPieces(
        _ distance: RoundedDistance, style: Style, symbols: DecimalSymbols, _ body: (NumberPieces) -> Bool
    ) -> Bool? {
        guard distance.fractionDigits <= 3, !distance.isBelowMinimum, distance.value >= 0,
            let spoken = programs[Self.slot(.spoken, distance.unit)]
        else { return nil }
        let words = style == .spoken
        var display = spoken
        if !words {
            guard let symbolProgram = programs[Self.slot(.display, distance.unit)] else { return nil }
            display = symbolProgram
        }
        // The digits as `NumberText.literal` writes them.
        let fractionDigits = distance.fractionDigits
        var scale = 1.0
        for _ in 0..<fractionDigits { scale *= 10 }
        let scaled = (distance.value * scale).rounded()
        guard scaled < 1e15 else { return nil }
        let whole = UInt64(scaled)
        var integerPart = whole
        for _ in 0..<fractionDigits { integerPart /= 10 }
        var integerDigits = 1
        while integerPart >= 10 {
            integerPart /= 10
            integerDigits += 1
        }
        // The symbol form groups a long number (`NumberText.localized` with grouping).
        if !words, integerDigits + (fractionDigits > 0 ? fractionDigits + 1 : 0) >= 4,
            integerDigits >= 3 + symbols.minimumGroupingDigits
        {
            return nil
        }
        let category =
            whole < 1000 && fractionDigits == 0
            ? plurals.category(whole: Int(whole))
            : whole < 1000 && fractionDigits == 1 ? plurals.category(tenths: Int(whole)) : nil
        let decimal = symbols.decimal
        let capacity = 24 + decimal.utf8.count
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer -> Bool? in
            // The literal first (`.` as the point), for exact keys and the rules.
            var position = integerDigits + (fractionDigits > 0 ? fractionDigits + 1 : 0)
            let literalLength = position
            var rest = whole
            for _ in 0..<fractionDigits {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            if fractionDigits > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: ".")
            }
            while position > 0 {
                position -= 1
                buffer[position] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            }
            let literal = UnsafeBufferPointer(rebasing: buffer[..<literalLength])
            let found = category ?? plurals.rules.category(for: String(decoding: literal, as: UTF8.self))
            let wordPattern = spoken.pattern(literal: literal, category: found)
            let displayPattern = words ? wordPattern : display.pattern(literal: literal, category: found)
            guard fractionDigits > 0 else {
                return body(
                    NumberPieces(display: displayPattern, words: wordPattern, number: literal, escapes: false)
                )
            }
            // The point replaced by the locale's decimal sign, the fraction written after it.
            position = integerDigits
            for byte in decimal.utf8 {
                buffer[position] = byte
                position += 1
            }
            var fraction = whole
            var digit = position + fractionDigits
            while digit > position {
                digit -= 1
                buffer[digit] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            let number = UnsafeBufferPointer(rebasing: buffer[..<(position + fractionDigits)])
            // Digits need no escaping; the decimal sign is looked at once here.
            let escapes = !decimal.utf8.allSatisfy { byte in
                byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
                    && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"")
            }
            return body(
                NumberPieces(display: displayPattern, words: wordPattern, number: number, escapes: escapes))
        }
    }
}

/// A distance's wording as its two patterns and the number's bytes, ready to be written.
@usableFromInline
package struct NumberPieces {
    /// The display form's pattern.
    @usableFromInline let display: UnitProgram.Pattern
    /// The word form's pattern (spoken and SSML forms).
    @usableFromInline let words: UnitProgram.Pattern
    /// The number, ungrouped, with the locale's decimal sign.
    @usableFromInline let number: UnsafeBufferPointer<UInt8>
    /// Whether the number may hold a byte SSML escapes (only a decimal sign could); when not,
    /// the SSML form takes its bytes as they are.
    @usableFromInline let escapes: Bool

    init(
        display: UnitProgram.Pattern, words: UnitProgram.Pattern, number: UnsafeBufferPointer<UInt8>,
        escapes: Bool
    ) {
        self.display = display
        self.words = words
        self.number = number
        self.escapes = escapes
    }

    /// Writes the display form, the spoken form (the word form) and the SSML form (the word form
    /// escaped); returns whether the display form ends with a full stop.
    @inlinable
    package func write<Sink: FormSink>(into sink: inout Sink) -> Bool {
        var tail = DisplayTail()
        Self.write(display, number, to: .display, numberTo: .display, into: &sink, tail: &tail)
        var ignored = DisplayTail()
        Self.write(words, number, to: .spoken, numberTo: .spoken, into: &sink, tail: &ignored)
        Self.write(
            words, number, to: .ssmlEscaped, numberTo: escapes ? .ssmlEscaped : .ssml, into: &sink,
            tail: &ignored)
        // A full stop after a letter that is not ASCII: the characters decide.
        return tail.endsWithFullStop ?? displayText.hasSuffix(".")
    }

    /// The display form as a string.
    @usableFromInline
    var displayText: String { display.render(String(decoding: number, as: UTF8.self)) }

    /// Writes a pattern with `number` in the argument's place to one form: the pattern's text
    /// as laid out at load (escaped already for SSML), the number written to `numberTarget`
    /// (escaped there when it may need it).
    @inlinable
    static func write<Sink: FormSink>(
        _ pattern: UnitProgram.Pattern, _ number: UnsafeBufferPointer<UInt8>, to target: FormTarget,
        numberTo numberTarget: FormTarget, into sink: inout Sink, tail: inout DisplayTail
    ) {
        let layout = pattern.bytes
        let ssml = target == .ssmlEscaped
        let arguments = ssml ? layout.escapedArguments : layout.arguments
        (ssml ? layout.escaped : layout.text).withUnsafeBufferPointer { text in
            var cursor = 0
            for argument in arguments {
                if argument > cursor {
                    let run = UnsafeBufferPointer(rebasing: text[cursor..<argument])
                    sink.append(run, to: ssml ? .ssml : target)
                    if target == .display { tail.add(run) }
                }
                sink.append(number, to: numberTarget)
                if target == .display { tail.add(number) }
                cursor = argument
            }
            if text.count > cursor {
                let run = UnsafeBufferPointer(rebasing: text[cursor...])
                sink.append(run, to: ssml ? .ssml : target)
                if target == .display { tail.add(run) }
            }
        }
    }
}
