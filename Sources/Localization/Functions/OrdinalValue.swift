import MessageFormat

/// What `:ordinal` resolves to: "3ª" or "terceira", "3rd" or "third". The spoken form is the
/// word whenever the locale has one, else the numeric form made speakable by the lexicon.
/// Selects on the exact number, then its CLDR ordinal category (en `one`, `two`, `few`, `other`).
package struct OrdinalValue: MessageValue, SpeakableValue {
    /// The number.
    public let number: Int
    /// The numeric form, e.g. "3ª".
    public let numericText: String
    /// The word, e.g. "terceira", when the locale has one for this number.
    public let word: String?
    /// The form to say: the word, or the numeric form rewritten for speech.
    public let spokenText: String
    /// The CLDR ordinal plural category.
    public let ordinalCategory: String
    /// Whether the displayed form is the word.
    public let showsWord: Bool
    /// The options it was resolved with.
    public let options: FunctionOptions
    /// The direction of the locale's script.
    public let direction: TextDirection

    /// `ordinal`.
    public var partType: String { "ordinal" }
    /// The number as a literal.
    public var stringValue: String? { String(number) }
    /// The word for `style=words` (when there is one), else the numeric form.
    public var displayText: String { showsWord ? word ?? numericText : numericText }
    /// The spoken form, escaped.
    public var ssml: String { SSML.escape(spokenText) }

    /// The displayed form.
    public func format(context: FunctionContext) throws(MessageError) -> String { displayText }
    /// The displayed form: one piece, so no pieces are built.
    public func formattedText(context: FunctionContext) throws(MessageError) -> String { displayText }

    /// The exact number, then the ordinal category.
    public func selectKeys(_ keys: [String], context: inout FunctionContext) throws(MessageError) -> [String]?
    {
        keys.filter { $0 == String(number) } + keys.filter { $0 == ordinalCategory }
    }
}
