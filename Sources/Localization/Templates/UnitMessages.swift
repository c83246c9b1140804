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

    private let messages: [String: CompiledMessage]

    /// Compiles every required message found by `lookup` (id → source).
    ///
    /// - Throws: ``LocalizationError/malformedTemplates(path:line:reason:)`` for a missing id
    ///   (naming the file where it was expected) or a message that does not compile.
    public init(
        locale: String, expectedFile: String, lookup: (String) -> Source?
    ) throws(LocalizationError) {
        var messages: [String: CompiledMessage] = [:]
        for id in Self.requiredIDs {
            guard let source = lookup(id) else {
                throw .malformedTemplates(path: expectedFile, line: 1, reason: "missing message \(id)")
            }
            do {
                messages[id] = try CompiledMessage(source.text, locale: locale, bidiIsolation: .none)
            } catch {
                throw .malformedTemplates(path: source.file, line: source.line, reason: "\(id): \(error)")
            }
        }
        self.messages = messages
    }

    /// Formats a rounded distance with the locale's words.
    ///
    /// - Returns: the text and any formatting errors (a message that fails at run time still
    ///   yields text with `{...}` fallbacks).
    public func format(_ distance: RoundedDistance, style: Style, symbols: DecimalSymbols) -> (
        String, [MessageError]
    ) {
        var errors: [MessageError] = []
        let literal = distance.numberLiteral
        var written = symbols
        if style == .spoken {
            // Speech engines misread grouped digits (eSpeak's pt voice reads "12 345" with U+00A0
            // as "doze trezentos..."), while every engine reads plain digits right.
            written.group = ""
        }
        let arguments: MessageArguments = [
            "count": .decimal(literal), "number": .string(NumberText.localized(literal, symbols: written)),
        ]
        let phrase =
            messages["unit.\(style.rawValue).\(distance.unit.rawValue)"]?.format(arguments, errors: &errors)
            ?? ""
        guard distance.isBelowMinimum else { return (phrase, errors) }
        let lessThan =
            messages["unit.\(style.rawValue).lessThan"]?.format(
                ["distance": .string(phrase), "count": .decimal(literal)], errors: &errors) ?? phrase
        return (lessThan, errors)
    }
}
