import MessageFormat

/// What `:distance` resolves to: a distance rounded by the locale's table, with its display
/// ("1,5 km") and spoken ("um quilômetro e meio") forms. Selects on `lessThan` (below the
/// smallest band), then the exact rounded amount (`1.5`), then its cardinal plural category.
public struct DistanceValue: MessageValue, SpeakableValue {
    /// The fields, behind one reference: a value travels as `any MessageValue` through every
    /// step of formatting, and a reference fits in the existential's inline buffer where nine
    /// fields (three strings among them) needed a boxed copy and a retain per string each time.
    private final class Storage: Sendable {
        let meters: Double
        let units: UnitSystem
        let rounded: RoundedDistance
        let literal: String
        let style: UnitMessages.Style
        let symbolText: String
        let wordText: String
        let pluralCategory: String
        let options: FunctionOptions
        let direction: TextDirection

        init(
            meters: Double, units: UnitSystem, rounded: RoundedDistance, literal: String,
            style: UnitMessages.Style, symbolText: String, wordText: String, pluralCategory: String,
            options: FunctionOptions, direction: TextDirection
        ) {
            self.meters = meters
            self.units = units
            self.rounded = rounded
            self.literal = literal
            self.style = style
            self.symbolText = symbolText
            self.wordText = wordText
            self.pluralCategory = pluralCategory
            self.options = options
            self.direction = direction
        }
    }

    private let storage: Storage

    /// The distance given, in metres.
    public var meters: Double { storage.meters }
    /// The unit system used.
    public var units: UnitSystem { storage.units }
    /// The rounded amount and unit.
    public var rounded: RoundedDistance { storage.rounded }
    /// Which form `format` returns and `displayText` shows.
    public var style: UnitMessages.Style { storage.style }
    /// The symbol form, e.g. "1,5 km", "< 10 m".
    public var symbolText: String { storage.symbolText }
    /// The word form, e.g. "1,5 quilômetro", "menos de 10 metros".
    public var wordText: String { storage.wordText }
    /// The CLDR cardinal plural category of the rounded amount.
    public var pluralCategory: String { storage.pluralCategory }
    /// The options it was resolved with, inherited when another `:distance` uses it.
    public var options: FunctionOptions { storage.options }
    /// The direction of the locale's script.
    public var direction: TextDirection { storage.direction }

    /// Creates a value; normally made by the `:distance` function.
    public init(
        meters: Double, units: UnitSystem, rounded: RoundedDistance, style: UnitMessages.Style,
        symbolText: String,
        wordText: String, pluralCategory: String, options: FunctionOptions = FunctionOptions(),
        direction: TextDirection = .auto
    ) {
        self.init(
            meters: meters, units: units, rounded: rounded, literal: rounded.numberLiteral, style: style,
            symbolText: symbolText, wordText: wordText, pluralCategory: pluralCategory, options: options,
            direction: direction)
    }

    /// A value whose number literal `:distance` has already written.
    init(
        meters: Double, units: UnitSystem, rounded: RoundedDistance, literal: String,
        style: UnitMessages.Style, symbolText: String, wordText: String, pluralCategory: String,
        options: FunctionOptions, direction: TextDirection
    ) {
        storage = Storage(
            meters: meters, units: units, rounded: rounded, literal: literal, style: style,
            symbolText: symbolText, wordText: wordText, pluralCategory: pluralCategory, options: options,
            direction: direction)
    }

    /// `distance`.
    public var partType: String { "distance" }
    /// The rounded amount as a number literal (`1.5`).
    public var stringValue: String? { storage.literal }
    /// The symbol form for `style=display`, the word form for `style=spoken`.
    public var displayText: String { style == .spoken ? wordText : symbolText }
    /// Always the word form: units are never left as symbols for a speech engine.
    public var spokenText: String { wordText }
    /// The word form, escaped.
    public var ssml: String { SSML.escape(wordText) }

    /// The displayed form.
    public func format(context: FunctionContext) throws(MessageError) -> String { displayText }
    /// The displayed form: one piece, so no pieces are built.
    public func formattedText(context: FunctionContext) throws(MessageError) -> String { displayText }

    /// `lessThan`, then the exact amount, then the plural category.
    public func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]?
    {
        var matches: [String] = []
        if rounded.isBelowMinimum, keys.contains("lessThan") { matches.append("lessThan") }
        let exact = storage.literal
        if keys.contains(exact) { matches.append(exact) }
        if keys.contains(pluralCategory) { matches.append(pluralCategory) }
        return matches
    }
}
