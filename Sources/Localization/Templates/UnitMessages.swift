import MessageFormat

/// The unit words of a locale: the `[unit.display]` and `[unit.spoken]` messages of its
/// templates, compiled once. Each takes `$count` (the rounded amount as a number, for plural
/// and exact-number variants) and `$number` (the amount written with the locale's symbols);
/// the `lessThan` messages take `$distance`, the phrase for the threshold ("10 metros").
/// Spoken messages get `$number` without grouping separators ("1235", not "1.235").
public struct UnitMessages: Sendable {
    /// A message as found in a template file.
    public struct Source: Sendable, Hashable {
        /// The MF2 source of the message.
        public var text: String
        /// The file it comes from.
        public var file: String
        /// The line of its `id =`.
        public var line: Int

        /// Creates a message source.
        public init(text: String, file: String, line: Int) {
            self.text = text
            self.file = file
            self.line = line
        }
    }

    /// Display (symbols) or spoken (words).
    public enum Style: String, Sendable, Hashable, CaseIterable {
        /// Symbols: "500 m", "1,5 km".
        case display
        /// Words: "500 metros", "um quilômetro e meio".
        case spoken
    }

    /// The message ids a locale's templates must define.
    public static let requiredIDs: [String] = Style.allCases.flatMap { style in
        (DistanceUnit.allCases.map(\.rawValue) + ["lessThan"]).map { "unit.\(style.rawValue).\($0)" }
    }

    /// The compiled messages by ``slot(_:_:)``: an array indexed by style and unit, not a
    /// dictionary keyed by an id built per call.
    private let messages: [CompiledMessage]
    /// The same messages compiled to straight-line text where their shape allows, by slot (nil
    /// where a message stays with the engine).
    let programs: [UnitProgram?]
    /// The locale's cardinal plural rules, with the categories of the amounts distances use most
    /// listed once.
    let plurals: PluralTable

    /// Where a message sits in ``messages``: each style's units in `DistanceUnit` order, then
    /// its `lessThan` (`unit` nil).
    static func slot(_ style: Style, _ unit: DistanceUnit?) -> Int {
        let perStyle = DistanceUnit.allCases.count + 1
        let styleIndex = style == .display ? 0 : 1
        let unitIndex =
            switch unit {
            case .meter: 0
            case .kilometer: 1
            case .foot: 2
            case .yard: 3
            case .mile: 4
            case nil: perStyle - 1
            }
        return styleIndex * perStyle + unitIndex
    }

    /// Compiles every required message found by `lookup` (id → source).
    ///
    /// - Throws: ``LocalizationError/malformedTemplates(path:line:reason:)`` for a missing id
    ///   (naming the file where it was expected) or a message that does not compile.
    public init(
        locale: String, expectedFile: String, lookup: (String) -> Source?
    ) throws(LocalizationError) {
        var compiled: [(slot: Int, message: CompiledMessage)] = []
        for style in Style.allCases {
            for unit in DistanceUnit.allCases.map(Optional.some) + [nil] {
                let id = "unit.\(style.rawValue).\(unit?.rawValue ?? "lessThan")"
                guard let source = lookup(id) else {
                    throw .malformedTemplates(path: expectedFile, line: 1, reason: "missing message \(id)")
                }
                do {
                    let message = try CompiledMessage(source.text, locale: locale, bidiIsolation: .none)
                    compiled.append((Self.slot(style, unit), message))
                } catch {
                    throw .malformedTemplates(path: source.file, line: source.line, reason: "\(id): \(error)")
                }
            }
        }
        let sorted = compiled.sorted { $0.slot < $1.slot }.map(\.message)
        let lessThanSlots = Set(Style.allCases.map { Self.slot($0, nil) })
        messages = sorted
        programs = sorted.indices.map { slot in
            UnitProgram(sorted[slot].model, argument: lessThanSlots.contains(slot) ? "distance" : "number")
        }
        plurals = PluralTable(PluralRules.rules(for: locale, type: .cardinal))
    }

    /// Formats a rounded distance with the locale's words.
    ///
    /// - Returns: the text and any formatting errors (a message that fails at run time still
    ///   yields text with `{...}` fallbacks).
    public func format(_ distance: RoundedDistance, style: Style, symbols: DecimalSymbols) -> (
        String, [MessageError]
    ) {
        var errors: [MessageError] = []
        let text = format(
            distance, literal: distance.numberLiteral, style: style, symbols: symbols, errors: &errors)
        return (text, errors)
    }

    /// Words a rounded distance whose number literal (`literal`) and plural category the caller
    /// already has, in both styles: by the straight-line programs where the messages compiled to
    /// them and the literal is one `:number` shows as it is (at most three fraction digits), by
    /// the engine otherwise (appending any formatting errors to `errors`).
    func word(
        _ distance: RoundedDistance, literal: String, category: PluralCategory, symbols: DecimalSymbols,
        errors: inout [MessageError]
    ) -> (symbols: String, words: String) {
        func byEngine() -> (symbols: String, words: String) {
            (
                format(distance, literal: literal, style: .display, symbols: symbols, errors: &errors),
                format(distance, literal: literal, style: .spoken, symbols: symbols, errors: &errors)
            )
        }
        guard distance.fractionDigits <= 3,
            let display = programs[Self.slot(.display, distance.unit)],
            let spoken = programs[Self.slot(.spoken, distance.unit)]
        else { return byEngine() }
        // Speech engines misread grouped digits; up to three integer digits nothing is grouped.
        let plain = NumberText.localized(literal, symbols: symbols, grouping: false)
        let grouped =
            literal.utf8.count < 4 ? plain : NumberText.localized(literal, symbols: symbols, grouping: true)
        var symbolText = display.format(literal: literal, category: category, argument: grouped)
        var wordText = spoken.format(literal: literal, category: category, argument: plain)
        guard distance.isBelowMinimum else { return (symbolText, wordText) }
        guard let displayLess = programs[Self.slot(.display, nil)],
            let spokenLess = programs[Self.slot(.spoken, nil)]
        else { return byEngine() }
        symbolText = displayLess.format(literal: literal, category: category, argument: symbolText)
        wordText = spokenLess.format(literal: literal, category: category, argument: wordText)
        return (symbolText, wordText)
    }

    /// Formats a rounded distance whose number literal the caller already has through the
    /// engine (the reference the straight-line programs must equal), appending any formatting
    /// errors to `errors`.
    func format(
        _ distance: RoundedDistance, literal: String, style: Style, symbols: DecimalSymbols,
        errors: inout [MessageError]
    ) -> String {
        // Speech engines misread grouped digits (eSpeak's pt voice reads "12 345" with U+00A0 as
        // "doze trezentos..."), while every engine reads plain digits right.
        let number = NumberText.localized(literal, symbols: symbols, grouping: style != .spoken)
        let arguments: MessageArguments = ["count": .decimal(literal), "number": .string(number)]
        let phrase = messages[Self.slot(style, distance.unit)].format(arguments, errors: &errors)
        guard distance.isBelowMinimum else { return phrase }
        return messages[Self.slot(style, nil)].format(
            ["distance": .string(phrase), "count": .decimal(literal)], errors: &errors)
    }
}
